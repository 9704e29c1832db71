/**
 * Verifies a provider against the merchant web app's pact: every interaction's state is set up
 * through the provider's state endpoint (states.ts), then its request is replayed against
 * PROVIDER_URL and the answer compared with the pact.
 *
 *   PROVIDER_URL        the API under test                   (default http://127.0.0.1:8080)
 *   PROVIDER_STATE_URL  its test-only state endpoint         (default PROVIDER_URL/__mock/pact/state)
 *   PACT_FILE           the pact                             (default pacts/merchant-web-merchant-api.json)
 *   VERIFY_LOG          the verifier's whole output          (default logs/verify.log)
 *
 * The verifier runs in a child process whose output goes to VERIFY_LOG; this process prints a
 * short summary (each failing interaction with what was expected and what came back), and ends
 * the run when the provider stops answering.
 */
import { Verifier } from '@pact-foundation/pact';
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentToken, forgetToken, setUpState, type StateValues } from './states.ts';

const env = process.env;
const PROVIDER_URL = (env.PROVIDER_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const STATE_URL = env.PROVIDER_STATE_URL ?? `${PROVIDER_URL}/__mock/pact/state`;
const PACT_FILE = resolve(env.PACT_FILE ?? 'pacts/merchant-web-merchant-api.json');
const LOG_FILE = resolve(env.VERIFY_LOG ?? 'logs/verify.log');
const REPORT_FILE = `${LOG_FILE}.report.json`;
const WORKER = 'KIT_VERIFY_WORKER';
// The Pact core reports usage over the network unless told not to.
env.PACT_DO_NOT_TRACK ??= 'true';

/**
 * Every provider state of the pact, with the values its set-up must answer (README "Provider
 * states" says what each must create). The parameters come from the pact; every state also
 * receives `now`, the instant the provider's clock reads during the interaction.
 */
export const STATES: Record<string, readonly string[]> = {
  // params: phone
  'a registered store with phone {phone}': ['phone', 'categoryId'],
  // params: phone (may be malformed: the request is then refused before any lookup)
  'no store is registered with phone {phone}': ['phone', 'categoryId'],
  // params: phone
  'a sign-in code was just sent to the store with phone {phone}': ['phone'],
  // params: phone, code
  'the store with phone {phone} was sent the sign-in code {code}': ['phone', 'code'],
  'store categories exist': [],
  'a signed-in store with a complete profile': ['categoryId'],
  // params: slug
  'a signed-in store with the slug {slug}': ['slug'],
  // params: phone
  'a signed-in store, and another store with phone {phone}': ['phone'],
  // params: phone, code
  'the signed-in store was sent the phone-change code {code} to {phone}': ['phone', 'code'],
  'a signed-in store with subscribers, payments and redemptions this month': [],
  'a signed-in store with unread notifications': ['code'],
  'the session of a signed-in store has expired': [],
  // params: planName, search
  'a signed-in store with a plan whose subscriber, active until the end of the month, redeemed a voucher': [
    'planId',
    'subscriberId',
    'voucherId',
    'spareVoucherId',
  ],
  'a signed-in store with a plan nobody has subscribed to': ['planId'],
  // params: planName, search
  'a signed-in store with a plan, its voucher and broadcasts, one of them requested': [
    'planId',
    'voucherId',
    'scheduledAt',
  ],
  // params: username, planName, price, paidAt, paidOut
  'a signed-in store activated for payouts, with payments this month, a paid payout and an invoice': ['invoiceId'],
  'a signed-in store with a payment that is not activated for payouts': [],
  // params: voucherName, search
  'a signed-in store with a published voucher of each type, every field filled, in a plan with a subscriber': [
    'voucherId',
  ],
  'a signed-in store with a draft voucher that no plan uses and nobody redeemed': ['voucherId'],
};

const stateHandlers = Object.fromEntries(
  Object.entries(STATES).map(([state, returns]) => [
    state,
    async (params?: unknown): Promise<StateValues> =>
      setUpState(STATE_URL, state, (params ?? {}) as Record<string, unknown>, returns),
  ]),
);

// ── The pact ──────────────────────────────────────────────────────────────────────────────────

interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
}

function readPact(): PactInteraction[] {
  if (!existsSync(PACT_FILE)) {
    fail(`No pact at ${PACT_FILE}. Put the web app's pact there (README "Where the pact comes from").`);
  }
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions?: PactInteraction[] };
  return pact.interactions ?? [];
}

function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

// ── The verifier (child process) ──────────────────────────────────────────────────────────────

async function runVerifier(): Promise<void> {
  const failure = await new Verifier({
    provider: 'merchant-api',
    providerBaseUrl: PROVIDER_URL,
    pactUrls: [PACT_FILE],
    stateHandlers,
    beforeEach: async () => forgetToken(),
    // The pact carries an example token; the state decided whose token is real (or expired).
    requestFilter: (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
      const token = currentToken();
      if (req.headers.authorization && token) req.headers.authorization = `Bearer ${token}`;
      next();
    },
    logLevel: 'warn',
  })
    .verifyProvider()
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  writeFileSync(REPORT_FILE, JSON.stringify({ failure }));
  process.exit(failure === null ? 0 : 1);
}

// ── The summary (this process) ────────────────────────────────────────────────────────────────

interface Mismatch {
  path?: string;
  mismatch?: string;
  expected?: unknown;
  actual?: unknown;
  type?: string;
}
interface Report {
  errors?: { interaction?: string; mismatch?: { mismatches?: Mismatch[]; message?: string; type?: string } }[];
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** Each failing interaction in a few lines: its name, then where and how the answer differs. */
function summarise(failure: string, interactions: PactInteraction[]): string[] {
  let report: Report;
  try {
    report = JSON.parse(failure) as Report;
  } catch {
    return [failure];
  }
  const lines: string[] = [];
  const errors = report.errors ?? [];
  for (const error of errors) {
    // The core names an interaction "<consumer> - <description>".
    const description = (error.interaction ?? '').replace(/^.*? - /, '');
    const state = interactions.find((i) => i.description === description)?.providerStates?.[0]?.name;
    lines.push(`✗ ${description}${state ? `\n    given: ${state}` : ''}`);
    const mismatches = error.mismatch?.mismatches ?? [];
    if (mismatches.length === 0 && error.mismatch?.message) lines.push(`    ${short(error.mismatch.message)}`);
    for (const m of mismatches.slice(0, 5)) {
      lines.push(`    ${m.type ?? 'body'} ${m.path ?? ''}: ${short(m.mismatch ?? '')}`.trimEnd());
      if (m.expected !== undefined) lines.push(`      expected: ${short(m.expected)}`);
      if (m.actual !== undefined) lines.push(`      actual:   ${short(m.actual)}`);
    }
    if (mismatches.length > 5) lines.push(`    … and ${mismatches.length - 5} more`);
  }
  lines.push(`${errors.length} of ${interactions.length} interactions failed.`);
  return lines;
}

/** Whether the provider's port takes connections (a TCP connect: no request for the pact's eyes). */
function answers(url: string): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((done) => {
    const socket = connect({
      host: hostname.replace(/^\[|\]$/g, ''),
      port: Number(port || (protocol === 'https:' ? 443 : 80)),
    });
    socket.setTimeout(2000);
    const end = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => end(true));
    socket.once('timeout', () => end(false));
    socket.once('error', () => end(false));
  });
}

async function supervise(): Promise<number> {
  const interactions = readPact();
  const unknown = [...new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))].filter(
    (name) => !(name in STATES),
  );
  if (unknown.length > 0) {
    fail(
      `The pact names states this kit has no handler for (add them to STATES in verify.ts):\n  ${unknown.join('\n  ')}`,
    );
  }
  if (!(await answers(PROVIDER_URL))) fail(`Nothing answers at PROVIDER_URL=${PROVIDER_URL}. Start your API first.`);

  mkdirSync(dirname(LOG_FILE), { recursive: true });
  rmSync(REPORT_FILE, { force: true });
  const log = openSync(LOG_FILE, 'w');
  const logName = relative(process.cwd(), LOG_FILE) || LOG_FILE;
  console.log(`Verifying ${interactions.length} interactions against ${PROVIDER_URL} (log: ${logName})`);

  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...env, [WORKER]: '1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number>((done) => child.on('exit', (code) => done(code ?? 1)));

  // A provider that dies mid-run would leave each request to time out; three silent seconds end it.
  let silent = 0;
  let providerDied = false;
  const watch = setInterval(() => {
    void answers(PROVIDER_URL).then((ok) => {
      silent = ok ? 0 : silent + 1;
      if (silent >= 3 && !providerDied) {
        providerDied = true;
        child.kill('SIGKILL');
      }
    });
  }, 1000);
  const code = await exited;
  clearInterval(watch);

  if (providerDied) {
    console.error(`✗ The provider at ${PROVIDER_URL} stopped answering; verification stopped. The log: ${logName}`);
    return 1;
  }
  const report = existsSync(REPORT_FILE)
    ? (JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as { failure: string | null })
    : { failure: `The verifier stopped (exit code ${code}) before it finished. The log: ${logName}` };
  if (code === 0 && report.failure === null) {
    console.log(`✓ ${interactions.length} of ${interactions.length} interactions verified.`);
    return 0;
  }
  for (const line of summarise(report.failure ?? `exit code ${code}`, interactions)) console.error(line);
  console.error(`The whole log: ${logName}`);
  return 1;
}

if (env[WORKER] === '1') {
  await runVerifier();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await supervise();
}
