/**
 * Calls an endpoint of the contract's table by name, the way the web client does: the table gives
 * the method and the path, the input is typed by the endpoint, and the answer's body is typed as
 * the endpoint's output. Tests never spell an API path.
 */
import {
  buildPath,
  endpoints,
  type ApiError,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
} from '@mbo/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

/** An endpoint's input (params, query, body, each where it has one), plus who calls. */
export type CallInput<N extends EndpointName> = EndpointInput<N> & {
  /** Bearer token; none when null or left out. */
  token?: string | null;
  headers?: Record<string, string>;
};

export interface Answer<N extends EndpointName> {
  status: number;
  /** The success body (`{ data, … }`); on an error status, read `error`. */
  body: EndpointOutput<N>;
  /** The error envelope, for calls that fail. */
  error: ApiError;
  headers: OutgoingHttpHeaders;
  /** The body as sent, for non-JSON answers (CSV). */
  text: string;
}

/** The input may be left out when nothing in it is required. */
export type OptionalWhenEmpty<I> = object extends I ? [input?: I] : [input: I];

/**
 * Marks an input the schema must refuse (a wrong type, an unknown enum value), so a test can send
 * it through the typed `call`.
 */
export const unchecked = (value: unknown): never => value as never;

/** The URL of a call: the table's path with its parameters, and the query string. */
export function urlOf<N extends EndpointName>(name: N, input: Partial<EndpointInput<N>> = {}): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const path = buildPath(endpoints[name].path, params ?? {});
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Injects the call into the app; JSON answers are parsed. */
export async function call<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  ...[input = {} as CallInput<N>]: OptionalWhenEmpty<CallInput<N>>
): Promise<Answer<N>> {
  const { token, headers, body } = input as CallInput<N> & { body?: unknown };
  const res = await app.inject({
    method: endpoints[name].method,
    url: urlOf(name, input as Partial<EndpointInput<N>>),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  });
  let parsed: unknown;
  try {
    parsed = res.json();
  } catch {
    parsed = res.body;
  }
  return {
    status: res.statusCode,
    body: parsed as EndpointOutput<N>,
    error: parsed as ApiError,
    headers: res.headers,
    text: res.body,
  };
}

/**
 * The table's path with parameters put in as written, not encoded: for tests of how the server
 * reads the wire text itself (odd spellings of numbers, pre-encoded characters).
 */
export function rawUrl(name: EndpointName, params: Record<string, string> = {}, search = ''): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? `{${key}}`) + search;
}
