/**
 * Answers kept per key: the server's one cache. It keeps answers to inputs the server sees again
 * and again (a client's Host and Accept-Language headers, a screen's query string) and the
 * repositories' reads (list pages and totals, signed-in tokens), which are kept only while the
 * database is unchanged (repo/read-cache.ts).
 *
 * Bounded both ways, so varied or hostile input costs no more than computing each answer: at most
 * `size` keys (the whole set is dropped when it is full), and a key longer than `maxKeyLength` is
 * never kept. With `until`, every answer is dropped as soon as the state it names changes.
 *
 * Callers must not change what they get back: the next caller gets the same object. An object kept
 * here is marked shared (`isShared`), so what is derived from it alone (a list answer, its JSON) can
 * be kept beside it for as long as it lives.
 */
export interface KeepLimits {
  /** Most keys kept at once. */
  size: number;
  /** Longest key kept; a longer one is answered afresh every time. */
  maxKeyLength: number;
  /** What every answer depends on besides its key: when its current value changes, all are dropped. */
  until?: { current(): string };
}

/** Objects handed out by a KeptAnswers, and objects built only from them. */
const shared = new WeakSet<object>();

/** Whether a value is one of the kept answers' shared objects (or an answer built only from them). */
export const isShared = (value: unknown): boolean => typeof value === 'object' && value !== null && shared.has(value);

/** Marks a value built only from shared objects as shared itself (it must not be changed either). */
export function markShared<T extends object>(value: T): T {
  shared.add(value);
  return value;
}

export class KeptAnswers<V = unknown> {
  private readonly answers = new Map<string, V>();
  /** The value of `until` the kept answers were read under. */
  private state = '';

  constructor(private readonly limits: KeepLimits) {}

  /** The answer kept for the key, or undefined. */
  get(key: string): V | undefined {
    this.dropWhenChanged();
    return this.answers.get(key);
  }

  /** Keeps the answer for the key (unless the key is too long). */
  set(key: string, value: V): void {
    if (key.length > this.limits.maxKeyLength) return;
    this.dropWhenChanged();
    this.keep(key, value);
  }

  /** The answer kept for the key; else `compute`'s, which is kept from now on. */
  answer<T extends V>(key: string, compute: () => T): T {
    if (key.length > this.limits.maxKeyLength) return compute();
    this.dropWhenChanged();
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const value = compute();
    // Kept under the state read before computing it: a change meanwhile drops it on the next call.
    this.keep(key, value);
    return value;
  }

  private keep(key: string, value: V): void {
    if (this.answers.size >= this.limits.size) this.answers.clear();
    if (typeof value === 'object' && value !== null) shared.add(value);
    this.answers.set(key, value);
  }

  private dropWhenChanged(): void {
    if (!this.limits.until) return;
    const now = this.limits.until.current();
    if (now === this.state) return;
    this.answers.clear();
    this.state = now;
  }
}
