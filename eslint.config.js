import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

// Features never import each other; only apps/web/src/app composes them (DESIGN.md).
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
      // for import/no-cycle and the zones below.
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
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: "Import from another area of src through '@/…' rather than climbing folders.",
            },
          ],
        },
      ],
      'react-hooks/exhaustive-deps': 'warn',
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
  {
    // Packages depend one way: mock-server -> seed -> db.
    files: ['seed/**/*.ts', 'db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mbo/mock-server', '@mbo/mock-server/*', '**/mock-server/**'],
              message: 'seed and db never import mock-server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mbo/mock-server', '@mbo/mock-server/*', '**/mock-server/**'],
              message: 'db never imports mock-server.',
            },
            { group: ['@mbo/seed', '@mbo/seed/*', '**/seed/**'], message: 'db never imports seed: seed writes db.' },
          ],
        },
      ],
    },
  },
);
