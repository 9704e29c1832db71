/**
 * Slow clients are cut off: headers that trickle in, a body that stops half-way, a connection that
 * sends nothing. Raw sockets against a listening server with short timeouts (the defaults are
 * seconds; the rule is the same). A client that the server never cuts off fails the test when its
 * own 5-second guard runs out.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { serverTimeoutOptions } from '../src/timeouts';
import { insertStore, makeTestApp, signIn, urlOf, type TestApp } from './fixtures';

const TIMEOUTS = { headersMs: 300, requestMs: 600, connectionMs: 1000 };

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await makeTestApp({ config: { timeouts: TIMEOUTS } });
  token = signIn(t.sqlite, insertStore(t.sqlite), t.clock.now());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Outcome {
  /** What the server sent before it closed. */
  answer: string;
  /** Whether the server closed the connection (false: the test's guard gave up). */
  closedByServer: boolean;
}

/** Opens a connection, lets `send` write to it (slowly, or not at all), and waits until it closes. */
function slowClient(send: (socket: Socket) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let guard = false;
    const timers: NodeJS.Timeout[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      resolve({ answer, closedByServer: !guard });
    });
    timers.push(
      setTimeout(() => {
        guard = true;
        socket.destroy();
      }, 5000),
    );
    socket.on('connect', () => send(socket));
    (socket as Socket & { timers: NodeJS.Timeout[] }).timers = timers;
  });
}

/** Writes the text one byte at a time, every `everyMs`, for as long as the socket is open. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let i = 0;
  const tick = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(tick);
    socket.write(text[i++]!);
  }, everyMs);
  (socket as Socket & { timers: NodeJS.Timeout[] }).timers.push(tick);
}

function expect408(outcome: Outcome) {
  expect(outcome.closedByServer).toBe(true);
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  const body = outcome.answer.split('\r\n\r\n')[1]!;
  expect(JSON.parse(body)).toEqual({ status: 408, user_message: 'The request took too long to arrive', errors: {} });
}

describe('slow clients', () => {
  it('headers sent one byte at a time: 408, then closed', async () => {
    const outcome = await slowClient((s) =>
      trickle(s, `GET ${urlOf('categories')} HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 50),
    );
    expect408(outcome);
  });

  it('headers that stop half-way: 408, then closed', async () => {
    const outcome = await slowClient((s) => s.write(`GET ${urlOf('categories')} HTTP/1.1\r\nHost: local`));
    expect408(outcome);
  });

  it('a body that stops half-way: 408, then closed', async () => {
    const outcome = await slowClient((s) =>
      s.write(
        `POST ${urlOf('setLang')} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"lang":',
      ),
    );
    expect408(outcome);
  });

  it('a body that trickles in for longer than the request may take: 408, then closed', async () => {
    const outcome = await slowClient((s) => {
      s.write(
        `POST ${urlOf('setLang')} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 400\r\n\r\n',
      );
      trickle(s, `{"lang":"en"${' '.repeat(386)}}`, 50);
    });
    expect408(outcome);
  });

  it('a connection that sends nothing is closed', async () => {
    const outcome = await slowClient(() => undefined);
    expect(outcome.closedByServer).toBe(true);
  });

  it('an idle keep-alive connection is closed after its answer, without another one', async () => {
    const outcome = await slowClient((s) => s.write(`GET ${urlOf('categories')} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('a prompt request on the same server is answered', async () => {
    const outcome = await slowClient((s) =>
      s.write(`GET ${urlOf('categories')} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});

describe('settings', () => {
  it('the defaults end every stalled request within 30 s, and Node checks often enough to keep them', () => {
    const { timeouts } = parseEnv({});
    const options = serverTimeoutOptions(timeouts);
    const latest =
      Math.max(options.requestTimeout!, options.connectionTimeout!) + options.http.connectionsCheckingInterval;
    expect(latest).toBeLessThanOrEqual(30_000);
    expect(options.http.headersTimeout).toBeLessThanOrEqual(options.http.requestTimeout);
    expect(options.keepAliveTimeout).toBeLessThanOrEqual(options.connectionTimeout!);
  });
});
