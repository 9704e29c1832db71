import type { VoucherListItem } from '@mbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedVoucher, renderScreen, stubEndpoints } from '@/testing';
import { Component as ListPage } from './voucher-list-page';

const item = (id: number): VoucherListItem =>
  listedVoucher(id, `Voucher ${id}`, {
    status: id % 2 ? 'published' : 'draft',
    voucher_type: { code: 'DPR', label: 'Discount percentage' },
    value: 10,
  });

/** The API's answer for a page of a list of `total` vouchers, ten a page. */
const answer = (url: URL, total: number) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pages = Math.ceil(total / 10);
  const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * 10, page * 10);
  return {
    data: ids.map(item),
    paginate: {
      current_page: page,
      next_page: page < pages ? page + 1 : null,
      per_page: 10,
      prev_page: page > 1 ? page - 1 : null,
      total_entries: total,
      total_pages: pages,
    },
  };
};

describe('the voucher list', () => {
  it('moves a page beyond the end, typed into the URL, to the last page', async () => {
    const api = stubEndpoints().on('listVouchers', (url) => answer(url, 25));
    const { router } = await renderScreen(<ListPage />, { path: '/vouchers', url: '/vouchers?page=9' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByTestId('pager-status')).toHaveTextContent('Page 3 of 3');
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(5));
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(api.calls('listVouchers').map((c) => c.url.searchParams.get('page'))).toEqual(['9', '3']);
  });

  it('sends the search and the filters of the URL, and shows the status and type of each row', async () => {
    const api = stubEndpoints().on('listVouchers', (url) => answer(url, 2));
    await renderScreen(<ListPage />, { path: '/vouchers', url: '/vouchers?q=latte&type=DPR&status=draft&bad=1' });
    const rows = await screen.findAllByTestId('table-row');
    expect(within(rows[0]!).getByTestId('status-badge')).toHaveTextContent('Draft');
    expect(rows[0]).toHaveTextContent('Discount (percentage)');
    const sent = api.calls('listVouchers')[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'latte',
      voucher_type: 'DPR',
      status: 'draft',
      page: '1',
      size: '10',
    });
  });

  it('tells "no vouchers yet" from "no results"', async () => {
    stubEndpoints().on('listVouchers', (url) => answer(url, 0));
    await renderScreen(<ListPage />, { path: '/vouchers', url: '/vouchers' });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No vouchers yet');
    // One way to create: the footer's "Add new voucher", not a second button in the empty state.
    expect(within(empty).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Add new voucher' })).toHaveLength(1);
  });

  it('ignores a filter value the API does not know', async () => {
    const api = stubEndpoints().on('listVouchers', (url) => answer(url, 0));
    await renderScreen(<ListPage />, { path: '/vouchers', url: '/vouchers?type=XYZ&q=none' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No results found');
    expect(api.calls('listVouchers')[0]!.url.searchParams.get('voucher_type')).toBeNull();
  });
});
