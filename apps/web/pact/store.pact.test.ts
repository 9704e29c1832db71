import { NotificationList, Store, endpoints, envelope } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { unreadNotificationsQuery } from '@/features/store/api';
import { myStoreQuery } from '@/lib/my-store';
import { accessToken } from '@/lib/session';
import { exampleData, fetchQuery, newPact, pactStore, state } from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { call, answers, refused, signedIn } = newPact();

describe('the store header', () => {
  it('loads the signed-in store', () => {
    const store = matchersFor(envelope(Store), { data: pactStore });
    return answers(
      call(state('signedIn'), 'a request for the signed-in store', endpoints.myStore),
      store,
      () => fetchQuery(myStoreQuery()),
      { seen: exampleData },
    );
  });

  it('answers 401 on an expired token, and the app ends the session', async () => {
    const description = 'a request for the signed-in store with an expired token';
    await refused(call(state('expiredSession'), description, endpoints.myStore), 401, [], () =>
      fetchQuery(myStoreQuery()),
    );
    expect(accessToken()).toBeNull();
  });

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
    const description = 'a request for the first notification, for the unread count';
    return call(state('unreadNotifications'), description, endpoints.listNotifications, {
      query: { page: '1', size: '1' },
    })
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(unreadNotificationsQuery())).toBe(2);
        }),
      );
  });
});
