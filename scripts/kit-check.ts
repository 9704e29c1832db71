/**
 * The API team's kit, run the way its README tells them to: contracts/kit is copied to a
 * temporary folder outside the workspace, with the pact at pacts/merchant-web-merchant-api.json;
 * a mock server starts on its own port and a fresh database; and the first `sh` block of
 * contracts/kit/README.md runs there as it stands (install from the registry, then verify) with
 * PROVIDER_URL pointing at the mock. Reading the commands from the README keeps it honest.
 *
 * The verification's traffic passes an OpenAPI validation relay (scripts/openapi-check.ts), so
 * the same run proves the mock speaks what openapi.json says. Then the provider is broken on
 * purpose, twice, and the block's verification runs again: a renamed response field must fail
 * with a readable summary, and a provider that dies mid-run must end the kit within 30 seconds.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOpenApiCheck } from './openapi-check';
import { indent, runGathered } from './child-output';
import { startMockServer } from './mock-process';
import { startRelay } from './relay';

const root = fileURLToPath(new URL('..', import.meta.url));
const kitDir = join(root, 'contracts/kit');
const pactFile = join(root, 'contracts/pacts/merchant-web-merchant-api.json');
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The first ```sh block of the kit's README, as the API team would paste it. */
export function quickStart(readme: string): string {
  const block = /^```sh\n([\s\S]*?)^```/m.exec(readme);
  if (!block) throw new Error('contracts/kit/README.md has no ```sh block');
  return block[1]!;
}

const startMock = (dataDir: string) => startMockServer(join(dataDir, 'mock.sqlite'), { MOCK_DEV_ROUTES: 'true' });

/**
 * The README's block in the kit folder, in a clean environment (no npm settings of this
 * repository). Asynchronous: the relays in this process must keep answering meanwhile.
 */
function runQuickStart(dir: string, block: string, providerUrl: string) {
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return runGathered('bash', ['-e', '-c', block], { cwd: dir, env: { ...cleanEnv, PROVIDER_URL: providerUrl } });
}

function check(ok: boolean, message: string): void {
  if (!ok) {
    console.error(`✗ kit check: ${message}`);
    process.exitCode = 1;
    throw new Error(message);
  }
  console.log(`✓ ${message}`);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'merchant-api-kit-'));
  const kit = join(work, 'kit');
  cpSync(kitDir, kit, { recursive: true, filter: (src) => !/[\\/](node_modules|logs)$/.test(src) });
  mkdirSync(join(kit, 'pacts'), { recursive: true });
  cpSync(pactFile, join(kit, 'pacts/merchant-web-merchant-api.json'));
  const block = quickStart(readFileSync(join(kit, 'README.md'), 'utf8'));
  console.log(`The kit in ${kit}; its README's quick start:\n${indent(block)}`);
  // The breaks run the block's last command (the verification) in the kit installed above.
  const verifyOnly = block.trimEnd().split('\n').at(-1)!;

  const mock = await startMock(work);
  const relays: { close(): void }[] = [];
  try {
    // 1. The kit as the README says, through the OpenAPI validation relay.
    const validator = await startOpenApiCheck(mock.url);
    relays.push(validator);
    let t = Date.now();
    const run = await runQuickStart(kit, block, validator.url);
    console.log(indent(run.output));
    check(run.status === 0, `the kit's quick start verified the mock server (${seconds(t)})`);
    const findings = validator.report();
    console.log(indent(findings.lines.join('\n')));
    check(findings.violations === 0, `every request and answer matched openapi.json (${findings.checked} checked)`);

    // 2. A provider that renamed a response field: the kit must fail and say where.
    const renamed = await startRelay(mock.url, {
      inspect: (x) => {
        const text = x.responseBody.toString('utf8');
        return text.includes('"subscriber_total":')
          ? Buffer.from(text.replaceAll('"subscriber_total":', '"subscribers_total":'))
          : undefined;
      },
    });
    relays.push(renamed);
    t = Date.now();
    console.log('\nDeliberate break: the provider renames subscriber_total to subscribers_total.');
    const broken = await runQuickStart(kit, verifyOnly, renamed.url);
    const said = broken.output;
    console.log(indent(said));
    check(broken.status !== 0, `the kit failed against the renamed field (${seconds(t)})`);
    const summary = said.slice(said.indexOf('✗'));
    check(
      /✗ a request for the dashboard overview report/.test(summary) &&
        /✗ a request for the dashboard top subscribers report/.test(summary) &&
        /subscriber_total/.test(summary) &&
        /2 of \d+ interactions failed/.test(summary),
      'its summary names both failing interactions and the missing field',
    );
    check(summary.split('\n').length <= 30, `the summary is short (${summary.split('\n').length} lines)`);

    // 3. A provider that dies mid-run: the kit must end, non-zero, within 30 seconds.
    const dying = await startRelay(mock.url, { dropAfter: 40 });
    relays.push(dying);
    console.log('\nDeliberate break: the provider stops answering after 40 requests.');
    const died = await runQuickStart(kit, verifyOnly, dying.url);
    const after = dying.diedAt() === null ? Infinity : (Date.now() - dying.diedAt()!) / 1000;
    console.log(indent(died.output.trimEnd().split('\n').slice(-3).join('\n')));
    check(died.status !== 0 && after < 30, `the kit stopped ${after.toFixed(1)} s after the provider died`);
  } finally {
    for (const r of relays) r.close();
    mock.stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nkit check: done in ${seconds(started)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main().catch((error: unknown) => {
    if (process.exitCode !== 1) console.error(error);
    process.exitCode = 1;
  });
}
