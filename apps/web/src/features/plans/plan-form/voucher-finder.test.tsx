import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { listedVoucher, stubEndpoints } from '@/testing';
import { useVoucherFinder } from './voucher-finder';

const CAPPUCCINO = listedVoucher(3, 'Cappuccino');
const CROISSANT = listedVoucher(5, 'Croissant');
const page = (rows: ReturnType<typeof listedVoucher>[]) => ({
  data: rows,
  paginate: {
    current_page: 1,
    next_page: null,
    per_page: 50,
    prev_page: null,
    total_entries: rows.length,
    total_pages: 1,
  },
});

beforeEach(() => {
  stubEndpoints().on('listVouchers', (url) =>
    url.searchParams.get('q') === 'cro' ? page([CROISSANT]) : page([CAPPUCCINO, CROISSANT]),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('offers what the search finds, and keeps the name of every voucher seen when the search moves on', async () => {
  const client = createQueryClient();
  const { result } = renderHook(() => useVoucherFinder(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  await waitFor(() => expect(result.current.found.map((v) => v.name)).toEqual(['Cappuccino', 'Croissant']));

  act(() => result.current.search('cro'));
  await waitFor(() => expect(result.current.searching).toBe(false));
  expect(result.current.found.map((v) => v.name)).toEqual(['Croissant']);
  expect(result.current.total).toBe(1);
  // A row that picked the cappuccino under the first search still has its name.
  expect([...result.current.known]).toEqual([
    [3, 'Cappuccino'],
    [5, 'Croissant'],
  ]);
});
