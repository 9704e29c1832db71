import { routes } from '@mbo/contracts/routes';
import { describe, expect, it } from 'vitest';
import { paths, pattern } from '@/lib/paths';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

describe('the account screens', () => {
  it.each([paths.settings.account(), paths.settings.accountEdit(), paths.settings.phoneEdit()])(
    '%s asks for the store before its code has loaded',
    async (link) => {
      const route = routeTable.plain!.find((r) => r.path === pattern(link))!;
      expect(await readsOnArrival(route, link, 1)).toEqual([routes.myStore.path]);
    },
  );
});
