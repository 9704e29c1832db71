import { NotificationList, Store, endpoints, envelope } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { unreadNotificationsQuery } from '@/features/store/api';
import { myStoreQuery } from '@/lib/my-store';
import { accessToken } from '@/lib/session';
import { bearer, errorBody, exampleData, fetchQuery, newPact, state, useServer } from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { pact, settled } = newPact();

describe('the store header', () => {
  it('loads the signed-in store', () => {
    // Every nullable field is filled, so the pact pins the shape of each rather than a null.
    const store = matchersFor(envelope(Store), {
      data: {
        id: 7,
        name: 'Café Morgenrot',
        slug: 'cafe-morgenrot',
        phone: '+49.15112345678',
        category: { id: 1, name: 'Café', slug: 'cafe' },
        address: 'Friedrichstraße 43, 10117 Berlin',
        lat: 52.5076,
        lng: 13.3904,
        country: 'DE',
        about: 'Coffee roasted in Kreuzberg.',
        opening_hours: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:00' },
        photo: { url: 'https://images.example.com/morgenrot.jpg' },
        logo: { url: 'https://images.example.com/morgenrot-logo.png' },
        email: 'hallo@morgenrot.example',
        lang: 'de',
        is_activated: true,
        created_at: '2026-01-05T09:30:00.000Z',
      },
    });
    return pact
      .addInteraction()
      .given(...state('signedIn'))
      .uponReceiving('a request for the signed-in store')
      .withRequest(endpoints.myStore.method, endpoints.myStore.path, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(store))
      .executeTest(
        settled(async (server) => {
          useServer(server, 'signed-in');
          expect(await fetchQuery(myStoreQuery())).toEqual(exampleData(store));
        }),
      );
  });

  it('answers 401 on an expired token, and the app ends the session', () =>
    pact
      .addInteraction()
      .given(...state('expiredSession'))
      .uponReceiving('a request for the signed-in store with an expired token')
      .withRequest(endpoints.myStore.method, endpoints.myStore.path, (b) => b.headers(bearer))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(401)))
      .executeTest(
        settled(async (server) => {
          useServer(server, 'signed-in');
          await expect(fetchQuery(myStoreQuery())).rejects.toMatchObject({ status: 401 });
          expect(accessToken()).toBeNull();
        }),
      ));

  it('counts unread notifications for the bell', () => {
    const page = matchersFor(NotificationList, {
      data: {
        latest: [
          {
            code: 'ntf_q8TmZ2xYw1Lp',
            title: 'New subscriber',
            message: 'Lena subscribed to Coffee Lover.',
            type: 'cust_subscribe',
            reference_id: 31,
            subscription: { id: 31 },
            read_at: null,
            created_at: '2026-11-15T11:00:00.000Z',
          },
        ],
        unread_count: 2,
      },
      paginate: { current_page: 1, next_page: 2, per_page: 1, prev_page: null, total_entries: 2, total_pages: 2 },
    });
    return pact
      .addInteraction()
      .given(...state('unreadNotifications'))
      .uponReceiving('a request for the first notification, for the unread count')
      .withRequest(endpoints.listNotifications.method, endpoints.listNotifications.path, (b) =>
        b.headers(bearer).query({ page: '1', size: '1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        settled(async (server) => {
          useServer(server, 'signed-in');
          expect(await fetchQuery(unreadNotificationsQuery())).toBe(2);
        }),
      );
  });
});
