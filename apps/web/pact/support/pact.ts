/** What every consumer test shares: the pact, the token, provider states and error bodies. */
import {
  ApiError,
  listEnvelope,
  PACT_NOW,
  providerStates,
  type ProviderStateContract,
  type ProviderStateKey,
  type StateParams,
  type Store,
  type z,
} from '@mbo/contracts';
import { MatchersV3 as M, PactV4, type Path, type TemplateQuery, type V3MockServer } from '@pact-foundation/pact';
import {
  QueryClient,
  QueryClientProvider,
  type FetchQueryOptions,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { expect, inject, vi } from 'vitest';
import { config } from '../../src/lib/config';
import { saveSession } from '../../src/lib/session';
import { storeData } from '../../src/features/settings/test-data';
import { matchersFor } from './zod-matchers';

export const CONSUMER = 'merchant-web';
export const PROVIDER = 'merchant-api';
export const PACT_FILE = `${CONSUMER}-${PROVIDER}.json`;

interface CorePact {
  mockServerMatchedSuccessfully(port: number): boolean;
}

/**
 * The Pact core records a match on a background task after it has answered, so Pact's own check
 * right after the test can miss it under load (pact-foundation/pact-core-mock-server#13). Wait
 * until the match is recorded; a real mismatch never is, and Pact then reports it as usual.
 */
async function recorded(pact: PactV4, port: number): Promise<void> {
  const core = (pact as unknown as { pact: CorePact }).pact;
  for (let waited = 0; waited < 1000 && !core.mockServerMatchedSuccessfully(port); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A pact for one test file: `interaction(state(...), description)` starts each interaction, and
 * `signedIn(check)` runs its test: it points the
 * app at Pact's mock server as the signed-in store (`signedOut` as a visitor), runs the screen's
 * call in `check`, then waits until Pact has recorded the match.
 */
export function newPact() {
  const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: inject('pactDir'), logLevel: 'warn' });
  const run =
    (session: Session) =>
    (check: () => Promise<void>) =>
    async (server: V3MockServer): Promise<void> => {
      try {
        useServer(server, session);
        await check();
      } finally {
        await recorded(pact, server.port);
      }
    };
  /** A new interaction: the provider state it needs (`state(...)`) and what the app asks for. */
  const interaction = (given: ReturnType<typeof state>, description: string) =>
    pact
      .addInteraction()
      .given(...given)
      .uponReceiving(description);
  const signedIn = run('signed-in');
  /**
   * A new interaction whose request is a call of the endpoint table as the app sends it: the
   * endpoint's method and path (`request.path` for ids the state hands back), the bearer token
   * unless `signedOut`, the query and the JSON body.
   */
  const call = (
    given: ReturnType<typeof state>,
    description: string,
    endpoint: { method: string; path: string },
    request: CallRequest = {},
  ) =>
    interaction(given, description).withRequest(endpoint.method, request.path ?? endpoint.path, (b) => {
      if (!request.signedOut) b.headers(bearer);
      if (request.query) b.query(request.query);
      if (request.body !== undefined) b.jsonBody(request.body);
    });
  /**
   * The provider refuses `request` with `status` and the error envelope naming `fields`; the app's
   * call (`send`) rejects with that status and a message for each of those fields.
   */
  const refused = (
    request: ReturnType<typeof call>,
    status: number,
    fields: string[],
    send: () => Promise<unknown>,
    session: Session = 'signed-in',
  ) =>
    request
      .willRespondWith(status, (b) => b.jsonBody(errorBody(status, fields)))
      .executeTest(
        run(session)(async () => {
          const errors = Object.fromEntries(fields.map((field) => [field, [expect.any(String)]]));
          await expect(send()).rejects.toMatchObject(fields.length > 0 ? { status, errors } : { status });
        }),
      );
  /** The signed-in store asks for an id it does not have (`path`), and gets a 404. */
  const unknownId = (
    given: ReturnType<typeof state>,
    description: string,
    endpoint: { method: string; path: string },
    path: string,
    send: () => Promise<unknown>,
  ) => refused(call(given, description, endpoint, { path }), 404, [], send);
  return { interaction, call, refused, unknownId, signedIn, signedOut: run('signed-out') };
}

/** What a call sends beyond the endpoint's method: see `call` in newPact. */
export interface CallRequest {
  path?: Path;
  query?: TemplateQuery;
  body?: unknown;
  signedOut?: boolean;
}

/**
 * The app's token in these tests. The pact only asks for "a bearer token"; the provider's
 * verification swaps in a real token of the state's store.
 */
export const EXAMPLE_TOKEN = 'example-access-token';
export const bearer = { Authorization: M.regex('^Bearer \\S+$', `Bearer ${EXAMPLE_TOKEN}`) };

/**
 * The requests the app sends while `body` runs, as fetch received them: for what a pact cannot
 * say, that a header is absent (a body-less call names no Content-Type).
 */
export async function sentRequests(body: () => Promise<unknown>): Promise<{ headers: Headers; body: unknown }[]> {
  const sent: { headers: Headers; body: unknown }[] = [];
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    sent.push({ headers: new Headers(init?.headers), body: init?.body });
    return real(input, init);
  });
  try {
    await body();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/** The `data` the mock server answers for a body of matchers: what the app receives. */
export const exampleData = (body: unknown): unknown => (M.reify(body) as { data: unknown }).data;
/** The whole answer, for calls whose query keeps it whole (lists, mutations); the others select `data`. */
export const answer = (body: unknown): unknown => M.reify(body);

/** The `paginate` of a list whose one entry fits on its first page. */
export const onePage = (perPage: number) => ({
  current_page: 1,
  next_page: null,
  per_page: perPage,
  prev_page: null,
  total_entries: 1,
  total_pages: 1,
});

/** A list's first page holding `rows`, as the matchers of the list endpoint's answer. */
export const firstPage = <S extends z.ZodType>(item: S, rows: z.output<S>[], perPage = 10): unknown =>
  matchersFor(listEnvelope(item), { data: rows, paginate: onePage(perPage) });

/** The table's path with example values in place of its `{name}` parameters. */
export const fillPath = (path: string, values: Record<string, string | number>): string =>
  path.replace(/\{(\w+)\}/g, (param, name: string) => (name in values ? String(values[name]) : param));

/**
 * A path whose ids only the provider's state knows: each `{name}` parameter becomes the value the
 * state hands back (`${planId}`), and the example stands in for it in the consumer test.
 * `pathFromState(endpoints.getPlan.path, { id: ['planId', 12] })`.
 */
export function pathFromState(path: string, params: Record<string, [fromState: string, example: string | number]>) {
  const names = Object.fromEntries(Object.entries(params).map(([name, [fromState]]) => [name, `\${${fromState}}`]));
  const examples = Object.fromEntries(Object.entries(params).map(([name, [, example]]) => [name, example]));
  return M.fromProviderState(fillPath(path, names), fillPath(path, examples));
}

type Session = 'signed-in' | 'signed-out';

/** Points the app's client at Pact's mock server and signs in (or out) the way the app does. */
function useServer(server: V3MockServer, session: Session): void {
  config.apiUrl = server.url;
  localStorage.clear();
  if (session === 'signed-in') {
    saveSession({ access_token: EXAMPLE_TOKEN, token_type: 'Bearer', expires_in: 3600, expired_at: 4_102_444_800 });
  }
}

/** What `.given()` takes as a state's parameters (JSON). */
type JsonParams = NonNullable<Parameters<ReturnType<PactV4['addInteraction']>['given']>[1]>;
type StateArgs<K extends ProviderStateKey> = [keyof ProviderStateContract[K]['params']] extends [never]
  ? []
  : [params: ProviderStateContract[K]['params']];
/**
 * `.given(...state('codeSent', { phone, code }))`: the state's name from contracts, its parameters
 * typed, and the clock (`now`) every state carries.
 */
export const state = <K extends ProviderStateKey>(key: K, ...params: StateArgs<K>): [string, JsonParams] => [
  providerStates[key],
  { ...params[0], now: PACT_NOW } satisfies StateParams<K>,
];

/** The plan most states hold; searches send a part of its name. */
export const COFFEE_PLAN = 'Coffee Lover';

/**
 * The signed-in store as the pact pins it: every nullable field is filled (pictures too), so the
 * pact pins the shape of each rather than a null.
 */
export const pactStore: Store = storeData({
  photo: { url: 'https://images.example.com/morgenrot.jpg' },
  logo: { url: 'https://images.example.com/morgenrot-logo.png' },
  lang: 'de',
});

/** The error envelope with the status pinned and each named field required to carry messages. */
export function errorBody(status: number, fields: string[] = [], userMessage = 'Something went wrong'): unknown {
  const errors = Object.fromEntries(fields.map((f) => [f, [`The ${f} is not valid`]]));
  const body = matchersFor(ApiError, { status, user_message: userMessage, errors }) as Record<string, unknown>;
  return { ...body, status };
}

/**
 * Runs a screen's query the way the screen does, through TanStack Query (no retries), and hands
 * back what the screen reads: the answer projected by the query's `select` (fetchQuery ignores it).
 */
export async function fetchQuery<T, K extends QueryKey, TData = T>(
  options: FetchQueryOptions<T, Error, T, K> & { select?: (data: T) => TData },
): Promise<TData> {
  const data = await new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(options);
  return options.select ? options.select(data) : (data as unknown as TData);
}

/**
 * Runs a screen's mutation hook the way the screen does: rendered under a QueryClientProvider. A
 * client passed in holds what the screen would already have read (the signed-in store).
 */
export async function runMutation<TVars, TData>(
  useHook: () => UseMutationResult<TData, Error, TVars>,
  variables: TVars,
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
): Promise<TData> {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const { result, unmount } = renderHook(useHook, { wrapper });
  try {
    return await result.current.mutateAsync(variables);
  } finally {
    unmount();
  }
}
