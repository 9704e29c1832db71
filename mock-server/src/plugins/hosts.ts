/**
 * Which Host names the server answers to. A website can point a name of its own at 127.0.0.1
 * (DNS rebinding) and then talk to the mock as a same-origin page: read the one-time codes in
 * the outbox, take a token, reset the database. CORS cannot see this (the page and the server
 * share the attacker's origin); the Host header can, because it carries the attacker's name.
 *
 * Allowed: localhost, 127.0.0.1 and [::1]; PUBLIC_URL's host; and the ALLOWED_HOSTS list. A name
 * alone allows it on any port (a port mapping or a tunnel may put the server on another one);
 * `name:port` allows that port only.
 */
import { z } from 'zod';
import { KeptAnswers } from '../kept-answers';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Addresses that mean "every interface": listening there, but never a name to reach the server by. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

export const isWildcardAddress = (host: string) => WILDCARDS.has(host.trim().toLowerCase());

/** `name` or `name:port`, lower case; IPv6 addresses in brackets. Undefined when it is not a host. */
export function splitHost(value: string): { name: string; port: string | undefined } | undefined {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9_.-]*[a-z0-9])?)\.?(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!m) return undefined;
  return { name: m[1]!.toLowerCase(), port: m[2] };
}

/** One ALLOWED_HOSTS entry: a host name or address, with an optional port (`[::1]:4010`, `laptop.local`). */
export const HostEntry = z
  .string()
  .refine(
    (v) => splitHost(v) !== undefined && !v.includes('/'),
    'must be host names like laptop.local or 192.168.1.20:4010',
  )
  .transform((v) => {
    const { name, port } = splitHost(v)!;
    return port ? `${name}:${port}` : name;
  });

export interface HostSettings {
  /** PUBLIC_URL: its host is allowed. */
  publicUrl: string;
  /** ALLOWED_HOSTS entries (`name` or `name:port`). */
  allowedHosts?: string[] | undefined;
}

/** The rule as a test of a request's Host header. */
export function allowedHosts({ publicUrl, allowedHosts: listed = [] }: HostSettings): (host: string) => boolean {
  const anyPort = new Set(LOOPBACK_NAMES);
  const exact = new Set<string>();
  const publicHost = new URL(publicUrl).hostname.toLowerCase();
  if (!isWildcardAddress(publicHost)) anyPort.add(publicHost);
  for (const entry of listed) {
    const { name, port } = splitHost(entry)!;
    if (isWildcardAddress(name)) continue;
    if (port) exact.add(`${name}:${port}`);
    else anyPort.add(name);
  }
  const allowed = (host: string) => {
    const parsed = splitHost(host);
    if (!parsed) return false;
    return anyPort.has(parsed.name) || (parsed.port !== undefined && exact.has(`${parsed.name}:${parsed.port}`));
  };
  // Every call is checked, and its clients send the same few Host headers: their answers are kept.
  const known = new KeptAnswers<boolean>({ size: 100, maxKeyLength: 300 });
  return (host) => known.answer(host, () => allowed(host));
}
