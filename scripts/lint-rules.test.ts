/**
 * The layer rules of eslint.config.js fire: for each edge, a probe file placed where the rule guards
 * imports what the rule forbids, and ESLint must report it (and a permitted import must pass).
 * The probes are real files for the moment of the check, as the import resolver reads the tree.
 * The rules under test read no types: the check runs without the type-aware rules, whose
 * TypeScript programs took most of its time and prove nothing here.
 */
import { ESLint } from 'eslint';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
// The probes are ignored by `eslint .`, which may run at the same time (npm test): this check
// lints them with the ignores off.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

/** Lints `source` as the file `path` (relative to the repository) and returns the rules that fired. */
async function firedRules(path: string, source: string): Promise<string[]> {
  const file = join(root, path);
  writeFileSync(file, source);
  written.push(file);
  try {
    const [result] = await eslint.lintFiles([file]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    rmSync(file, { force: true });
  }
}

const cases: { edge: string; path: string; forbidden: string; rule: string; allowed?: string }[] = [
  {
    edge: 'contracts imports nothing of ours',
    path: 'contracts/src/lint-probe.ts',
    forbidden: "import { schema } from '@mbo/db';\nexport const x = schema;\n",
    rule: 'no-restricted-imports',
    allowed: "import { z } from 'zod';\nexport const x = z;\n",
  },
  {
    edge: 'contracts imports nothing of ours, by path either',
    path: 'contracts/src/lint-probe.ts',
    forbidden: "import { schema } from '../../db/src/index';\nexport const x = schema;\n",
    rule: 'no-restricted-imports',
  },
  {
    edge: 'db imports only contracts',
    path: 'db/src/lint-probe.ts',
    forbidden: "import { seedDatabase } from '@mbo/seed';\nexport const x = seedDatabase;\n",
    rule: 'no-restricted-imports',
    allowed: "import { feeCents } from '@mbo/contracts';\nexport const x = feeCents;\n",
  },
  {
    edge: 'db never imports mock-server',
    path: 'db/src/lint-probe.ts',
    forbidden: "import { buildApp } from '../../mock-server/src/app';\nexport const x = buildApp;\n",
    rule: 'no-restricted-imports',
  },
  {
    edge: 'seed never imports mock-server',
    path: 'seed/src/lint-probe.ts',
    forbidden: "import { buildApp } from '@mbo/mock-server/src/app';\nexport const x = buildApp;\n",
    rule: 'no-restricted-imports',
    allowed: "import { openDatabase } from '@mbo/db';\nexport const x = openDatabase;\n",
  },
  {
    edge: 'the web app never imports db',
    path: 'apps/web/src/lib/lint-probe.ts',
    forbidden: "import { openDatabase } from '@mbo/db';\nexport const x = openDatabase;\n",
    rule: 'no-restricted-imports',
    allowed: "import { endpoints } from '@mbo/contracts';\nexport const x = endpoints;\n",
  },
  {
    edge: 'the web app never imports seed',
    path: 'apps/web/src/lib/lint-probe.ts',
    forbidden: "import { personas } from '@mbo/seed';\nexport const x = personas;\n",
    rule: 'no-restricted-imports',
  },
  {
    edge: 'the web app never imports mock-server, by path either',
    path: 'apps/web/e2e/lint-probe.ts',
    forbidden: "import { buildApp } from '../../../mock-server/src/app';\nexport const x = buildApp;\n",
    rule: 'no-restricted-imports',
  },
  {
    edge: 'web src climbs no more than two folders',
    path: 'apps/web/src/features/vouchers/routes/lint-probe.ts',
    forbidden: "import { paths } from '../../../lib/paths';\nexport const x = paths;\n",
    rule: 'no-restricted-imports',
    allowed: "import { paths } from '@/lib/paths';\nexport const x = paths;\n",
  },
  {
    edge: 'web writes go through useEndpointMutation, which refreshes what the write changes',
    path: 'apps/web/src/features/vouchers/lint-probe.ts',
    forbidden: "import { useMutation } from '@tanstack/react-query';\nexport const x = useMutation;\n",
    rule: 'no-restricted-imports',
    allowed: "import { useEndpointMutation } from '@/lib/endpoint-mutation';\nexport const x = useEndpointMutation;\n",
  },
  {
    edge: 'features never import each other',
    path: 'apps/web/src/features/vouchers/lint-probe.ts',
    forbidden: "import * as plans from '@/features/plans/route-table';\nexport const x = plans;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    edge: 'shared components never import features',
    path: 'apps/web/src/components/lint-probe.ts',
    forbidden: "import * as plans from '@/features/plans/route-table';\nexport const x = plans;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    edge: 'mock-server repositories never import routes',
    path: 'mock-server/src/repo/lint-probe.ts',
    forbidden: "import { registerEndpoints } from '../routes/registry';\nexport const x = registerEndpoints;\n",
    rule: 'no-restricted-imports',
    allowed: "import { schema } from '@mbo/db';\nexport const x = schema;\n",
  },
  {
    edge: 'numbers for people name their language',
    path: 'apps/web/src/lib/lint-probe.ts',
    forbidden: 'export const x = (n: number) => `${n.toFixed(2)} ${n.toLocaleString()}`;\n',
    rule: 'no-restricted-syntax',
    allowed: "export const x = (n: number) => n.toLocaleString('de-DE');\n",
  },
  {
    edge: 'numbers for people name their language in components too',
    path: 'apps/web/src/lib/lint-probe.tsx',
    forbidden: 'export const X = ({ n }: { n: number }) => <span>{n.toFixed(2)}</span>;\n',
    rule: 'no-restricted-syntax',
    allowed: "export const X = ({ n }: { n: number }) => <span>{n.toLocaleString('de-DE')}</span>;\n",
  },
  {
    edge: 'the web app draws no SVG data URL',
    path: 'apps/web/src/lib/lint-probe.tsx',
    forbidden: 'export const X = () => <div style={{ backgroundImage: "url(\'data:image/svg+xml,%3Csvg%3E\')" }} />;\n',
    rule: 'no-restricted-syntax',
    allowed: "export const X = () => <div style={{ backgroundImage: 'url(/map.png)' }} />;\n",
  },
  {
    edge: 'mock-server routes hold no SQL',
    path: 'mock-server/src/routes/lint-probe.ts',
    forbidden: "import Database from 'better-sqlite3';\nexport const x = Database;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
];

// A type-aware lint of one file starts a TypeScript project service first: seconds, not milliseconds.
describe('package and layer edges', { timeout: 120_000 }, () => {
  it.each(cases)('$edge', async ({ path, forbidden, rule, allowed }) => {
    expect(await firedRules(path, forbidden)).toContain(rule);
    if (allowed !== undefined) expect(await firedRules(path, allowed)).not.toContain(rule);
  });
});
