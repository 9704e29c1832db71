import {
  ConsumerRedemption,
  ConsumerVoucher,
  SubscriberDetail,
  endpoints,
  envelope,
  listEnvelope,
} from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  subscriberQuery,
  subscriberVoucherQuery,
  subscriberVouchersQuery,
  redemptionsQuery,
} from '@/features/subscribers/api';
import {
  answer,
  bearer,
  COFFEE_PLAN,
  errorBody,
  exampleData,
  fetchQuery,
  fillPath,
  newPact,
  onePage,
  pathFromState,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, signedIn } = newPact();

// Example ids; the provider's state hands back its own (fromProviderState).
const SUBSCRIBER_ID = 51;
const VOUCHER_ID = 31;
const PLAN = { id: 12, name: COFFEE_PLAN };
/** The table's path with the state's ids, the examples standing in for them here. */
const fromState = (path: string) =>
  pathFromState(path, { id: ['subscriberId', SUBSCRIBER_ID], voucher_id: ['voucherId', VOUCHER_ID] });

const voucher: ConsumerVoucher = {
  id: VOUCHER_ID,
  name: 'Free cappuccino',
  status: 'published',
  voucher_type: { code: 'GDS', label: 'Goodies' },
  additional_voucher: false,
  max_use_qty: 4,
  used_qty: 1,
  last_used_at: '2026-11-13T12:00:00.000Z',
};

describe('a subscriber', () => {
  it('loads the subscriber detail', () => {
    // Every nullable field is filled, so the pact pins the shape of each rather than a null.
    const detail = matchersFor(envelope(SubscriberDetail), {
      data: {
        id: SUBSCRIBER_ID,
        username: 'lena.k',
        phone: '+49.17012345678',
        voucher_count: 1,
        paid_at: '2026-11-10T12:00:00.000Z',
        plan: PLAN,
        active: true,
        address: 'Hauptstraße 1, 10115 Berlin',
        subscribed_at: '2026-10-11T12:00:00.000Z',
        renewal_at: '2026-12-11T12:00:00.000Z',
        cancel_at: '2026-11-30T23:59:59.000Z',
        total_paid: 43.78,
        redeemed_count: 1,
        memberships: [
          {
            id: 77,
            plan: PLAN,
            status: 'cancelled',
            subscribed_at: '2026-10-11T12:00:00.000Z',
            ends_at: '2026-11-30T23:59:59.000Z',
            renewal_at: null,
            payment_count: 2,
            paid: 43.78,
          },
        ],
      },
    });
    return interaction(
      state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' }),
      'a request for a subscriber',
    )
      .withRequest(endpoints.getSubscriber.method, fromState(endpoints.getSubscriber.path), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(detail))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(subscriberQuery(SUBSCRIBER_ID))).toEqual(exampleData(detail));
        }),
      );
  });

  it('answers 404 for a subscriber the store does not have', () =>
    interaction(
      state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' }),
      'a request for a subscriber that does not exist',
    )
      .withRequest(endpoints.getSubscriber.method, fillPath(endpoints.getSubscriber.path, { id: 999999 }), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404)))
      .executeTest(
        signedIn(async () => {
          await expect(fetchQuery(subscriberQuery(999999))).rejects.toMatchObject({ status: 404 });
        }),
      ));

  it('lists the subscriber’s vouchers with this period’s use', () => {
    const page = matchersFor(listEnvelope(ConsumerVoucher), { data: [voucher], paginate: onePage(10) });
    return interaction(
      state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' }),
      'a request for the vouchers of a subscriber',
    )
      .withRequest(endpoints.subscriberVouchers.method, fromState(endpoints.subscriberVouchers.path), (b) =>
        b.headers(bearer).query({ page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(subscriberVouchersQuery(SUBSCRIBER_ID, 1))).toEqual(answer(page));
        }),
      );
  });

  it('lists the vouchers of one plan the subscriber holds or held', () => {
    const page = matchersFor(listEnvelope(ConsumerVoucher), { data: [voucher], paginate: onePage(10) });
    return interaction(
      state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' }),
      'a request for the vouchers of one plan of a subscriber',
    )
      .withRequest(endpoints.subscriberVouchers.method, fromState(endpoints.subscriberVouchers.path), (b) =>
        b.headers(bearer).query({ page: '1', size: '10', plan_id: M.fromProviderState('${planId}', String(PLAN.id)) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(subscriberVouchersQuery(SUBSCRIBER_ID, 1, PLAN.id))).toEqual(answer(page));
        }),
      );
  });
});

describe('one voucher of a subscriber', () => {
  it('loads the voucher as the subscriber holds it', () => {
    const body = matchersFor(envelope(ConsumerVoucher), { data: voucher });
    return interaction(
      state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' }),
      'a request for one voucher of a subscriber',
    )
      .withRequest(endpoints.subscriberVoucher.method, fromState(endpoints.subscriberVoucher.path), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(subscriberVoucherQuery(SUBSCRIBER_ID, VOUCHER_ID))).toEqual(exampleData(body));
        }),
      );
  });

  it('lists its redemption history, newest first', () => {
    const page = matchersFor(listEnvelope(ConsumerRedemption), {
      data: [{ id: 61, redeemed_at: '2026-11-13T12:00:00.000Z', plan: PLAN }],
      paginate: onePage(10),
    });
    return interaction(
      state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' }),
      'a request for the redemption history of one voucher of a subscriber',
    )
      .withRequest(
        endpoints.subscriberVoucherRedemptions.method,
        fromState(endpoints.subscriberVoucherRedemptions.path),
        (b) => b.headers(bearer).query({ page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(redemptionsQuery(SUBSCRIBER_ID, VOUCHER_ID, 1))).toEqual(answer(page));
        }),
      );
  });
});
