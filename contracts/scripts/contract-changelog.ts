/**
 * `npm run contract:changelog [-- --write] [--base <ref or file>]`: the changelog entry for the
 * contract's unreleased changes, written from the same diff as the gate (contracts/released/
 * openapi.json, or `--base`, against contracts/openapi.json), in Keep a Changelog's form under
 * the version of contracts/openapi.json. It prints the entry; `--write` puts it at the top of
 * contracts/CHANGELOG.md, where people edit it: the generated lines say what changed, a person
 * adds why and what an integrator does about it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContract, ROOT, type Change } from './contract-diff';
import {
  changelogVersions,
  compareVersions,
  FILES,
  formatVersion,
  judge,
  parseVersion,
  readContracts,
  versionOf,
} from './contract-versions';

const SECTIONS = { remove: 'Removed', replace: 'Changed', rename: 'Changed', add: 'Added' } as const;
const ORDER = ['Removed', 'Changed', 'Added'] as const;

/** A Keep-a-Changelog entry: Removed, Changed, Added; breaking lines first and marked. */
export function entryFor(version: string, date: string, changes: readonly Change[]): string {
  const api = changes.filter((c) => c.kind !== 'documentation');
  const docs = changes.filter((c) => c.kind === 'documentation');
  const sections = new Map<string, string[]>();
  const ranked = [...api].sort((a, b) => Number(b.kind === 'breaking') - Number(a.kind === 'breaking'));
  for (const c of ranked) {
    const section = SECTIONS[c.action];
    // The section says what happened; the description's `[Removed]` tag would say it again.
    const what = c.description.replace(/^\[\w+\]\s*/, '');
    const line = `- ${c.kind === 'breaking' ? '**Breaking:** ' : ''}\`${c.operation}\`: ${what}`;
    const lines = sections.get(section) ?? [];
    if (!lines.includes(line)) lines.push(line);
    sections.set(section, lines);
  }
  if (docs.length) {
    const operations = [...new Set(docs.map((c) => c.operation).filter((o) => o !== '-'))];
    const where = operations.length ? ` of ${operations.length} operation${operations.length === 1 ? '' : 's'}` : '';
    const lines = sections.get('Changed') ?? [];
    lines.push(
      `- Documentation only: ${docs.length} change${docs.length === 1 ? '' : 's'} to the descriptions and examples${where}.`,
    );
    sections.set('Changed', lines);
  }
  const body = ORDER.filter((s) => sections.has(s)).map((s) => `### ${s}\n\n${sections.get(s)!.join('\n')}`);
  return [`## [${version}] - ${date}`, ...(body.length ? body : ['No changes to the API.'])].join('\n\n') + '\n';
}

/** The changelog with the entry put above the newest one (below the file's introduction). */
export function insertEntry(changelog: string, entry: string): string {
  const first = changelog.search(/^## \[/m);
  if (first < 0) return `${changelog.trimEnd()}\n\n${entry}`;
  return `${changelog.slice(0, first)}${entry}\n${changelog.slice(first)}`;
}

function main(args: string[]): number {
  const write = args.includes('--write');
  const baseAt = args.indexOf('--base');
  const contracts = readContracts();
  const base = baseAt >= 0 ? loadContract(args[baseAt + 1] ?? '').document : contracts.released;
  if (!base) {
    console.error(
      `${FILES.released} is missing: pass --base <git ref or file> to say what the entry is measured from.`,
    );
    return 1;
  }
  const verdict = judge({ ...contracts, released: base, changelog: `## [${String(versionOf(base))}]` });
  const version = String(versionOf(contracts.current));
  if (verdict.needed === undefined) {
    for (const line of verdict.lines) console.error(line);
    return 1;
  }
  if (compareVersions(parseVersion(version), parseVersion(verdict.needed)) < 0) {
    console.error(
      `These changes need version ${verdict.needed} or higher (${verdict.level}); contracts/openapi.json says ${version}. ` +
        `Set CONTRACT_VERSION in ${FILES.version}, run npm run generate -w @mbo/contracts, then run this again.`,
    );
    for (const line of verdict.lines.slice(1)) console.error(line);
    return 1;
  }
  const entry = entryFor(version, new Date().toISOString().slice(0, 10), verdict.changes);
  if (!write) {
    process.stdout.write(entry);
    return 0;
  }
  if (changelogVersions(contracts.changelog).includes(version)) {
    console.error(
      `${FILES.changelog} already has an entry for ${version}: edit it by hand (the entry above is what the diff says).`,
    );
    process.stdout.write(entry);
    return 1;
  }
  const file = join(ROOT, FILES.changelog);
  writeFileSync(file, insertEntry(readFileSync(file, 'utf8'), entry));
  console.log(
    `Wrote the entry for ${formatVersion(parseVersion(version))} to ${FILES.changelog}; edit it, then commit.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 2;
  }
}
