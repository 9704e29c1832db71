import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryFor, insertEntry } from './contract-changelog';
import { diffContracts } from './contract-diff';
import { applyPatch } from './contract-fixtures';
import { changelogVersions, judge } from './contract-versions';

const fixture = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./fixtures/contract-diff/${name}.json`, import.meta.url)), 'utf8'));
const released = fixture('base');
const patched = (name: string, version = '1.0.0') =>
  applyPatch(released, [...fixture(name).patch, { op: 'replace', path: '/info/version', value: version }]) as Record<
    string,
    unknown
  >;
const changelog = (...versions: string[]) =>
  `# Changelog\n\n${versions.map((v) => `## [${v}] - 2026-11-29\n\n### Added\n\n- something\n`).join('\n')}`;

const gate = (current: Record<string, unknown>, log = changelog('1.0.0'), base: unknown = released) =>
  judge({ current, released: base as Record<string, unknown>, changelog: log });

describe('the contract gate', () => {
  it('passes the released contract itself', () => {
    const verdict = gate(structuredClone(released));
    expect(verdict).toMatchObject({ ok: true, level: 'none' });
    expect(verdict.lines.join('\n')).toContain('is the released contract 1.0.0');
  });

  it('fails a breaking change without a major version, saying exactly what to do', () => {
    const verdict = gate(patched('path-removed'));
    expect(verdict).toMatchObject({ ok: false, level: 'breaking', needed: '2.0.0' });
    const message = verdict.lines.join('\n');
    expect(message).toContain('1 of them breaking');
    expect(message).toMatch(/BREAKING\s+GET \/categories/);
    expect(message).toContain('set CONTRACT_VERSION in contracts/src/openapi.ts to 2.0.0');
    expect(message).toContain('npm run generate -w @mbo/contracts');
    expect(message).toContain('npm run contract:changelog -- --write');
    expect(message).toContain('"## [2.0.0]" entry of contracts/CHANGELOG.md');
  });

  it('fails a breaking change with only a minor version', () => {
    expect(gate(patched('response-enum-value-removed', '1.1.0'), changelog('1.1.0', '1.0.0'))).toMatchObject({
      ok: false,
      needed: '2.0.0',
    });
  });

  it('fails a breaking change with a major version but no changelog entry for it', () => {
    const verdict = gate(patched('request-property-made-required', '2.0.0'));
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toContain('info.version 2.0.0 has no entry in contracts/CHANGELOG.md');
  });

  it('passes a breaking change with a major version and its entry', () => {
    expect(gate(patched('success-status-changed', '2.0.0'), changelog('2.0.0', '1.0.0'))).toMatchObject({
      ok: true,
      level: 'breaking',
    });
  });

  it('fails a non-breaking change without a new version, offering minor or patch', () => {
    const verdict = gate(patched('response-optional-property-added'));
    expect(verdict).toMatchObject({ ok: false, level: 'non-breaking', needed: '1.0.1' });
    expect(verdict.lines.join('\n')).toContain('a new minor version (1.1.0) for additions, or patch version (1.0.1)');
  });

  it('passes a non-breaking change with a minor or patch version and its entry', () => {
    expect(gate(patched('operation-added', '1.1.0'), changelog('1.1.0', '1.0.0')).ok).toBe(true);
    expect(gate(patched('request-enum-value-added', '1.0.1'), changelog('1.0.1', '1.0.0')).ok).toBe(true);
  });

  it('passes documentation changes without a new version', () => {
    expect(gate(patched('examples-added'))).toMatchObject({ ok: true, level: 'documentation' });
  });

  it('fails a version lower than the released one', () => {
    expect(gate(patched('summary-changed', '0.9.0')).ok).toBe(false);
  });

  it('fails when the released version has no changelog entry, or nothing is released', () => {
    expect(gate(structuredClone(released), '# Changelog\n').lines[0]).toContain('has no entry "## [1.0.0]"');
    expect(
      judge({ current: structuredClone(released), released: undefined, changelog: changelog('1.0.0') }).lines[0],
    ).toContain('contracts/released/openapi.json is missing');
  });
});

describe('the changelog entry', () => {
  it('lists removals, changes and additions, breaking ones first and marked', () => {
    const changes = [
      ...diffContracts(released, patched('path-removed')),
      ...diffContracts(released, patched('operation-added')),
      ...diffContracts(released, patched('summary-changed')),
    ];
    const entry = entryFor('2.0.0', '2026-11-29', changes);
    expect(entry).toMatch(
      /^## \[2\.0\.0\] - 2026-11-29\n\n### Removed\n\n- \*\*Breaking:\*\* `GET \/categories`: operation GET \/categories/,
    );
    expect(entry).toContain('### Added\n\n- `DELETE /vouchers`: operation DELETE /vouchers');
    expect(entry).toContain(
      '### Changed\n\n- Documentation only: 1 change to the descriptions and examples of 1 operation.',
    );
  });

  it('goes above the newest entry, and the gate then finds it', () => {
    const log = insertEntry(changelog('1.0.0'), entryFor('1.1.0', '2026-11-30', []));
    expect(changelogVersions(log)).toEqual(['1.1.0', '1.0.0']);
    expect(log.startsWith('# Changelog\n\n## [1.1.0] - 2026-11-30\n\nNo changes to the API.\n\n## [1.0.0]')).toBe(true);
  });
});
