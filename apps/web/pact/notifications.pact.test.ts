import { MarkedRead, Notification, NotificationList, endpoints, envelope } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationPagesQuery, useMarkAllRead, useReadNotification } from '@/features/notifications/api';
import {
  answer,
  exampleData,
  fillPath,
  newPact,
  pathFromState,
  runMutation,
  sentRequests,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { call, unknownId, signedIn } = newPact();

const unread: Notification = {
  code: 'ntf_q8TmZ2xYw1Lp',
  title: 'New subscriber',
  message: 'lena.k subscribed to Coffee Lover.',
  type: 'cust_subscribe',
  reference_id: 31,
  subscription: { id: 4 },
  read_at: null,
  created_at: '2026-11-14T12:00:00.000Z',
};

describe('the notification list', () => {
  it('answers the newest page with the unread count', () => {
    const body = matchersFor(NotificationList, {
      data: { latest: [unread], unread_count: 2 },
      paginate: { current_page: 1, next_page: null, per_page: 20, prev_page: null, total_entries: 2, total_pages: 1 },
    });
    return call(
      state('unreadNotifications'),
      'a request for the first page of notifications',
      endpoints.listNotifications,
      {
        query: { page: '1', size: '20' },
      },
    )
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
          const pages = await client.fetchInfiniteQuery(notificationPagesQuery());
          expect(pages.pages).toEqual([answer(body)]);
        }),
      );
  });
});

describe('reading notifications', () => {
  it('marks every notification read', () => {
    const body = matchersFor(envelope(MarkedRead), { data: { updated: 2 } });
    return (
      // No body and no Content-Type: the provider must take a body-less POST as it is.
      call(state('unreadNotifications'), 'a request to mark all notifications read', endpoints.markAllNotificationsRead)
        .willRespondWith(200, (b) => b.jsonBody(body))
        .executeTest(
          signedIn(async () => {
            const sent = await sentRequests(async () => {
              expect(await runMutation(useMarkAllRead, undefined)).toEqual(exampleData(body));
            });
            expect(sent).toHaveLength(1);
            expect(sent[0]!.headers.has('content-type')).toBe(false);
            expect(sent[0]!.body).toBeUndefined();
          }),
        )
    );
  });

  it('opens one notification, which marks it read', () => {
    const body = matchersFor(envelope(Notification), {
      data: { ...unread, read_at: '2026-11-15T12:00:00.000Z' },
    }) as { data: Record<string, unknown> };
    // Opened means read: read_at is a time, never null, in this answer.
    const read = { data: { ...body.data, code: M.fromProviderState('${code}', unread.code) } };
    return call(state('unreadNotifications'), 'a request for one unread notification', endpoints.readNotification, {
      path: pathFromState(endpoints.readNotification.path, { code: ['code', unread.code] }),
    })
      .willRespondWith(200, (b) => b.jsonBody(read))
      .executeTest(
        signedIn(async () => {
          const marked = await runMutation(useReadNotification, unread.code);
          expect(marked).toMatchObject({ code: unread.code, read_at: expect.any(String) });
        }),
      );
  });

  it('answers 404 for a notification the store does not have', () =>
    unknownId(
      state('signedIn'),
      'a request for an unknown notification',
      endpoints.readNotification,
      () => runMutation(useReadNotification, 'ntf_unknown'),
      fillPath(endpoints.readNotification.path, { code: 'ntf_unknown' }),
    ));
});
