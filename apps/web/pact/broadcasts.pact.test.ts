import { Broadcast, BroadcastDetail, Paginate, endpoints, envelope, listEnvelope } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { broadcastQuery, broadcastsQuery, useRequestBroadcast } from '@/features/broadcasts/api';
import { listInput } from '@/features/broadcasts/list-params';
import {
  answer,
  bearer,
  COFFEE_PLAN,
  errorBody,
  exampleData,
  fetchQuery,
  newPact,
  pathFromState,
  runMutation,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, signedIn } = newPact();
/** The state's plan, and the part of its name the broadcast search sends (in lower case: the search ignores case). */
const PLAN_STATE = { planName: COFFEE_PLAN, search: 'coffee' };

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

const paginate = { current_page: 1, next_page: null, per_page: 10, prev_page: null, total_entries: 1, total_pages: 1 };

describe('the broadcast list', () => {
  it('answers the first page, newest first', () => {
    const body = matchersFor(listEnvelope(Broadcast), { data: [example()], paginate });
    return interaction(state('storeWithBroadcasts', PLAN_STATE), 'a request for the first page of broadcasts')
      .withRequest(endpoints.listBroadcasts.method, endpoints.listBroadcasts.path, (b) =>
        b.headers(bearer).query({ page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          const input = listInput({ q: '', page: 1, status: '', sort: '' });
          expect(await fetchQuery(broadcastsQuery(input))).toEqual(answer(body));
        }),
      );
  });

  it('searches by plan name, filters by status and sorts by date', () => {
    // The requested broadcast matches: its plan and its status are pinned, the rest by type.
    const body = { data: M.eachLike(pinned), paginate: matchersFor(Paginate, paginate) };
    return interaction(
      state('storeWithBroadcasts', PLAN_STATE),
      'a search for pending broadcasts of a plan, earliest first',
    )
      .withRequest(endpoints.listBroadcasts.method, endpoints.listBroadcasts.path, (b) =>
        b.headers(bearer).query({ page: '1', size: '10', q: PLAN_STATE.search, status: 'Request', sort: 'date_asc' }),
      )
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
    return interaction(state('storeWithBroadcasts', PLAN_STATE), 'a request for a sent broadcast')
      .withRequest(
        endpoints.getBroadcast.method,
        pathFromState(endpoints.getBroadcast.path, { id: ['sentBroadcastId', SENT_ID] }),
        (b) => b.headers(bearer),
      )
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(broadcastQuery(SENT_ID))).toEqual(answer(body));
        }),
      );
  });

  it('answers 404 for a broadcast the store does not have', () =>
    interaction(state('storeWithBroadcasts', PLAN_STATE), 'a request for a broadcast that does not exist')
      .withRequest(endpoints.getBroadcast.method, endpoints.getBroadcast.path.replace('{id}', '999999'), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404)))
      .executeTest(
        signedIn(async () => {
          await expect(fetchQuery(broadcastQuery(999999))).rejects.toMatchObject({ status: 404 });
        }),
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

  it('stores the request as pending, in the stored language', () => {
    const scheduledAt = '2026-11-16T12:00:00.000Z';
    const request = {
      ...form,
      subscription_id: M.fromProviderState('${planId}', form.subscription_id),
      voucher_id: M.fromProviderState('${voucherId}', form.voucher_id),
      scheduled_at: M.fromProviderState('${scheduledAt}', scheduledAt),
      lang: 'de',
    };
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
    return interaction(
      state('storeWithBroadcasts', PLAN_STATE),
      'a broadcast request for a plan and one of its vouchers',
    )
      .withRequest(endpoints.requestBroadcast.method, endpoints.requestBroadcast.path, (b) =>
        b.headers(bearer).jsonBody(request),
      )
      .willRespondWith(201, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          expect(await runMutation(useRequestBroadcast, { ...form, scheduled_at: scheduledAt })).toEqual(
            exampleData(body),
          );
        }),
      );
  });

  it('answers 422 on scheduled_at for a time in the past', () => {
    const past = '2020-01-01T09:00:00.000Z';
    const request = {
      ...form,
      subscription_id: M.fromProviderState('${planId}', form.subscription_id),
      voucher_id: M.fromProviderState('${voucherId}', form.voucher_id),
      scheduled_at: past,
      lang: 'de',
    };
    return interaction(state('storeWithBroadcasts', PLAN_STATE), 'a broadcast request for a time in the past')
      .withRequest(endpoints.requestBroadcast.method, endpoints.requestBroadcast.path, (b) =>
        b.headers(bearer).jsonBody(request),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody(422, ['scheduled_at'])))
      .executeTest(
        signedIn(async () => {
          await expect(runMutation(useRequestBroadcast, { ...form, scheduled_at: past })).rejects.toMatchObject({
            status: 422,
            errors: { scheduled_at: [expect.any(String)] },
          });
        }),
      );
  });
});
