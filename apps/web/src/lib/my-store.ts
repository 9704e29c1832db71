import { endpointQuery } from './endpoint-query';

/**
 * The signed-in store. One definition for the header, the drawer, the settings and the sales
 * screens: they share one cache entry, so a saved edit shows everywhere at once.
 */
export const myStoreQuery = () => endpointQuery('myStore', undefined, { select: (r) => r.data });

/** The screens that show or edit the store's own record read it first. */
export const myStoreReads = () => ({ store: myStoreQuery() });
