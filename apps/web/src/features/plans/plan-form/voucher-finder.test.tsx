import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { nextTask } from '@/lib/next-task';
import { listedVoucher, stubEndpoints } from '@/testing';
import { publishedVoucherPagesQuery } from '../api';
import { useVoucherFinder } from './voucher-finder';

beforeEach(() => {
  stubEndpoints().on('listVouchers', {
    data: [listedVoucher(3, 'Cappuccino'), listedVoucher(5, 'Croissant')],
    paginate: { current_page: 1, next_page: null, per_page: 50, prev_page: null, total_entries: 2, total_pages: 1 },
  });
});
afterEach(() => vi.unstubAllGlobals());

it('knows the vouchers the screen’s loader found, and renders once for them', async () => {
  const client = createQueryClient();
  await client.prefetchInfiniteQuery(publishedVoucherPagesQuery(''));
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders += 1;
      return useVoucherFinder();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    },
  );
  for (let i = 0; i < 3; i++) await act(nextTask);
  expect([...result.current.known]).toEqual([
    [3, 'Cappuccino'],
    [5, 'Croissant'],
  ]);
  // A second render would be the whole plan form again, in the task after it mounts.
  expect(renders).toBe(1);
});
