import { routes } from '@mbo/contracts/routes';
import { expect, it } from 'vitest';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

it('the dashboard asks for its setup guide and its four cards’ figures before its code has loaded', async () => {
  const asked = await readsOnArrival({ ...routeTable.main![0]!, index: undefined, path: '/' }, '/', 5);
  expect(asked).toEqual(
    [
      routes.setupGuide.path,
      routes.summaryOverview.path,
      routes.summaryRevenue.path,
      routes.summaryVoucher.path,
      routes.summarySubscriber.path,
    ].sort(),
  );
});
