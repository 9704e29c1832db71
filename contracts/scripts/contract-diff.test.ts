import { apiCompare } from 'api-smart-diff';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diffContracts, formatChange, isBreaking, RULES, ROOT, type ChangeKind } from './contract-diff';
import { applyPatch, type Fixture } from './contract-fixtures';

const FIXTURES = fileURLToPath(new URL('./fixtures/contract-diff/', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const base = read(join(FIXTURES, 'base.json'));

const fixtures = readdirSync(FIXTURES)
  .filter((f) => f !== 'base.json')
  .map((f) => ({ name: f.replace(/\.json$/, ''), ...(read(join(FIXTURES, f)) as Fixture) }));

describe('contract:diff classifies each fixture pair', () => {
  it('has a pair for every breaking kind the README lists, and additive ones', () => {
    const kinds = (k: ChangeKind) => fixtures.filter((f) => f.expect.kind === k).length;
    expect(kinds('breaking')).toBeGreaterThanOrEqual(12);
    expect(kinds('non-breaking')).toBeGreaterThanOrEqual(5);
    expect(kinds('documentation')).toBeGreaterThanOrEqual(2);
  });

  it.each(fixtures)('$name: $description is $expect.kind', (fixture) => {
    const changes = diffContracts(base, applyPatch(base, fixture.patch));
    const named = changes.find((c) => c.operation === fixture.expect.operation && c.pointer === fixture.expect.pointer);
    expect(named, changes.map(formatChange).join('\n')).toBeDefined();
    expect(named!.kind).toBe(fixture.expect.kind);
    expect(named!.rule).toBe(fixture.expect.rule);
    // The pair as a whole: breaking exactly when the fixture is.
    expect(isBreaking(changes)).toBe(fixture.expect.kind === 'breaking');
    if (fixture.expect.kind === 'documentation') expect(changes.every((c) => c.kind === 'documentation')).toBe(true);
  });

  it('each rule overrides what the library itself says (drop a rule when the library agrees)', () => {
    for (const fixture of fixtures.filter((f) => f.expect.rule)) {
      const { diffs } = apiCompare(base, applyPatch(base, fixture.patch));
      const rule = RULES.find((r) => r.name === fixture.expect.rule)!;
      const overridden = diffs.filter((d) => rule.applies(d));
      expect(overridden.length, fixture.name).toBeGreaterThan(0);
      expect(
        overridden.some((d) => d.type !== 'breaking'),
        fixture.name,
      ).toBe(true);
    }
  });

  it('the same document has no changes', () => {
    expect(diffContracts(base, structuredClone(base))).toEqual([]);
  });

  it('a new info.version alone is a documentation change', () => {
    const changes = diffContracts(base, applyPatch(base, [{ op: 'replace', path: '/info/version', value: '2.0.0' }]));
    expect(changes.map((c) => [c.kind, c.operation, c.pointer])).toEqual([['documentation', '-', '#/info/version']]);
  });
});

describe('npm run contract:diff on the real contract', () => {
  const run = (...args: string[]) => {
    try {
      return {
        status: 0,
        output: execFileSync('npx', ['tsx', 'contracts/scripts/contract-diff.ts', ...args], {
          cwd: ROOT,
          encoding: 'utf8',
        }),
      };
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string };
      return { status: e.status, output: e.stdout + e.stderr };
    }
  };
  const contract = read(join(ROOT, 'contracts/openapi.json'));
  const work = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  const write = (name: string, document: unknown) => {
    const file = join(work, name);
    writeFileSync(file, JSON.stringify(document));
    return file;
  };

  it('HEAD against HEAD: no changes, exit 0', () => {
    const { status, output } = run('HEAD', 'HEAD');
    expect(output).toContain('No changes.');
    expect(status).toBe(0);
  });

  it('a copy with one path removed: exit 1, naming the path', () => {
    const removed = structuredClone(contract);
    delete removed.paths['/api/store/balance'];
    const { status, output } = run(write('base.json', contract), write('removed.json', removed));
    expect(status).toBe(1);
    expect(output).toMatch(
      /^BREAKING\s+GET \/api\/store\/balance\s+#\/paths\/~1api~1store~1balance\/get\s+\[Removed\] operation GET \/api\/store\/balance/m,
    );
  });

  it('a copy where a response gains an optional property: exit 0, non-breaking', () => {
    const added = structuredClone(contract);
    added.components.schemas.Balance.properties.note = { type: 'string' };
    const { status, output } = run(write('base.json', contract), write('added.json', added));
    expect(output).toMatch(
      /^non-breaking\s+GET \/api\/store\/balance\s+#\/paths\/.*\/properties\/note\s+\[Added\] property `note`/m,
    );
    expect(output).toContain('0 breaking');
    expect(status).toBe(0);
  });
}, 60_000);
