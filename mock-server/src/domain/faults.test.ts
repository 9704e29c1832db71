import { FaultRuleBody, MAX_FAULT_RULES, type FaultRuleBody as Body } from '../mock/tools';
import { Rng } from '@mbo/seed/rng';
import { describe, expect, it, vi } from 'vitest';
import { FaultRules, globToRegExp, latencyOf, parsePrefer } from './faults';

const NOW = Date.parse('2026-11-15T12:00:00.000Z');
const rules = (random: () => number = () => 0) => new FaultRules(random, () => NOW);
const rule = (body: Partial<Body> & { path: string }): Body => FaultRuleBody.parse(body);

describe('path globs', () => {
  it('match the whole path, * standing for anything (slashes too)', () => {
    const vouchers = globToRegExp('/api/store/vouchers*');
    expect(vouchers.test('/api/store/vouchers')).toBe(true);
    expect(vouchers.test('/api/store/vouchers/12/subs')).toBe(true);
    expect(vouchers.test('/api/store/voucher')).toBe(false);
    expect(vouchers.test('/x/api/store/vouchers')).toBe(false);
    expect(globToRegExp('*').test('/auth/get-token')).toBe(true);
    expect(globToRegExp('/api/store/vouchers/*/subs').test('/api/store/vouchers/7/subs')).toBe(true);
    expect(globToRegExp('/api/store/vouchers/*/subs').test('/api/store/vouchers/7')).toBe(false);
  });

  it('take dots, brackets and the like literally', () => {
    expect(globToRegExp('/api/a.b').test('/api/aXb')).toBe(false);
    expect(globToRegExp('/api/(x)+').test('/api/(x)+')).toBe(true);
  });
});

describe('matching', () => {
  it('fires rules whose method and path match, and no others', () => {
    const r = rules();
    r.add(rule({ method: 'GET', path: '/api/store/vouchers*', status: 500 }));
    expect(r.decide('GET', '/api/store/vouchers')).toEqual({ delayMs: 0, status: 500, reset: false });
    expect(r.decide('POST', '/api/store/vouchers')).toEqual({ delayMs: 0, status: null, reset: false });
    expect(r.decide('GET', '/api/store/plans')).toEqual({ delayMs: 0, status: null, reset: false });
  });

  it('applies every firing rule: the longest delay, the newest status, a reset over a status', () => {
    const r = rules();
    r.add(rule({ path: '*', delay_ms: 2000 }));
    r.add(rule({ path: '/api/*', delay_ms: 500, status: 500 }));
    r.add(rule({ path: '/api/store/vouchers', status: 503 }));
    expect(r.decide('GET', '/api/store/vouchers')).toEqual({ delayMs: 2000, status: 503, reset: false });
    expect(r.decide('GET', '/api/store/plans')).toEqual({ delayMs: 2000, status: 500, reset: false });
    r.add(rule({ path: '/api/store/plans', network: 'reset' }));
    expect(r.decide('GET', '/api/store/plans')).toMatchObject({ reset: true });
  });
});

describe('a rule for one store', () => {
  it('hits only calls signed in as that store, and asks who is signed in only when a rule needs it', () => {
    const r = rules();
    const storeOf = vi.fn(() => 7);
    expect(r.decide('GET', '/api/store/vouchers', storeOf).status).toBeNull();
    r.add(rule({ path: '/api/store/vouchers', status: 500 }));
    expect(r.decide('GET', '/api/store/vouchers', storeOf).status).toBe(500);
    expect(storeOf).not.toHaveBeenCalled();

    r.clear();
    r.add(rule({ path: '/api/store/vouchers', status: 500, store_id: 7, times: 1 }));
    r.add(rule({ path: '/api/store/vouchers', delay_ms: 100, store_id: 7 }));
    expect(r.decide('GET', '/api/store/vouchers', () => 8)).toEqual({ delayMs: 0, status: null, reset: false });
    expect(r.decide('GET', '/api/store/vouchers', () => null).status).toBeNull();
    expect(r.list().map((x) => x.hits)).toEqual([0, 0]);
    expect(r.decide('GET', '/api/store/vouchers', storeOf)).toEqual({ delayMs: 100, status: 500, reset: false });
    expect(storeOf).toHaveBeenCalledTimes(1);
    expect(r.list()).toEqual([expect.objectContaining({ store_id: 7, delay_ms: 100, hits: 1 })]);
  });

  it('takes a whole store id from 1 only', () => {
    expect(FaultRuleBody.safeParse({ path: '*', status: 500, store_id: 0 }).success).toBe(false);
    expect(FaultRuleBody.safeParse({ path: '*', status: 500, store_id: 1.5 }).success).toBe(false);
    expect(FaultRuleBody.safeParse({ path: '*', status: 500, store_id: '7' }).success).toBe(false);
  });
});

describe('counts', () => {
  it('a rule with times fires that often, then is gone; hits and remaining are listed', () => {
    const r = rules();
    const added = r.add(rule({ path: '/api/store/vouchers', status: 500, times: 2 }));
    expect(added).toMatchObject({ id: 1, remaining: 2, hits: 0, created_at: '2026-11-15T12:00:00.000Z' });
    expect(r.decide('GET', '/api/store/vouchers').status).toBe(500);
    expect(r.list()).toEqual([expect.objectContaining({ id: 1, remaining: 1, hits: 1 })]);
    expect(r.decide('GET', '/api/store/vouchers').status).toBe(500);
    expect(r.list()).toEqual([]);
    expect(r.decide('GET', '/api/store/vouchers').status).toBeNull();
  });

  it('a call that does not match uses up nothing', () => {
    const r = rules();
    r.add(rule({ path: '/api/store/vouchers', status: 500, times: 1 }));
    r.decide('GET', '/api/store/plans');
    expect(r.list()[0]).toMatchObject({ remaining: 1, hits: 0 });
  });

  it('rules without times stay until removed; remove and clear say what they did', () => {
    const r = rules();
    const a = r.add(rule({ path: '*', status: 503 }));
    r.add(rule({ path: '*', delay_ms: 10 }));
    for (let i = 0; i < 5; i++) r.decide('GET', '/api/x');
    expect(r.list().map((x) => [x.id, x.hits, x.remaining])).toEqual([
      [1, 5, null],
      [2, 5, null],
    ]);
    expect(r.remove(a.id)).toBe(true);
    expect(r.remove(a.id)).toBe(false);
    expect(r.clear()).toBe(1);
    expect(r.list()).toEqual([]);
  });

  it(`keeps at most ${MAX_FAULT_RULES} rules`, () => {
    const r = rules();
    for (let i = 0; i < MAX_FAULT_RULES; i++) r.add(rule({ path: '*', status: 500 }));
    expect(() => r.add(rule({ path: '*', status: 500 }))).toThrow(`At most ${MAX_FAULT_RULES} rules`);
  });
});

describe('probability', () => {
  it('fires about as often as asked, the same way for the same seed', () => {
    const run = (seed: number) => {
      const rng = new Rng(seed);
      const r = rules(() => rng.next());
      r.add(rule({ path: '*', status: 500, probability: 0.25 }));
      return Array.from({ length: 2000 }, () => r.decide('GET', '/api/x').status !== null);
    };
    const first = run(7);
    expect(run(7)).toEqual(first);
    const fired = first.filter(Boolean).length;
    expect(fired).toBeGreaterThan(400);
    expect(fired).toBeLessThan(600);
  });

  it('a call the dice spare uses up none of the times', () => {
    const rolls = [0.9, 0.1];
    const r = rules(() => rolls.shift()!);
    r.add(rule({ path: '*', status: 500, probability: 0.5, times: 1 }));
    expect(r.decide('GET', '/api/x').status).toBeNull();
    expect(r.list()[0]).toMatchObject({ remaining: 1, hits: 0 });
    expect(r.decide('GET', '/api/x').status).toBe(500);
    expect(r.list()).toEqual([]);
  });

  it('probability 1 always fires', () => {
    const r = rules(() => 0.999999);
    r.add(rule({ path: '*', status: 500, probability: 1 }));
    expect(r.decide('GET', '/api/x').status).toBe(500);
  });
});

describe('delays', () => {
  it('a rule may delay up to 30 s', () => {
    expect(FaultRuleBody.safeParse({ path: '*', delay_ms: 30_000 }).success).toBe(true);
    const over = FaultRuleBody.safeParse({ path: '*', delay_ms: 30_001 });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['delay_ms', 'At most 30000 ms']]);
  });

  it('the environment latency adds jitter within its bounds', () => {
    const rng = new Rng(3);
    const values = Array.from({ length: 500 }, () => latencyOf(200, 100, () => rng.next()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...values)).toBeLessThanOrEqual(300);
    expect(new Set(values).size).toBeGreaterThan(50);
    expect(latencyOf(150, 0, () => 0.7)).toBe(150);
    expect(latencyOf(0, 10, () => 0.999999)).toBe(10);
  });
});

describe('Prefer header', () => {
  it('reads code and delay, alone or together, and leaves other preferences alone', () => {
    expect(parsePrefer(undefined)).toEqual({ ok: {} });
    expect(parsePrefer('code=503')).toEqual({ ok: { status: 503 } });
    expect(parsePrefer('delay=2000')).toEqual({ ok: { delayMs: 2000 } });
    expect(parsePrefer('code=500, delay=1500')).toEqual({ ok: { status: 500, delayMs: 1500 } });
    expect(parsePrefer(['return=minimal', 'Code="404"; foo=bar'])).toEqual({ ok: { status: 404 } });
    expect(parsePrefer('delay=30000')).toEqual({ ok: { delayMs: 30_000 } });
  });

  it('names a bad code or delay', () => {
    expect(parsePrefer('code=200, delay=30001')).toEqual({
      errors: {
        'prefer.code': ['code must be an error status from 400 to 599'],
        'prefer.delay': ['delay must be a whole number of milliseconds up to 30000'],
      },
    });
    for (const bad of ['code=abc', 'code=', 'code=5000', 'code=600']) expect(parsePrefer(bad)).toHaveProperty('errors');
    for (const bad of ['delay=-1', 'delay=1.5', 'delay=soon']) expect(parsePrefer(bad)).toHaveProperty('errors');
  });
});

describe('bad rules', () => {
  const issues = (body: unknown) =>
    Object.fromEntries(
      (FaultRuleBody.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.') || 'request', i.message]),
    );

  it('name each bad field', () => {
    expect(issues({})).toEqual({ path: 'Value is required' });
    expect(issues({ path: '/api/x' })).toEqual({ status: 'A rule needs status, delay_ms or network' });
    expect(issues({ path: 'api/x', status: 200 })).toEqual({
      path: 'The path must start with / (or be *) and hold no spaces, ? or #',
      status: 'Status must be from 400 to 599',
    });
    expect(issues({ path: '/api/x?page=1', status: 500, method: 'PATCH' })).toMatchObject({
      path: expect.any(String),
      method: expect.any(String),
    });
    expect(issues({ path: '*', status: 500, times: 0, probability: 0 })).toEqual({
      times: expect.any(String),
      probability: 'Probability must be above 0',
    });
    expect(issues({ path: '*', status: 500, probability: 1.5 })).toEqual({
      probability: 'Probability must be at most 1',
    });
    expect(issues({ path: '*', network: 'reset', status: 500 })).toEqual({
      network: 'A dropped connection answers no status',
    });
    expect(issues({ path: '*', network: 'timeout' })).toHaveProperty('network');
    expect(issues({ path: '*', status: 500, colour: 'red' })).toHaveProperty('request');
  });
});
