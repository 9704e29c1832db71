import type { EndpointName, EndpointOutput } from '@mbo/contracts';
import { buildPath } from '@mbo/contracts/paths';
import { routes } from '@mbo/contracts/routes';
import { vi } from 'vitest';

/** A JSON answer for a stubbed fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with one handler; returns the mock to inspect calls. */
export function stubFetch(handler: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(new URL(String(input)), init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

type Answer<N extends EndpointName> =
  | EndpointOutput<N>
  | { status: number; body: unknown }
  | ((url: URL, init: RequestInit | undefined) => EndpointOutput<N> | { status: number; body: unknown });

type Stub = { method: string; pattern: RegExp; answer: Answer<EndpointName> };

const isRaw = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && 'body' in a && Object.keys(a).length === 2;

/** The path pattern of an endpoint as a regular expression: `{id}` matches one segment. */
function patternOf(name: EndpointName, params?: Record<string, string | number>): RegExp {
  const path = params ? buildPath(routes[name].path, params) : routes[name].path;
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/**
 * Answers calls of named endpoints, as the API would: the data is typed by the endpoint's output
 * (the network is stubbed, never the logic). Any other call answers 404 in the error envelope.
 * Returns the fetch mock and `calls(name)`, the URLs and bodies each endpoint received.
 */
export function stubEndpoints() {
  const stubs: Stub[] = [];
  const mock = stubFetch((url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const stub = [...stubs].reverse().find((s) => s.method === method && s.pattern.test(url.pathname));
    if (!stub) return json(404, { status: 404, user_message: 'Not found', errors: {} });
    const answer = typeof stub.answer === 'function' ? stub.answer(url, init) : stub.answer;
    return isRaw(answer) ? json(answer.status, answer.body) : json(routes[nameOf(stub)]?.status ?? 200, answer);
  });
  const names = new Map<Stub, EndpointName>();
  const nameOf = (s: Stub) => names.get(s)!;

  return {
    mock,
    /** Answers `name` (optionally only for these path params) with `answer`; the newest stub wins. */
    on<N extends EndpointName>(name: N, answer: Answer<N>, only?: { params?: Record<string, string | number> }) {
      const stub: Stub = {
        method: routes[name].method,
        pattern: patternOf(name, only?.params),
        answer: answer as Answer<EndpointName>,
      };
      names.set(stub, name);
      stubs.push(stub);
      return this;
    },
    /** The requests one endpoint received: URL and parsed JSON body. */
    calls(name: EndpointName) {
      const pattern = patternOf(name);
      return mock.mock.calls
        .map(([input, init]) => ({ url: new URL(String(input)), init }))
        .filter(
          ({ url, init }) =>
            (init?.method ?? 'GET').toUpperCase() === routes[name].method && pattern.test(url.pathname),
        )
        .map(({ url, init }) => ({ url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }));
    },
  };
}

/** One endpoint stubbed with typed data: `stubEndpoint('getVoucher', { data: voucher })`. */
export function stubEndpoint<N extends EndpointName>(name: N, answer: Answer<N>) {
  return stubEndpoints().on(name, answer);
}
