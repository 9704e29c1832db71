/**
 * A sandbox's own address: `/__mock/s/<name>` is the demo console bound to the sandbox, and
 * `/__mock/s/<name>/<path>` is any other path of the server as the sandbox sees it. Links the
 * server hands out from a sandbox (pictures, a store's short link, the payment provider's pages)
 * start with it, so a browser that follows them needs no header and no cookie.
 */
import type { IncomingMessage } from 'node:http';

/** What a sandbox's name may look like on the wire (names are made as `ruhig-fuchs-42`). */
export const SANDBOX_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

const ADDRESS = /^\/__mock\/s\/([^/?#]+)(\/[^?#]*)?(\?.*)?$/;

const named = new WeakMap<IncomingMessage, string>();

/** Fastify's `rewriteUrl`: the path without the sandbox's prefix; the name is kept for the request. */
export function rewriteSandboxAddress(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const m = ADDRESS.exec(url);
  const name = m ? decoded(m[1]!) : undefined;
  // Not a sandbox's address (or a name no sandbox can have): the path stays, and finds no route.
  if (!m || name === undefined) return url;
  named.set(raw, name);
  const rest = m[2] && m[2] !== '/' ? m[2] : '/__mock';
  return `${rest}${m[3] ?? ''}`;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The sandbox named by the address a request came through, if it came through one. */
export const sandboxOfAddress = (raw: IncomingMessage): string | undefined => named.get(raw);

/** The prefix of a sandbox's address. */
export const sandboxBase = (name: string) => `/__mock/s/${encodeURIComponent(name)}`;
