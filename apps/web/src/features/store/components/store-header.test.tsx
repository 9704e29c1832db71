import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, stubFetch } from '@/testing';
import { isNewStore, NEW_STORE_MS, StoreHeader } from './store-header';

afterEach(() => vi.unstubAllGlobals());

const NOW = Date.parse('2026-11-15T12:00:00Z');
const store = (createdAt: string) => ({
  data: {
    id: 1,
    name: 'Café Neu',
    slug: 'cafe-neu',
    phone: '+49.15112345678',
    category: { id: 1, name: 'Café', slug: 'cafe' },
    address: 'Alexanderplatz 1',
    lat: 52.5,
    lng: 13.4,
    country: 'DE',
    about: null,
    opening_hours: null,
    photo: null,
    logo: null,
    email: null,
    lang: 'en',
    is_activated: false,
    created_at: createdAt,
  },
});

describe('the store header', () => {
  it('counts a store registered in the last day as new', () => {
    expect(isNewStore(new Date(NOW - 60_000).toISOString(), NOW)).toBe(true);
    expect(isNewStore(new Date(NOW - NEW_STORE_MS - 1).toISOString(), NOW)).toBe(false);
  });

  it('shows a grey avatar while the store loads, then its initials, and greets a new store as new', async () => {
    let answer: ((res: Response) => void) | undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderScreen(<StoreHeader routes={[]} onLogout={() => {}} />);
    expect(screen.getByTestId('avatar-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('·')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(json(200, store(new Date().toISOString())));
    expect(await screen.findByText('CN')).toBeInTheDocument();
    expect(screen.queryByTestId('avatar-skeleton')).not.toBeInTheDocument();
    expect(screen.getByTestId('store-greeting')).toHaveTextContent(/^Welcome$/);
  });

  it('welcomes back a store that registered before', async () => {
    stubFetch(() => json(200, store('2025-01-01T10:00:00.000Z')));
    await renderScreen(<StoreHeader routes={[]} onLogout={() => {}} />);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });
});

describe('the store header when the store cannot be loaded', () => {
  it('says so where the name would be, and Retry loads it', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json(503, { status: 503, user_message: 'Try later', errors: {} })
        : json(200, store('2025-01-01T10:00:00.000Z')),
    );
    await renderScreen(<StoreHeader routes={[]} onLogout={() => {}} />);
    const retry = await screen.findByTestId('store-name-retry');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('store-name')).toHaveTextContent('Café Neu');
  });
});
