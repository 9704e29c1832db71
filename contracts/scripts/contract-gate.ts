/**
 * `npm run contract:gate` (part of `npm run test:contract`): contracts/openapi.json against the
 * contract as last released, contracts/released/openapi.json. Fails on a breaking change unless
 * info.version's major is higher than the released one's and contracts/CHANGELOG.md has an entry
 * for it; on any other change of the API unless the version is higher and has an entry. The
 * message says what to do. Documentation changes alone pass.
 */
import { pathToFileURL } from 'node:url';
import { judge, readContracts } from './contract-versions';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const verdict = judge(readContracts());
  for (const line of verdict.lines) (verdict.ok ? console.log : console.error)(line);
  process.exitCode = verdict.ok ? 0 : 1;
}
