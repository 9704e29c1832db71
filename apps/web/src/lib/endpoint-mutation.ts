import type { EndpointInput, EndpointName, EndpointOutput } from '@mbo/contracts';
import { cacheTags } from '@mbo/contracts/cache-tags';
import { routes } from '@mbo/contracts/routes';
import {
  useMutation,
  type Query,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { endpointKey } from './endpoint-query';

const names = Object.keys(routes) as EndpointName[];

/**
 * The reads whose answers a successful call of `name` makes stale: every endpoint that reads a
 * resource the call changes (the table's cache tags). A call that changes nothing makes none stale.
 */
export function readsChangedBy(name: EndpointName): EndpointName[] {
  const changes: readonly string[] = cacheTags[name].changes;
  return names.filter((read) => cacheTags[read].reads.some((tag) => changes.includes(tag)));
}

const paramsOf = (input: unknown): Record<string, unknown> | undefined =>
  typeof input === 'object' && input !== null && 'params' in input
    ? (input.params as Record<string, unknown> | undefined)
    : undefined;

/**
 * Whether a cached read is about the record a DELETE removed: an endpoint at the deleted path or
 * below it (`/vouchers/{id}`, `/vouchers/{id}/subs`), asked with the same path parameters.
 */
function isOfDeleted(key: readonly unknown[], deleted: EndpointName, params: Record<string, unknown>): boolean {
  const [name, input] = key as [string, unknown];
  const route: { path: string } | undefined = routes[name as EndpointName];
  const path = routes[deleted].path;
  if (!route || (route.path !== path && !route.path.startsWith(`${path}/`))) return false;
  const own = paramsOf(input);
  return Object.entries(params).every(([k, v]) => own !== undefined && String(own[k]) === String(v));
}

/**
 * Drops cached reads once no screen shows them. A read of a deleted record still on screen (the
 * detail page that was just deleted from) keeps its data until the app has left it: removed or
 * asked again at once, it would load, answer 404 and flash "not found" before the list opens.
 */
function dropWhenUnused(client: QueryClient, predicate: (query: Query) => boolean): void {
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ predicate })) {
    if (query.getObserversCount() === 0) {
      cache.remove(query);
      continue;
    }
    void query.cancel();
    const stop = cache.subscribe((event) => {
      if (event.query !== query || event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
      stop();
      cache.remove(query);
    });
  }
}

/**
 * Brings the cache up to date after a successful write: a DELETE first drops the cached reads of
 * the removed record (asking for them again could only answer 404; one on screen goes when the
 * screen does), then every other read sharing a cache tag with the write is marked stale, and those
 * on screen load again. Resolves when they have.
 */
export async function refreshAfterWrite(client: QueryClient, name: EndpointName, input: unknown): Promise<void> {
  const params = paramsOf(input);
  const deleted = (query: Query) =>
    routes[name].method === 'DELETE' && params !== undefined && isOfDeleted(query.queryKey, name, params);
  dropWhenUnused(client, deleted);
  await Promise.all(
    readsChangedBy(name).map((read) =>
      client.invalidateQueries({ queryKey: endpointKey(read), predicate: (query) => !deleted(query) }),
    ),
  );
}

type Extra<N extends EndpointName, TVars, TData> = Omit<
  UseMutationOptions<TData, Error, TVars>,
  'mutationKey' | 'mutationFn'
> & {
  /** What the answer resolves to, e.g. `(r) => r.data`; the whole answer when left out. */
  select?: (output: EndpointOutput<N>) => TData;
  /**
   * `await` (the default): `mutateAsync` and the callbacks wait until the reads on screen have
   * loaded again, so the next screen shows fresh data. `background`: the caller goes on at once.
   */
  refresh?: 'await' | 'background';
  /** Refresh after a refusal too, when a refusal means the data moved on (a withdrawal of a balance that changed). */
  refreshAfterError?: boolean;
};

/**
 * The one way the app writes: `mutate(vars)` calls the endpoint of the table and, after a success,
 * refreshes every cached read the table says the call changes (`refreshAfterWrite`), before the
 * caller's `onSuccess` runs. `input` turns what the screen passes into the endpoint's input (the
 * stored language, the route's id…); without it the screen passes the input itself.
 */
export function useEndpointMutation<N extends EndpointName, TVars = EndpointInput<N>, TData = EndpointOutput<N>>(
  name: N,
  options: Extra<N, TVars, TData> & { input?: (vars: TVars) => NoInfer<EndpointInput<N>> } = {},
): UseMutationResult<TData, Error, TVars> {
  const { input, select, refresh = 'await', refreshAfterError = false, onSuccess, onError, ...rest } = options;
  const toInput = (vars: TVars) => (input ? input(vars) : (vars as EndpointInput<N>));
  const update = async (client: QueryClient, vars: TVars) => {
    const done = refreshAfterWrite(client, name, toInput(vars));
    if (refresh === 'await') await done;
    else void done;
  };
  return useMutation<TData, Error, TVars>({
    ...rest,
    mutationKey: endpointKey(name),
    mutationFn: async (vars) => {
      const output = await callEndpoint(name, toInput(vars));
      return select ? select(output) : (output as TData);
    },
    onSuccess: async (data, vars, result, context) => {
      await update(context.client, vars);
      await onSuccess?.(data, vars, result, context);
    },
    onError: async (error, vars, result, context) => {
      if (refreshAfterError) await update(context.client, vars);
      await onError?.(error, vars, result, context);
    },
  });
}
