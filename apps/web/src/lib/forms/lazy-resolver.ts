import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose rules arrive on first use; `preload` fetches them ahead of that. */
export type LazyResolver<V extends FieldValues, O> = Resolver<V, unknown, O> & { preload: () => void };

/**
 * A form's resolver loaded on demand. A form's rules are the contract's zod schemas, and building
 * them is most of the script a form screen runs: the screen paints and answers without them, and
 * they load when the user starts on the form (see SaveForm) or, at the latest, on the first check.
 * A failed load is tried again on the next check.
 */
export function lazyResolver<V extends FieldValues, O>(
  load: () => Promise<Resolver<V, unknown, O>>,
): LazyResolver<V, O> {
  let loading: Promise<Resolver<V, unknown, O>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<V, O>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}
