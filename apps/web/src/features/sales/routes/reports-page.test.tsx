import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@mbo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { paginate, sale } from '../test-data';
import { Component as ReportsPage } from './reports-page';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/save-file', () => ({ saveFile }));

afterEach(() => {
  vi.unstubAllGlobals();
  saveFile.mockReset();
});

const bytesOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(file);
  });

const totals = { count: 12, gross: 262.68, fee: 23.88, net: 238.8, currency: 'EUR' as const };
const render = (url: string) => renderScreen(<ReportsPage />, { path: '/settings/my-sales/reports', url });

describe('sales report', () => {
  it('reads the range and page from the URL and shows totals and the rows in the locale, each figure named', async () => {
    const api = stubEndpoints().on('salesReport', {
      data: [sale(), sale({ id: 2, username: 'ben', plan_name: 'Cake Plan', gross: 11, fee: 1, net: 10 })],
      paginate: paginate(12, 2),
      totals,
    });
    await render('/settings/my-sales/reports?from=2026-10-01&to=2026-10-31&page=2');
    expect(await screen.findByTestId('totals-net')).toHaveTextContent('€238.80');
    expect(screen.getByTestId('totals-count')).toHaveTextContent('earned from 12 payments');
    expect(screen.getByTestId('totals-gross')).toHaveTextContent('€262.68');
    expect(screen.getByText('Paid by fans')).toBeInTheDocument();
    expect(screen.getByTestId('totals-fee')).toHaveTextContent('€23.88');
    expect(screen.getByText('Fan fees, kept by the platform')).toBeInTheDocument();
    const rows = screen.getAllByTestId('sale-row');
    expect(rows[0]).toHaveTextContent('lena.k');
    expect(rows[0]).toHaveTextContent('Coffee Lover');
    expect(rows[0]).toHaveTextContent('12 Oct 2026');
    expect(rows[0]).toHaveTextContent('Fan paid€21.89Fan fee (platform)€1.99You earn€19.90');
    expect(rows[1]).toHaveTextContent('Fan paid€11.00Fan fee (platform)€1.00You earn€10.00');
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 2 of 2');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    const asked = api.calls('salesReport')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ from: '2026-10-01', to: '2026-10-31', page: '2', size: '10' });
  });

  it('says "No sales report" for a range without payments', async () => {
    stubEndpoints().on('salesReport', {
      data: [],
      paginate: paginate(0),
      totals: { ...totals, count: 0, gross: 0, fee: 0, net: 0 },
    });
    await render('/settings/my-sales/reports?from=2020-01-01&to=2020-01-31');
    expect(await screen.findByText('No sales report')).toBeInTheDocument();
    expect(screen.getByTestId('totals-count')).toHaveTextContent('earned from 0 payments');
  });

  it('a chosen range goes into the URL; an end before the start is refused', async () => {
    stubEndpoints().on('salesReport', { data: [sale()], paginate: paginate(1), totals });
    const { router } = await render('/settings/my-sales/reports?from=2026-10-01&to=2026-10-31');
    await screen.findByTestId('sale-row');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-15');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-15');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-15'));
  });

  it('downloads the CSV of the same range, named after the store and the period, with the BOM back', async () => {
    // The body as fetch's text() hands it over: without the byte order mark the server sent.
    const csv = 'date,subscriber,plan,gross_paid_by_fan,fee_kept_by_platform,net_earned_by_store,currency\r\n';
    const api = stubEndpoints()
      .on('salesReport', { data: [sale()], paginate: paginate(1), totals })
      .on('myStore', { data: { name: 'Café Morgenrot' } as Store })
      .on('salesReportCsv', () => csv as never);
    await render('/settings/my-sales/reports?from=2026-10-01&to=2026-10-31');
    await userEvent.click(await screen.findByTestId('download-csv'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFile.mock.calls[0] as [Blob, string];
    expect(name).toBe('sales-cafe-morgenrot-2026-10.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = [...(await bytesOf(blob))];
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes[3]).not.toBe(0xef);
    const asked = api.calls('salesReportCsv')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
