/**
 * `npm run contract:release`: hands the contract over. Copies contracts/openapi.json to
 * contracts/released/openapi.json, the copy the gate measures the next changes against, once the
 * gate passes and the version has its entry in contracts/CHANGELOG.md. A release carries a new
 * version: documentation changes that the gate lets through without one need a patch version here.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './contract-diff';
import {
  changelogVersions,
  compareVersions,
  FILES,
  judge,
  parseVersion,
  readContracts,
  versionOf,
} from './contract-versions';

function main(): number {
  const contracts = readContracts();
  const version = String(versionOf(contracts.current));
  if (!changelogVersions(contracts.changelog).includes(version)) {
    console.error(
      `${FILES.changelog} has no entry "## [${version}]": run npm run contract:changelog -- --write, edit it, then release.`,
    );
    return 1;
  }
  if (contracts.released) {
    const verdict = judge(contracts);
    if (!verdict.ok) {
      for (const line of verdict.lines) console.error(line);
      return 1;
    }
    const same = compareVersions(parseVersion(version), parseVersion(versionOf(contracts.released))) === 0;
    if (same && verdict.level === 'none') {
      console.log(`${FILES.released} already is version ${version}: nothing to release.`);
      return 0;
    }
    if (same) {
      console.error(
        `Version ${version} is released already, and these changes would change it: set CONTRACT_VERSION in ${FILES.version} to a new patch version, ` +
          'run npm run generate -w @mbo/contracts and npm run contract:changelog -- --write, then release.',
      );
      return 1;
    }
  }
  const target = join(ROOT, FILES.released);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(ROOT, FILES.current), target);
  console.log(`Released version ${version}: ${FILES.released}. Commit it with ${FILES.changelog}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
