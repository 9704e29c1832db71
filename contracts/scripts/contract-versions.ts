/**
 * What the contract gate, the changelog writer and the release step share: where the files are,
 * versions, the changelog's entries, and the judgement of a contract against the released one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffContracts, formatChange, ROOT, type Change } from './contract-diff';

export const FILES = {
  current: 'contracts/openapi.json',
  released: 'contracts/released/openapi.json',
  changelog: 'contracts/CHANGELOG.md',
  version: 'contracts/src/openapi.ts',
} as const;

export type Version = [major: number, minor: number, patch: number];

export function parseVersion(text: unknown): Version {
  const match = typeof text === 'string' ? /^(\d+)\.(\d+)\.(\d+)$/.exec(text) : null;
  if (!match) throw new Error(`info.version "${String(text)}" is not a version like 1.2.3`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export const formatVersion = (v: Version) => v.join('.');

export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export const nextMajor = ([major]: Version): Version => [major + 1, 0, 0];
export const nextMinor = ([major, minor]: Version): Version => [major, minor + 1, 0];
export const nextPatch = ([major, minor, patch]: Version): Version => [major, minor, patch + 1];

/** The versions that have an entry (`## [1.2.0] - 2026-11-29`) in a Keep-a-Changelog file. */
export function changelogVersions(changelog: string): string[] {
  return [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)].map((m) => m[1]!);
}

type Json = Record<string, unknown>;
export const versionOf = (document: Json) => (document.info as Json | undefined)?.version;

export interface Contracts {
  current: Json;
  released: Json | undefined;
  changelog: string;
}

/** The working tree's contract, the released one (if any) and the changelog. */
export function readContracts(root = ROOT): Contracts {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  return {
    current: JSON.parse(read(FILES.current)) as Json,
    released: existsSync(join(root, FILES.released)) ? (JSON.parse(read(FILES.released)) as Json) : undefined,
    changelog: existsSync(join(root, FILES.changelog)) ? read(FILES.changelog) : '',
  };
}

export type Level = 'none' | 'documentation' | 'non-breaking' | 'breaking';

/** The weightiest kind among the changes. */
export function levelOf(changes: readonly Change[]): Level {
  if (changes.some((c) => c.kind === 'breaking')) return 'breaking';
  if (changes.some((c) => c.kind === 'non-breaking')) return 'non-breaking';
  return changes.length ? 'documentation' : 'none';
}

export interface Verdict {
  ok: boolean;
  level: Level;
  changes: Change[];
  /** The version the changes need at least (the released one when they need none). */
  needed: string | undefined;
  /** What to print: the verdict, the changes, and on failure exactly what to do. */
  lines: string[];
}

/**
 * The gate: the working tree's contract against the released one. A breaking change needs a
 * higher major version than the released one, any other change of the API a higher version, and
 * the version an entry in the changelog; documentation changes alone need no new version.
 */
export function judge({ current, released, changelog }: Contracts): Verdict {
  const fail = (lines: string[], changes: Change[] = [], level: Level = 'none'): Verdict => ({
    ok: false,
    level,
    changes,
    needed: undefined,
    lines,
  });
  if (!released) {
    return fail([
      `✗ ${FILES.released} is missing: the gate compares ${FILES.current} with the contract as last released.`,
      `  Run npm run contract:release (it copies ${FILES.current} there once ${FILES.changelog} has an entry for its version) and commit it.`,
    ]);
  }
  const now = parseVersion(versionOf(current));
  const then = parseVersion(versionOf(released));
  const entries = changelogVersions(changelog);
  const changes = diffContracts(released, current).filter((c) => c.pointer !== '#/info/version');
  const level = levelOf(changes);
  const listed = changes
    .filter((c) => c.kind !== 'documentation' || level === 'documentation')
    .map((c) => `  ${formatChange(c)}`);
  const released_ = `the released contract ${formatVersion(then)} (${FILES.released})`;

  if (!entries.includes(formatVersion(then))) {
    return fail([
      `✗ ${FILES.changelog} has no entry "## [${formatVersion(then)}]" for ${released_}.`,
      `  Every released version has one: add it (npm run contract:changelog prints the changes of a version).`,
    ]);
  }
  if (compareVersions(now, then) < 0) {
    return fail(
      [
        `✗ info.version ${formatVersion(now)} of ${FILES.current} is lower than ${released_}.`,
        `  Set CONTRACT_VERSION in ${FILES.version} to ${formatVersion(then)} or higher and run npm run generate -w @mbo/contracts.`,
      ],
      changes,
      level,
    );
  }

  const needed =
    level === 'breaking'
      ? nextMajor(then)
      : level === 'non-breaking'
        ? nextPatch(then)
        : compareVersions(now, then) > 0
          ? now
          : then;
  const bumpedEnough =
    level === 'breaking' ? now[0] > then[0] : level === 'non-breaking' ? compareVersions(now, then) > 0 : true;
  const hasEntry = compareVersions(now, then) === 0 || entries.includes(formatVersion(now));
  const counts = `${changes.length} change${changes.length === 1 ? '' : 's'}`;

  if (bumpedEnough && hasEntry) {
    const summary =
      level === 'none'
        ? `✓ contract gate: ${FILES.current} is ${released_}${compareVersions(now, then) > 0 ? `, as version ${formatVersion(now)}` : ''}.`
        : level === 'documentation'
          ? `✓ contract gate: ${counts} since ${released_}, documentation only: no new version needed (they go out with the next release).`
          : `✓ contract gate: ${counts} since ${released_}, ${level === 'breaking' ? 'breaking' : 'none breaking'}; version ${formatVersion(now)} has its changelog entry. npm run contract:release hands it over.`;
    return { ok: true, level, changes, needed: formatVersion(needed), lines: [summary] };
  }

  const want = formatVersion(needed);
  const versionAdvice =
    level === 'breaking'
      ? `a new major version: ${want}`
      : `a new minor version (${formatVersion(nextMinor(then))}) for additions, or patch version (${want}) for fixes`;
  const lines = [
    `✗ contract gate: ${counts} since ${released_}, ${level === 'breaking' ? `${changes.filter((c) => c.kind === 'breaking').length} of them breaking` : 'none breaking'}:`,
    ...listed,
    '',
  ];
  if (!bumpedEnough) {
    lines.push(
      `info.version is ${formatVersion(now)}; these changes need ${versionAdvice}. To ship them:`,
      `  1. set CONTRACT_VERSION in ${FILES.version} to ${level === 'breaking' ? want : `${formatVersion(nextMinor(then))} (or ${want})`} and run npm run generate -w @mbo/contracts;`,
      `  2. run npm run contract:changelog -- --write and edit the new "## [${level === 'breaking' ? want : formatVersion(nextMinor(then))}]" entry of ${FILES.changelog}${level === 'breaking' ? ': say what breaks and what an integrator must change' : ''};`,
      `  3. commit both. npm run contract:release copies the contract to ${FILES.released} when it is handed to the API team.`,
    );
  } else {
    lines.push(
      `info.version ${formatVersion(now)} has no entry in ${FILES.changelog}. Run npm run contract:changelog -- --write, edit the new "## [${formatVersion(now)}]" entry and commit it.`,
    );
  }
  lines.push(
    `If a change is not meant to be, undo it: npm run contract:diff -- ${FILES.released} lists them with their JSON paths.`,
  );
  return { ok: false, level, changes, needed: want, lines };
}
