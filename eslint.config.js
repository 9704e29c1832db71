import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

// Features never import each other; only apps/web/src/app composes them (docs/DESIGN.md, "Layers").
const webSrc = 'apps/web/src';
const featuresDir = `${webSrc}/features`;
const features = readdirSync(join(import.meta.dirname, featuresDir), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features do not import each other: move shared code to components/ or lib/, or compose in app/.',
}));
// Shared code flows one way: components/ and lib/ are below features/, and features/ below app/.
const layerZones = [
  ...['components', 'lib', 'i18n', 'testing'].flatMap((low) =>
    ['features', 'app'].map((high) => ({
      target: `./${webSrc}/${low}`,
      from: `./${webSrc}/${high}`,
      message: `${low}/ is shared code: it never imports ${high}/.`,
    })),
  ),
  {
    target: `./${featuresDir}`,
    from: `./${webSrc}/app`,
    message: 'features/ never imports app/: app/ composes features.',
  },
];

/** `no-restricted-imports` patterns: what a package may not import, by package name and by relative path. */
const forbid = (packages, message) => ({
  group: packages.flatMap((p) => [`@mbo/${p}`, `@mbo/${p}/*`]),
  message,
});
const climbInto = (dirs, message) => ({ group: dirs.map((d) => `**/${d}/**`), message });
const edge = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, ...(paths.length ? { paths } : {}) }] },
});
const climbOutOfWebSrc = {
  regex: '^(\\.\\./){3,}',
  message: "Import from another area of src through '@/…' rather than climbing folders.",
};
const webSrcPatterns = [
  forbid(['db', 'seed', 'mock-server'], 'The web app speaks to the API only through @mbo/contracts.'),
  climbInto(['db', 'seed', 'mock-server'], 'The web app speaks to the API only through @mbo/contracts.'),
  climbOutOfWebSrc,
];
const writesThroughTheHelper = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message:
    'Write through useEndpointMutation (lib/endpoint-mutation): it refreshes every read the endpoint table says the write changes.',
};
/**
 * The package edges (docs/DESIGN.md, "Layers"). One entry per set of files, since a later
 * `no-restricted-imports` for the same file replaces an earlier one. `scripts/lint-rules.test.ts`
 * proves each rule fires.
 */
/**
 * Numbers and dates for people go through the formatting module of each side (Intl, in the
 * reader's language): toFixed has no locale, and toLocale…String without one takes the machine's.
 */
const localeless = [
  {
    selector: "CallExpression[callee.property.name='toFixed']",
    message:
      'toFixed writes an English number: format for people through lib/format (web) or i18n/render (server); a machine value says why in an eslint-disable comment.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]',
    message: 'Name the locale (or use the formatting module): without one the machine decides the language.',
  },
];

export const packageEdges = [
  edge(
    ['contracts/**/*.ts'],
    [
      forbid(['db', 'seed', 'mock-server', 'web'], 'contracts imports nothing of ours: every package reads it.'),
      climbInto(['db', 'seed', 'mock-server', 'apps'], 'contracts imports nothing of ours: every package reads it.'),
    ],
  ),
  edge(
    ['db/**/*.ts'],
    [
      forbid(['seed', 'mock-server', 'web'], 'db imports only contracts: seed and mock-server write through it.'),
      climbInto(['seed', 'mock-server', 'apps'], 'db imports only contracts: seed and mock-server write through it.'),
    ],
  ),
  edge(
    ['seed/**/*.ts'],
    [
      forbid(['mock-server', 'web'], 'seed never imports mock-server or the web app: mock-server seeds through seed.'),
      climbInto(
        ['mock-server', 'apps'],
        'seed never imports mock-server or the web app: mock-server seeds through seed.',
      ),
    ],
  ),
  edge(
    ['apps/web/**/*.{ts,tsx}'],
    [
      forbid(['db', 'seed', 'mock-server'], 'The web app speaks to the API only through @mbo/contracts.'),
      climbInto(['db', 'seed', 'mock-server'], 'The web app speaks to the API only through @mbo/contracts.'),
    ],
  ),
  edge([`${webSrc}/**/*.{ts,tsx}`], webSrcPatterns, [writesThroughTheHelper]),
  // The one place the app's writes meet TanStack Query's useMutation.
  edge([`${webSrc}/lib/endpoint-mutation.ts`], webSrcPatterns),
  edge(
    ['mock-server/src/repo/**/*.ts'],
    [
      {
        group: ['**/routes/**', '../routes', '**/mock/**', '../mock'],
        message: 'Repositories sit below routes: a route calls a repository, never the other way.',
      },
    ],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'contracts/openapi.json',
      'contracts/pacts/**',
      // scripts/lint-rules.test.ts writes these for a moment and lints them itself, with ignores off.
      '**/lint-probe.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules on TypeScript sources: a forgotten promise is a lost error.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      // The TypeScript resolver reads each package's tsconfig, so `@/x` (apps/web/src/x) resolves
      // for the zones below. (Import cycles are found by dpdm, `npm run lint:cycles`: the same
      // search as import/no-cycle in seconds, where that rule took a quarter of the lint's time.)
      'import/resolver': {
        typescript: {
          project: ['*/tsconfig.json', 'apps/*/tsconfig.json', 'mock-server/console/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`, 'mock-server/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...localeless],
    },
  },
  {
    // One icon set: icons are drawn by components/icons.tsx, illustrations are .svg files shown
    // with <img>; only the product mark stays inline. (The list repeats the one above: a rule set
    // here replaces, for these files, the one set by an earlier block.)
    files: [`${webSrc}/**/*.tsx`],
    ignores: [`${webSrc}/components/icons.tsx`, `${webSrc}/features/auth/components/app-logo.tsx`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...localeless,
        {
          selector: "JSXOpeningElement[name.name='svg']",
          message:
            "Draw an icon with <Icon> from '@/components/icons'; an illustration is an .svg file shown with <img>.",
        },
        {
          selector: 'Literal[value=/data:image\\/svg/], TemplateElement[value.raw=/data:image\\/svg/]',
          message:
            "Draw an icon with <Icon> from '@/components/icons': an SVG data URL (a background image, say) is drawn as a document of its own, inside the first screen's style work.",
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'lucide', message: "Icons come from '@/components/icons'." }] },
      ],
    },
  },
  {
    files: ['db/src/**/*.ts', 'mock-server/src/**/*.ts', 'seed/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Use the seeded faker or node:crypto.',
        },
        ...localeless,
      ],
    },
  },
  {
    // The mock server's SQL lives only in repositories (mock-server/src/repo) and in @mbo/db.
    files: ['mock-server/src/**/*.ts'],
    ignores: ['mock-server/src/repo/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'better-sqlite3', message: 'SQL lives in mock-server/src/repo: call a repository.' },
            { name: 'drizzle-orm', message: 'SQL lives in mock-server/src/repo: call a repository.' },
            {
              name: '@mbo/db',
              allowTypeImports: true,
              importNames: [
                'insertRow',
                'createRowInserter',
                'clearDatabase',
                'isEmpty',
                'ensureReferenceData',
                'schema',
              ],
              message: 'SQL lives in mock-server/src/repo: call a repository.',
            },
          ],
          patterns: [{ group: ['drizzle-orm/*'], message: 'SQL lives in mock-server/src/repo: call a repository.' }],
        },
      ],
    },
  },
  // Packages depend one way: apps/web -> contracts; mock-server -> seed -> db -> contracts.
  ...packageEdges,
);
