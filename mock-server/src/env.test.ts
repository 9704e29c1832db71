import { DEFAULT_ISSUER } from '@mbo/seed';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindWarning, DEFAULT_DATABASE_PATH, EnvError, parseEnv } from './env';
import { DEFAULT_RATE_LIMITS } from './plugins/rate-limit';
import { DEFAULT_TIMEOUTS } from './timeouts';

const problems = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  throw new Error('expected an EnvError');
};

describe('parseEnv', () => {
  it('falls back to the README defaults', () => {
    expect(parseEnv({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      databasePath: DEFAULT_DATABASE_PATH,
      fixedOtp: undefined,
      startAt: undefined,
      devRoutes: true,
      corsOrigin: undefined,
      logLevel: 'info',
      validateResponses: false,
      publicUrl: 'http://127.0.0.1:4010',
      webAppUrl: 'http://127.0.0.1:5173',
      issuer: DEFAULT_ISSUER,
      allowedHosts: undefined,
      mediaQuotaBytes: 20 * 1024 * 1024,
      rateLimits: DEFAULT_RATE_LIMITS,
      latencyMs: 0,
      latencyJitterMs: 0,
      timeouts: { headersMs: 10_000, requestMs: 20_000, connectionMs: 10_000 },
    });
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 20_000, connectionMs: 10_000 });
    expect(DEFAULT_DATABASE_PATH).toMatch(/mock-server[\\/]\.data[\\/]mock\.sqlite$/);
  });

  it('treats blank variables as unset', () => {
    expect(parseEnv({ PORT: '', HOST: ' ', MOCK_OTP: '', LOG_LEVEL: '' })).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      fixedOtp: undefined,
      logLevel: 'info',
    });
  });

  it('reads every setting', () => {
    const env = parseEnv({
      PORT: '4411',
      HOST: '0.0.0.0',
      DATABASE_PATH: ':memory:',
      MOCK_OTP: '123456',
      MOCK_NOW: '2026-11-15T12:00:00.000Z',
      MOCK_DEV_ROUTES: 'false',
      CORS_ORIGIN: 'http://localhost:5173, https://app.example.com/ ,',
      LOG_LEVEL: 'warn',
      MOCK_VALIDATE_RESPONSES: 'true',
      PUBLIC_URL: 'https://mock.example.com/',
      WEB_APP_URL: 'http://127.0.0.1:5411',
      INVOICE_ISSUER_NAME: ' Plattform GmbH ',
      INVOICE_ISSUER_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
      MOCK_LATENCY_MS: '300',
      MOCK_LATENCY_JITTER_MS: '200',
      ALLOWED_HOSTS: 'Laptop.local, 192.168.1.20:4411,[fe80::1]',
      HEADERS_TIMEOUT: '500ms',
      REQUEST_TIMEOUT: '1m',
      CONNECTION_TIMEOUT: '5s',
      MEDIA_QUOTA_MB: '8',
    });
    expect(env).toEqual({
      port: 4411,
      host: '0.0.0.0',
      databasePath: ':memory:',
      fixedOtp: '123456',
      startAt: Date.parse('2026-11-15T12:00:00.000Z'),
      devRoutes: false,
      corsOrigin: ['http://localhost:5173', 'https://app.example.com'],
      logLevel: 'warn',
      validateResponses: true,
      publicUrl: 'https://mock.example.com',
      webAppUrl: 'http://127.0.0.1:5411',
      issuer: { name: 'Plattform GmbH', address: 'Hauptstraße 1, 10115 Berlin' },
      allowedHosts: ['laptop.local', '192.168.1.20:4411', '[fe80::1]'],
      mediaQuotaBytes: 8 * 1024 * 1024,
      rateLimits: DEFAULT_RATE_LIMITS,
      latencyMs: 300,
      latencyJitterMs: 200,
      timeouts: { headersMs: 500, requestMs: 60_000, connectionMs: 5000 },
    });
  });

  it('names a MOCK_NOW that is no instant', () => {
    expect(problems({ MOCK_NOW: 'tomorrow' })).toEqual([
      'MOCK_NOW="tomorrow": must be an instant like 2026-11-15T12:00:00.000Z',
    ]);
  });

  it.each(['slow', '-5', '30001', '2.5'])('names a bad MOCK_LATENCY_MS or MOCK_LATENCY_JITTER_MS (%s)', (value) => {
    const message = 'must be a whole number of milliseconds from 0 to 30000';
    expect(problems({ MOCK_LATENCY_MS: value, MOCK_LATENCY_JITTER_MS: value })).toEqual([
      `MOCK_LATENCY_MS="${value}": ${message}`,
      `MOCK_LATENCY_JITTER_MS="${value}": ${message}`,
    ]);
  });

  it('derives the public URL from host and port; loopback for a wildcard address', () => {
    expect(parseEnv({ HOST: 'localhost', PORT: '4311' }).publicUrl).toBe('http://localhost:4311');
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '4311' }).publicUrl).toBe('http://127.0.0.1:4311');
  });

  it('warns, naming ALLOWED_HOSTS, when listening on every interface without it', () => {
    for (const host of ['0.0.0.0', '::']) {
      expect(bindWarning(parseEnv({ HOST: host }))).toMatch(/listens on every network interface.*ALLOWED_HOSTS/);
    }
    expect(bindWarning(parseEnv({ HOST: '0.0.0.0', ALLOWED_HOSTS: 'laptop.local' }))).toBeUndefined();
    expect(bindWarning(parseEnv({}))).toBeUndefined();
  });

  it('names a bad ALLOWED_HOSTS entry, a bad timeout, and headers allowed longer than the request', () => {
    expect(problems({ ALLOWED_HOSTS: 'ok.example, http://x/' })).toEqual([
      'ALLOWED_HOSTS="ok.example, http://x/": must be host names like laptop.local or 192.168.1.20:4010',
    ]);
    expect(problems({ REQUEST_TIMEOUT: '10' })).toEqual([
      'REQUEST_TIMEOUT="10": must be a duration like 10s, 500ms or 1m',
    ]);
    expect(problems({ HEADERS_TIMEOUT: '30s', REQUEST_TIMEOUT: '20s' })).toEqual([
      'HEADERS_TIMEOUT="30s": must not be longer than REQUEST_TIMEOUT (the headers are part of the request)',
    ]);
  });

  it.each(['abc', '4010abc', '-1', '65536', '80.5'])('names a bad PORT (%s)', (port) => {
    expect(problems({ PORT: port })).toEqual([`PORT="${port}": must be a whole number from 0 to 65535`]);
  });

  it('names a DATABASE_PATH that is a directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mbo-env-'));
    expect(problems({ DATABASE_PATH: dir })).toEqual([`DATABASE_PATH="${dir}": must name a file, not a directory`]);
    expect(problems({ DATABASE_PATH: `${dir}/` })).toEqual([
      `DATABASE_PATH="${dir}/": must name a file, not a directory`,
    ]);
  });

  it('names a DATABASE_PATH whose folder cannot be made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mbo-env-'));
    const file = join(dir, 'plain-file');
    writeFileSync(file, '');
    const path = join(file, 'data', 'mock.sqlite');
    expect(problems({ DATABASE_PATH: path })).toEqual([
      `DATABASE_PATH="${path}": its folder cannot be made: a file stands in the way`,
    ]);
    // A folder that does not exist yet is made on start.
    expect(parseEnv({ DATABASE_PATH: join(dir, 'new', 'mock.sqlite') }).databasePath).toBe(
      join(dir, 'new', 'mock.sqlite'),
    );
  });

  it('names every bad variable at once', () => {
    expect(
      problems({
        PORT: 'http',
        MOCK_OTP: '12345',
        MOCK_DEV_ROUTES: 'no',
        CORS_ORIGIN: 'localhost:5173',
        LOG_LEVEL: 'loud',
        MOCK_VALIDATE_RESPONSES: '1',
        PUBLIC_URL: 'ftp://example.com',
        WEB_APP_URL: 'nowhere',
      }),
    ).toEqual([
      'PORT="http": must be a whole number from 0 to 65535',
      'MOCK_OTP="12345": must be exactly 6 digits',
      'MOCK_DEV_ROUTES="no": must be true or false',
      'CORS_ORIGIN="localhost:5173": must be an http(s) URL like http://host:port',
      'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent',
      'MOCK_VALIDATE_RESPONSES="1": must be true or false',
      'PUBLIC_URL="ftp://example.com": must be an http(s) URL like http://host:port',
      'WEB_APP_URL="nowhere": must be an http(s) URL like http://host:port',
    ]);
  });

  it('says what is wrong in its message', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(
      'The mock server\'s settings are not valid:\n  PORT="abc": must be a whole number from 0 to 65535',
    );
  });
});
