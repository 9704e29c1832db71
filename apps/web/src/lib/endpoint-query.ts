import type { EndpointInput, EndpointName, EndpointOutput } from '@mbo/contracts';
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/**
 * The key of a read: the endpoint name, then its input. `endpointKey(name)` alone matches every
 * input, so a write refreshes every cached answer of a read by its name. A list read page by page
 * into one cache entry (an infinite query) adds `'pages'`: its entry holds pages, not one answer.
 * Every key of an API call comes from here.
 */
export type EndpointKey<N extends EndpointName> =
  readonly [N] | readonly [N, EndpointInput<N>] | readonly [N, EndpointInput<N>, 'pages'];

export function endpointKey<N extends EndpointName>(name: N): readonly [N];
export function endpointKey<N extends EndpointName>(name: N, input: EndpointInput<N> | undefined): EndpointKey<N>;
export function endpointKey<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  kind: 'pages',
): readonly [N, EndpointInput<N>, 'pages'];
export function endpointKey<N extends EndpointName>(name: N, input?: EndpointInput<N>, kind?: 'pages'): EndpointKey<N> {
  if (kind) return [name, input ?? ({} as EndpointInput<N>), kind] as const;
  return input === undefined ? ([name] as const) : ([name, input] as const);
}

type Options<N extends EndpointName, TData> = Omit<
  UseQueryOptions<EndpointOutput<N>, Error, TData, EndpointKey<N>>,
  'queryKey' | 'queryFn'
>;

/**
 * Query options for a read of the endpoint table. The key and the call take the same input, so they
 * cannot drift; the cache always holds the endpoint's whole answer, and a screen that needs a part
 * of it projects with `select`.
 */
export function endpointQuery<N extends EndpointName, TData = EndpointOutput<N>>(
  name: N,
  input?: EndpointInput<N>,
  options?: Options<N, TData>,
) {
  return queryOptions<EndpointOutput<N>, Error, TData, EndpointKey<N>>({
    queryKey: endpointKey(name, input),
    queryFn: ({ signal }) => callEndpoint(name, input, signal),
    ...options,
  });
}
