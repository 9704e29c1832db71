import { routes } from '@mbo/contracts/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

// Only this test's reads: the app's one query client outlives the tests of a worker.
beforeEach(() => queryClient.clear());

const route = (link: string) => routeTable.plain!.find((r) => r.path === pattern(link))!;
/** The keys the route's reads went under: the ones its page reads, so it asks for nothing twice. */
const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);

describe('the settings screens ask for what they show first before their code has loaded', () => {
  it.each([paths.settings.account(), paths.settings.phoneEdit(), paths.settings.storeQrResult()])(
    '%s: the store',
    async (link) => {
      expect(await readsOnArrival(route(link), link, 1)).toEqual([routes.myStore.path]);
      expect(cachedKeys()).toEqual([endpointKey('myStore', undefined)]);
    },
  );

  it('the account’s edit form: the store, and the categories to choose from', async () => {
    const link = paths.settings.accountEdit();
    expect(await readsOnArrival(route(link), link, 2)).toEqual([routes.myStore.path, routes.categories.path].sort());
    expect(cachedKeys()).toEqual([endpointKey('myStore', undefined), endpointKey('categories', undefined)]);
  });
});
