import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_PATH, EnvError, parseEnv } from './env';
import { DEFAULT_RATE_LIMITS } from './plugins/rate-limit';

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
      devRoutes: true,
      corsOrigin: undefined,
      logLevel: 'info',
      validateResponses: false,
      publicUrl: 'http://127.0.0.1:4010',
      webAppUrl: 'http://127.0.0.1:5173',
      rateLimits: DEFAULT_RATE_LIMITS,
      latencyMs: 0,
      latencyJitterMs: 0,
    });
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
      MOCK_DEV_ROUTES: 'false',
      CORS_ORIGIN: 'http://localhost:5173, https://app.example.com/ ,',
      LOG_LEVEL: 'warn',
      MOCK_VALIDATE_RESPONSES: 'true',
      PUBLIC_URL: 'https://mock.example.com/',
      WEB_APP_URL: 'http://127.0.0.1:5411',
      MOCK_LATENCY_MS: '300',
      MOCK_LATENCY_JITTER_MS: '200',
    });
    expect(env).toEqual({
      port: 4411,
      host: '0.0.0.0',
      databasePath: ':memory:',
      fixedOtp: '123456',
      devRoutes: false,
      corsOrigin: ['http://localhost:5173', 'https://app.example.com'],
      logLevel: 'warn',
      validateResponses: true,
      publicUrl: 'https://mock.example.com',
      webAppUrl: 'http://127.0.0.1:5411',
      rateLimits: DEFAULT_RATE_LIMITS,
      latencyMs: 300,
      latencyJitterMs: 200,
    });
  });

  it.each(['slow', '-5', '30001', '2.5'])('names a bad MOCK_LATENCY_MS or MOCK_LATENCY_JITTER_MS (%s)', (value) => {
    const message = 'must be a whole number of milliseconds from 0 to 30000';
    expect(problems({ MOCK_LATENCY_MS: value, MOCK_LATENCY_JITTER_MS: value })).toEqual([
      `MOCK_LATENCY_MS="${value}": ${message}`,
      `MOCK_LATENCY_JITTER_MS="${value}": ${message}`,
    ]);
  });

  it('derives the public URL from host and port', () => {
    expect(parseEnv({ HOST: 'localhost', PORT: '4311' }).publicUrl).toBe('http://localhost:4311');
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
