import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { Component as BroadcastsPage } from './broadcasts-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const none = {
  data: [],
  paginate: { current_page: 1, next_page: null, per_page: 10, prev_page: null, total_entries: 0, total_pages: 0 },
};

describe('the broadcast list', () => {
  it('asks for what the URL says and tells "no results" for a search', async () => {
    const api = stubEndpoints().on('listBroadcasts', none);
    await renderScreen(<BroadcastsPage />, { path: '/broadcasts', url: '/broadcasts?q=latte&status=failed&sort=date' });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    const query = Object.fromEntries(api.calls('listBroadcasts')[0]!.url.searchParams);
    expect(query).toEqual({ page: '1', size: '10', q: 'latte', status: 'Cancelled', sort: 'date_asc' });
    expect(screen.getByRole('button', { name: 'Remove filter Status: Failed' })).toBeInTheDocument();
  });

  it('tells "no broadcasts yet" when there is nothing at all', async () => {
    stubEndpoints().on('listBroadcasts', none);
    await renderScreen(<BroadcastsPage />, { path: '/broadcasts' });
    expect(await screen.findByText('No broadcasts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request broadcast' })).toHaveAttribute('href', '/broadcasts/request');
  });

  it('shows the status as the spec names it, with its colour', async () => {
    stubEndpoints().on('listBroadcasts', {
      data: [
        {
          id: 1,
          name: 'Coffee Lover',
          description: 'Cake on Friday',
          plan_id: 1,
          plan_name: 'Coffee Lover',
          voucher_id: 2,
          voucher_name: 'Free cake',
          scheduled_at: null,
          status: 'Cancelled',
          lang: 'en',
          recipients: 0,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
      paginate: { ...none.paginate, total_entries: 1, total_pages: 1 },
    });
    await renderScreen(<BroadcastsPage />, { path: '/broadcasts' });
    const badge = await screen.findByTestId('status-badge');
    expect(badge).toHaveTextContent('Failed');
    expect(badge).toHaveAttribute('data-tone', 'error');
    expect(screen.getByTestId('broadcast-date')).toHaveTextContent('–');
  });
});
