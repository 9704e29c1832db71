import { Broadcast, BroadcastDetail, Paginate, endpoints, envelope } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { broadcastQuery, broadcastsQuery, useRequestBroadcast } from '@/features/broadcasts/api';
import { listInput } from '@/features/broadcasts/list-params';
import {
  COFFEE_PLAN,
  exampleData,
  fetchQuery,
  firstPage,
  newPact,
  onePage,
  pathFromState,
  runMutation,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { call, answers, refused, unknownId, signedIn } = newPact();
/** The state's plan, and the part of its name the broadcast search sends (in lower case: the search ignores case). */
const PLAN_STATE = { planName: COFFEE_PLAN, search: 'coffee' };
/** The provider state of every interaction here: the plan's broadcasts, sent, pending and cancelled. */
const GIVEN = state('storeWithBroadcasts', PLAN_STATE);

const example = (patch: Partial<Broadcast> = {}): Broadcast => ({
  id: 16,
  name: COFFEE_PLAN,
  description: 'Cake is back on Friday.',
  plan_id: 4,
  plan_name: COFFEE_PLAN,
  voucher_id: 11,
  voucher_name: 'Free cappuccino',
  scheduled_at: '2026-11-17T12:00:00.000Z',
  status: 'Request',
  lang: 'en',
  recipients: 1,
  created_at: '2026-11-14T12:00:00.000Z',
  ...patch,
});

describe('the broadcast list', () => {
  it('answers the first page, newest first', () => {
    const body = firstPage(Broadcast, [example()]);
    const request = call(GIVEN, 'a request for the first page of broadcasts', endpoints.listBroadcasts, {
      query: { page: '1', size: '10' },
    });
    const input = listInput({ q: '', page: 1, status: '', sort: '' });
    return answers(request, body, () => fetchQuery(broadcastsQuery(input)));
  });

  it('searches by plan name, filters by status and sorts by date', () => {
    // The requested broadcast matches: its plan and its status are pinned, the rest by type.
    const body = { data: M.eachLike(pinned), paginate: matchersFor(Paginate, onePage(10)) };
    return call(GIVEN, 'a search for pending broadcasts of a plan, earliest first', endpoints.listBroadcasts, {
      query: { page: '1', size: '10', q: PLAN_STATE.search, status: 'Request', sort: 'date_asc' },
    })
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          const input = listInput({ q: PLAN_STATE.search, page: 1, status: 'pending', sort: 'date' });
          const answer = await fetchQuery(broadcastsQuery(input));
          expect(answer.data[0]).toMatchObject({ plan_name: COFFEE_PLAN, status: 'Request' });
        }),
      );
  });
});

describe('one broadcast', () => {
  const SENT_ID = 15;
  it('answers a sent broadcast with when it was sent and how many fans it reached', () => {
    const body = matchersFor(envelope(BroadcastDetail), {
      data: {
        ...example({ id: SENT_ID, description: 'Your cappuccino is waiting.', status: 'Success' }),
        sent_at: '2026-11-12T12:01:00.000Z',
        failure_reason: null,
      },
    });
    const request = call(GIVEN, 'a request for a sent broadcast', endpoints.getBroadcast, {
      path: pathFromState(endpoints.getBroadcast.path, { id: ['sentBroadcastId', SENT_ID] }),
    });
    return answers(request, body, () => fetchQuery(broadcastQuery(SENT_ID)));
  });

  it('answers 404 for a broadcast the store does not have', () =>
    unknownId(GIVEN, 'a request for a broadcast that does not exist', endpoints.getBroadcast, (id) =>
      fetchQuery(broadcastQuery(id)),
    ));
});

// What the filtered list must answer literally; everything else is matched by type.
const pinned = {
  id: M.integer(16),
  name: M.string(COFFEE_PLAN),
  description: M.string('Cake is back on Friday.'),
  plan_id: M.integer(4),
  plan_name: COFFEE_PLAN,
  voucher_id: M.integer(11),
  voucher_name: M.string('Free cappuccino'),
  scheduled_at: M.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-17T12:00:00.000Z'),
  status: 'Request',
  lang: M.regex('^(en|de)$', 'en'),
  recipients: M.integer(1),
  created_at: M.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-14T12:00:00.000Z'),
};

describe('requesting a broadcast', () => {
  const form = { description: 'Cake is back on Friday, come and try it!', subscription_id: 4, voucher_id: 11 };
  /** What the app sends for the form at `scheduledAt`: the state's plan and voucher, in the stored language. */
  const sentFor = (scheduledAt: unknown) => ({
    ...form,
    subscription_id: M.fromProviderState('${planId}', form.subscription_id),
    voucher_id: M.fromProviderState('${voucherId}', form.voucher_id),
    scheduled_at: scheduledAt,
    lang: 'de',
  });

  it('stores the request as pending, in the stored language', () => {
    const scheduledAt = '2026-11-16T12:00:00.000Z';
    const request = sentFor(M.fromProviderState('${scheduledAt}', scheduledAt));
    const created = matchersFor(envelope(Broadcast), {
      data: example({
        id: 17,
        description: form.description,
        scheduled_at: scheduledAt,
        lang: 'de',
        created_at: '2026-11-15T12:00:00.000Z',
      }),
    }) as { data: Record<string, unknown> };
    const body = { data: { ...created.data, status: 'Request', lang: 'de' } };
    const sent = call(GIVEN, 'a broadcast request for a plan and one of its vouchers', endpoints.requestBroadcast, {
      body: request,
    });
    return answers(sent, body, () => runMutation(useRequestBroadcast, { ...form, scheduled_at: scheduledAt }), {
      status: 201,
      seen: exampleData,
    });
  });

  it('answers 422 on scheduled_at for a time in the past', () => {
    const past = '2020-01-01T09:00:00.000Z';
    const request = sentFor(past);
    return refused(
      call(GIVEN, 'a broadcast request for a time in the past', endpoints.requestBroadcast, { body: request }),
      422,
      ['scheduled_at'],
      () => runMutation(useRequestBroadcast, { ...form, scheduled_at: past }),
    );
  });
});
