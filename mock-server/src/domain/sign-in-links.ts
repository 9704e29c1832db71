/**
 * The demo console's sign-in links: one-use, short-lived tokens that each stand for a store. They
 * live in memory (a restart or reset forgets them), one set per database.
 */
import { randomBytes } from 'node:crypto';

interface Link {
  storeId: number;
  expiresAt: number;
}

export class SignInLinks {
  private readonly links = new Map<string, Link>();

  /** `prefix` starts every token (a sandbox's name and a dot), so a link names its sandbox. */
  constructor(private readonly prefix = '') {}

  /** A new link for the store, valid for `ttlMs` from `now`; answers its token. */
  issue(storeId: number, now: number, ttlMs: number): { token: string; expiresAt: number } {
    this.sweep(now);
    const token = `${this.prefix}${randomBytes(24).toString('base64url')}`;
    const expiresAt = now + ttlMs;
    this.links.set(token, { storeId, expiresAt });
    return { token, expiresAt };
  }

  /** The store of a valid link, used up by this first try whatever its outcome; undefined otherwise. */
  take(token: string, now: number): number | undefined {
    const link = this.links.get(token);
    this.links.delete(token);
    return link && link.expiresAt > now ? link.storeId : undefined;
  }

  clear(): void {
    this.links.clear();
  }

  private sweep(now: number): void {
    for (const [token, link] of this.links) if (link.expiresAt <= now) this.links.delete(token);
  }
}
