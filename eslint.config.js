import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

// Features never import each other; only apps/web/src/app composes them (DESIGN.md).
const featuresDir = 'apps/web/src/features';
const features = readdirSync(join(import.meta.dirname, featuresDir), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features do not import each other: move shared code to components/ or lib/, or compose in app/.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'contracts/openapi.json', 'contracts/pacts/**'],
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: featureZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['mock-server/src/**/*.ts', 'seed/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Use the seeded faker or node:crypto.' }] },
  },
);
