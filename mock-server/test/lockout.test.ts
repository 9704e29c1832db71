/**
 * A stranger cannot keep a store from signing in. Real sockets from several loopback addresses
 * against a listening server with the default limits: the attacker (127.0.0.2) asks for codes and
 * guesses wrong until throttled; the owner (127.0.0.3) then asks for a code and signs in. The
 * counters are in the database, so a restart does not free the attacker.
 */
import { openDatabase, type DbHandle } from '@mbo/db';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit';
import { insertStore, NOW, urlOf } from './fixtures';

const PHONE = '+49.15112340000';
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

let dbPath: string;
let handle: DbHandle;
let app: FastifyInstance;
let port: number;
const clock = fixedClock(NOW);

async function start() {
  handle = openDatabase(dbPath);
  app = await buildApp({ db: handle, clock, config: { rateLimits: DEFAULT_RATE_LIMITS } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}
async function stop() {
  await app.close();
  handle.close();
}

beforeEach(async () => {
  dbPath = join(mkdtempSync(join(tmpdir(), 'mbo-lockout-')), 'mock.sqlite');
  await start();
  insertStore(handle.sqlite, { phone: PHONE, lang: 'en' });
});
afterEach(stop);

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { data?: { access_token?: string }; status?: number; user_message?: string };
}

/** A POST with a JSON body, sent from the given loopback address. */
function post(from: string, path: string, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const askForCode = (from: string) => post(from, urlOf('requestOtp'), { phone: PHONE, domain: 'store', lang: 'en' });
const signInWith = (from: string, code: string) =>
  post(from, urlOf('getToken'), { phone: PHONE, code, domain: 'store', return: 'token', lang: 'en' });
const latestCode = () =>
  (
    handle.sqlite.prepare('SELECT code FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').get(PHONE) as {
      code: string;
    }
  ).code;

/** The attacker's run from the issue: 6 code requests and 12 wrong codes, each request past the resend wait. */
async function attack() {
  const sends: number[] = [];
  for (let i = 0; i < 6; i++) {
    sends.push((await askForCode(ATTACKER)).status);
    clock.advance(31_000);
  }
  const checks: Answer[] = [];
  for (let i = 0; i < 12; i++) checks.push(await signInWith(ATTACKER, i % 2 ? '000000' : '999999'));
  return { sends, checks };
}

describe('a stranger cannot lock a store out', () => {
  it('the attacker is throttled; the owner, from another address, asks for a code after the wait and signs in', async () => {
    const { sends, checks } = await attack();
    expect(sends).toEqual([200, 200, 200, 200, 200, 429]);
    const last = checks.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.body.user_message).toMatch(/^Too many attempts/);
    expect(Number(last.retryAfter)).toBeGreaterThan(800);

    // The owner waits out the resend wait of the attacker's last code, then signs in.
    clock.advance(31_000);
    const asked = await askForCode(OWNER);
    expect(asked.status).toBe(200);
    const signedIn = await signInWith(OWNER, latestCode());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.access_token).toEqual(expect.any(String));

    // The attacker stays throttled meanwhile.
    clock.advance(31_000);
    expect((await askForCode(ATTACKER)).status).toBe(429);
    expect((await signInWith(ATTACKER, '123456')).status).toBe(429);
  });

  it('a restart does not reset the counters', async () => {
    await attack();
    await stop();
    await start();
    clock.advance(31_000);
    const send = await askForCode(ATTACKER);
    expect(send.status).toBe(429);
    expect(send.body.user_message).toMatch(/^Too many attempts/);
    expect((await signInWith(ATTACKER, '123456')).status).toBe(429);
    // Yet the owner, from another address, is not limited.
    expect((await askForCode(OWNER)).status).toBe(200);
    expect((await signInWith(OWNER, latestCode())).status).toBe(200);
  });
});
