import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { BELL_REFRESH_MS, unreadNotificationsQuery } from '../api';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (unread: number) => ({
  data: { latest: [], unread_count: unread },
  paginate: { current_page: 1, next_page: null, per_page: 1, prev_page: null, total_entries: 0, total_pages: 0 },
});

describe('the bell', () => {
  it('shows the unread count and leads to the notifications', async () => {
    stubEndpoints().on('listNotifications', page(3));
    const { router } = await renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
    await userEvent.click(bell);
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('asks again every few seconds while the tab is visible', () => {
    const options = unreadNotificationsQuery();
    expect(options.refetchInterval).toBe(BELL_REFRESH_MS);
    expect(BELL_REFRESH_MS).toBeLessThanOrEqual(10_000);
    expect(options.refetchIntervalInBackground).toBe(false);
  });
});

describe('the bell when the count cannot be loaded', () => {
  it('claims no count and marks that it is missing', async () => {
    stubEndpoints().on('listNotifications', { status: 500, body: { status: 500, user_message: 'Down', errors: {} } });
    await renderScreen(<NotificationBell />);
    expect(
      await screen.findByRole('link', { name: 'Notifications: the unread count could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unread-failed')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});
