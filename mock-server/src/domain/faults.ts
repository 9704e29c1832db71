/**
 * Fault rules and `Prefer` headers: which API calls are slowed down, answered with an error
 * status, or cut off. Pure state and decisions; the plugin (plugins/faults.ts) applies them.
 */
import { randomInt } from 'node:crypto';
import { MAX_FAULT_DELAY_MS, MAX_FAULT_RULES, type FaultRule, type FaultRuleBody } from '../mock/tools';

/** What happens to one call. */
export interface FaultDecision {
  /** Milliseconds to wait before answering (or dropping the connection). */
  delayMs: number;
  /** An error status to answer instead of running the handler. */
  status: number | null;
  /** Drop the connection without an answer. */
  reset: boolean;
}

/** `*` is any run of characters; everything else is literal. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** Uniform in [0, 1), from node:crypto (tests pass a seeded source instead). */
export const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

interface StoredRule {
  rule: FaultRule;
  pattern: RegExp;
}

export class TooManyRules extends Error {}

/** The active rules, in the order they were added. */
export class FaultRules {
  private rules: StoredRule[] = [];
  private nextId = 1;

  constructor(
    private readonly random: () => number = cryptoRandom,
    private readonly now: () => number = Date.now,
  ) {}

  add(body: FaultRuleBody): FaultRule {
    if (this.rules.length >= MAX_FAULT_RULES) throw new TooManyRules(`At most ${MAX_FAULT_RULES} rules at once`);
    const rule: FaultRule = {
      id: this.nextId++,
      method: body.method ?? null,
      path: body.path,
      status: body.status ?? null,
      delay_ms: body.delay_ms ?? null,
      probability: body.probability ?? null,
      network: body.network ?? null,
      store_id: body.store_id ?? null,
      label: body.label ?? null,
      remaining: body.times ?? null,
      hits: 0,
      created_at: new Date(this.now()).toISOString(),
    };
    this.rules.push({ rule, pattern: globToRegExp(body.path) });
    return { ...rule };
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r.rule }));
  }

  /** Removes one rule; false when there is none with that id. */
  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.rule.id !== id);
    return this.rules.length < before;
  }

  /** True while no rule is set: the usual case, checked on every call. */
  get empty(): boolean {
    return this.rules.length === 0;
  }

  /** Removes every rule; answers how many there were. */
  clear(): number {
    const n = this.rules.length;
    this.rules = [];
    return n;
  }

  /**
   * The rules that fire for a call: each rule whose method, path and store match fires with its
   * probability (a rule for a store matches only calls signed in as it; `storeOf` is asked only
   * then, since resolving a token is a lookup), and a firing rule uses up one of its times (a rule with none left is removed).
   * The longest delay of the firing rules applies; a dropped connection wins over a status; of
   * several statuses, the newest rule's.
   */
  decide(method: string, path: string, storeOf: () => number | null = () => null): FaultDecision {
    const decision: FaultDecision = { delayMs: 0, status: null, reset: false };
    if (this.rules.length === 0) return decision;
    let storeId: number | null | undefined;
    const store = () => (storeId === undefined ? (storeId = storeOf()) : storeId);
    for (const stored of this.rules) {
      const { rule } = stored;
      if (rule.method !== null && rule.method !== method) continue;
      if (!stored.pattern.test(path)) continue;
      if (rule.store_id !== null && rule.store_id !== store()) continue;
      if (rule.probability !== null && this.random() >= rule.probability) continue;
      rule.hits++;
      if (rule.remaining !== null) rule.remaining--;
      decision.delayMs = Math.max(decision.delayMs, rule.delay_ms ?? 0);
      if (rule.network === 'reset') decision.reset = true;
      if (rule.status !== null) decision.status = rule.status;
    }
    this.rules = this.rules.filter((r) => r.rule.remaining === null || r.rule.remaining > 0);
    return decision;
  }
}

/** What a `Prefer` header asks of one call. */
export interface Preference {
  status?: number;
  delayMs?: number;
}

const NO_PREFERENCE: { ok: Preference } = Object.freeze({ ok: Object.freeze({}) });

/**
 * Reads `Prefer: code=503, delay=2000` (RFC 7240, the header Prism reads): `code` is an error
 * status to answer, `delay` milliseconds to wait. Other preferences are left alone. A bad value is
 * an error message for the field, so a typo does not pass silently.
 */
export function parsePrefer(
  header: string | string[] | undefined,
): { ok: Preference } | { errors: Record<string, string[]> } {
  // Nearly every call has none: answered without building anything.
  if (header === undefined) return NO_PREFERENCE;
  const text = [header].flat().join(',');
  const preference: Preference = {};
  const errors: Record<string, string[]> = {};
  for (const item of text.split(',')) {
    const [token = '', ...rest] = item.split(';')[0]!.split('=');
    const name = token.trim().toLowerCase();
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name === 'code') {
      const status = /^\d{3}$/.test(value) ? Number(value) : NaN;
      if (status >= 400 && status <= 599) preference.status = status;
      else errors['prefer.code'] = ['code must be an error status from 400 to 599'];
    } else if (name === 'delay') {
      const ms = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (ms <= MAX_FAULT_DELAY_MS) preference.delayMs = ms;
      else errors['prefer.delay'] = [`delay must be a whole number of milliseconds up to ${MAX_FAULT_DELAY_MS}`];
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { ok: preference };
}

/** Base latency of every API answer: MOCK_LATENCY_MS plus up to MOCK_LATENCY_JITTER_MS at random. */
export function latencyOf(baseMs: number, jitterMs: number, random: () => number): number {
  return baseMs + (jitterMs > 0 ? Math.floor(random() * (jitterMs + 1)) : 0);
}
