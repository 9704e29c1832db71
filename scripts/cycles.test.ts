/**
 * `npm run lint:cycles` (dpdm over the shipped sources) fails on an import cycle, through the `@/`
 * alias too, and passes type-only imports, which leave nothing behind at run time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'mbo-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lint:cycles command of package.json, on the files `files` written into a folder of their own. */
function cycles(name: string, files: Record<string, string>): { code: number; out: string } {
  const src = join(dir, name, 'src');
  mkdirSync(src, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(src, file), text);
  writeFileSync(
    join(dir, name, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  );
  const args = ['--no-warning', '--no-tree', '--no-progress', '-T', '--exit-code', 'circular:1'];
  try {
    const out = execFileSync(
      join(root, 'node_modules/.bin/dpdm'),
      [...args, '--tsconfig', 'tsconfig.json', 'src/**/*.ts'],
      {
        cwd: join(dir, name),
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { code: e.status, out: e.stdout };
  }
}

it('the command in package.json is the one checked here', async () => {
  const pkg = (await import('../package.json', { with: { type: 'json' } })).default as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts['lint:cycles']).toMatch(/^dpdm --no-warning --no-tree --no-progress -T --exit-code circular:1 /);
  expect(pkg.scripts.lint).toContain('npm run lint:cycles');
});

it('fails on a cycle through the @/ alias and names its files', () => {
  const { code, out } = cycles('cycle', {
    'a.ts': "import { b } from '@/b';\nexport const a = () => b;\n",
    'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  });
  expect(code).toBe(1);
  expect(out).toMatch(/src\/(a|b)\.ts -> src\/(a|b)\.ts/);
});

it('passes a type-only import back, and a tree without cycles', () => {
  const { code, out } = cycles('no-cycle', {
    'a.ts': "import { b } from './b';\nexport type A = { n: number };\nexport const a = () => b;\n",
    'b.ts': "import type { A } from './a';\nexport const b: A = { n: 1 };\n",
  });
  expect(code).toBe(0);
  expect(out).toContain('no circular dependency');
});
