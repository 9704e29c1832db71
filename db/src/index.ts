/** The mock API's storage: the drizzle schema, its migrations, row types and reference rows. */
export * from './client';
export * from './insert';
export * from './reference';
export type * from './rows';
export * from './schema';
export * from './search';
export * as schema from './schema';
