import type { Notification } from '@mbo/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { Component as NotificationsPage } from './notifications-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const note = (code: string, patch: Partial<Notification>): Notification => ({
  code,
  title: 'New subscriber',
  message: 'lena.k subscribed to Coffee Lover.',
  type: 'cust_subscribe',
  reference_id: 31,
  subscription: { id: 4 },
  read_at: null,
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  ...patch,
});

const unread = note('ntf_a', {});
const read = note('ntf_b', {
  title: 'Voucher redeemed',
  message: 'lena.k redeemed "Free espresso".',
  type: 'vcr_redeemed',
  reference_id: 12,
  read_at: '2026-01-01T00:00:00.000Z',
});

function stubApi(unreadCount = 1) {
  return stubEndpoints()
    .on('listNotifications', {
      data: { latest: [unread, read], unread_count: unreadCount },
      paginate: { current_page: 1, next_page: null, per_page: 20, prev_page: null, total_entries: 2, total_pages: 1 },
    })
    .on('readNotification', { data: { ...unread, read_at: new Date().toISOString() } })
    .on('markAllNotificationsRead', { data: { updated: 1 } });
}

describe('the notification list', () => {
  it('shows title, message, how long ago, and marks the unread one', async () => {
    stubApi();
    await renderScreen(<NotificationsPage />);
    const items = await screen.findAllByTestId('notification');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(items[0]).toHaveTextContent('New subscriber');
    expect(items[0]).toHaveTextContent('3 minutes ago');
    expect(within(items[0]!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    expect(within(items[1]!).queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('marks an unread one read before it leads to the fan it names', async () => {
    const api = stubApi();
    const { router } = await renderScreen(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('link', { name: /New subscriber/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/subscription-plans/consumers/31'));
    expect(api.calls('readNotification').map((c) => c.url.pathname)).toEqual(['/api/store/notifications/ntf_a']);
  });

  it('leads a read one straight to its voucher', async () => {
    const api = stubApi();
    const { router } = await renderScreen(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('link', { name: /Voucher redeemed/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/vouchers/12'));
    expect(api.calls('readNotification')).toHaveLength(0);
  });

  it('marks all read after a confirmation, then reloads', async () => {
    const api = stubApi();
    await renderScreen(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' });
    expect(dialog).toHaveTextContent('1 unread notification will be marked as read.');
    expect(api.calls('markAllNotificationsRead')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('markAllNotificationsRead')).toHaveLength(1);
    expect(api.calls('listNotifications').length).toBeGreaterThanOrEqual(2);
  });

  it('has nothing to mark when everything is read', async () => {
    stubApi(0);
    await renderScreen(<NotificationsPage />);
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('a long list', () => {
  it('loads the next page when asked, and says when everything is there', async () => {
    const page = (n: number) => ({
      data: {
        latest: [note(`ntf_p${n}`, { title: `Page ${n} notification`, read_at: '2026-01-01T00:00:00.000Z' })],
        unread_count: 0,
      },
      paginate: {
        current_page: n,
        next_page: n < 2 ? n + 1 : null,
        per_page: 20,
        prev_page: n > 1 ? n - 1 : null,
        total_entries: 21,
        total_pages: 2,
      },
    });
    stubEndpoints().on('listNotifications', (url) => page(Number(url.searchParams.get('page'))));
    await renderScreen(<NotificationsPage />);
    expect(await screen.findByText('Page 1 notification')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Page 2 notification')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
  });
});
