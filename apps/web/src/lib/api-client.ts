// Runtime values come from the schema-free routes table, so the first paint does not load zod;
// the types still come from the full endpoint table.
import type { EndpointInput, EndpointName, EndpointOutput, RouteInfo } from '@mbo/contracts';
import { buildPath } from '@mbo/contracts/paths';
import { routes } from '@mbo/contracts/routes';
import { storedLocale } from '@/i18n';
import { config } from './config';
import { accessToken, clearSession } from './session';

/** A non-OK answer of the API: its status, user_message and per-field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(userMessage);
    this.name = 'ApiRequestError';
  }
}

export const isApiError = (e: unknown): e is ApiRequestError => e instanceof ApiRequestError;

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when a signed-in call answers 401: the session is over. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A multipart body from an object of parts: files (Blobs) as they are, other values as text. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/**
 * Calls an endpoint of the contract's table by its name; resolves to its success body or throws
 * ApiRequestError. Queries pass their abort signal, so a superseded request is dropped.
 */
export function callEndpoint<N extends EndpointName>(
  name: N,
  input?: EndpointInput<N>,
  signal?: AbortSignal,
): Promise<EndpointOutput<N>> {
  return callRoute(routes[name], input, signal) as Promise<EndpointOutput<N>>;
}

/** What a call sends: path parameters, query and body, each where the route has one. */
export interface RouteInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls a route by its method and path. `callEndpoint` is the way to the contract's endpoints; this
 * is for the one call outside the contract, the mock's demo sign-in link.
 */
export async function callRoute(e: RouteInfo, input: RouteInput | undefined, signal?: AbortSignal): Promise<unknown> {
  const token = accessToken();
  const body = input?.body;
  const multipart = e.consumes === 'multipart/form-data';
  // A JSON body says so; a multipart body's Content-Type (with its boundary) is set by the browser
  // from the FormData; a call without a body (mark all read, withdraw) names no type at all.
  const headers: Record<string, string> =
    body === undefined || multipart
      ? { Accept: 'application/json' }
      : { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token && e.auth !== 'public') headers.Authorization = `Bearer ${token}`;
  // The API answers its messages (user_message, field errors) and names in the interface language.
  headers['Accept-Language'] = storedLocale();

  const url = `${buildPath(e.path, input?.params)}${toQueryString(input?.query)}`;
  const res = await fetch(`${config.apiUrl}${url}`, {
    method: e.method,
    headers,
    ...(signal ? { signal } : {}),
    ...(body !== undefined ? { body: multipart ? toFormData(body) : JSON.stringify(body) } : {}),
  });

  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { user_message?: unknown; errors?: unknown } | null;
    const error = new ApiRequestError(
      res.status,
      typeof payload?.user_message === 'string' ? payload.user_message : res.statusText,
      payload && typeof payload.errors === 'object' && payload.errors
        ? (payload.errors as Record<string, string[]>)
        : {},
    );
    // Only the session that sent the call ends, and only once: the calls under way with the same
    // token, and those sent after it ended (without a token), answer 401 too and change nothing.
    if (res.status === 401 && e.auth === 'bearer' && token !== null && accessToken() === token) {
      clearSession();
      unauthorizedListeners.forEach((l) => l());
    }
    throw error;
  }
  if (e.produces === 'text/csv') return res.text();
  return res.json();
}
