import { endpointQuery } from './endpoint-query';

/** The store categories (the sign-up's and the account's select); they rarely change. */
export const categoriesQuery = () =>
  endpointQuery('categories', undefined, { select: (r) => r.data, staleTime: Infinity });

/**
 * The signed-in store. One definition for the header, the drawer, the settings and the sales
 * screens: they share one cache entry, so a saved edit shows everywhere at once.
 */
export const myStoreQuery = () => endpointQuery('myStore', undefined, { select: (r) => r.data });
