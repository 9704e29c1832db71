import { ConsumerRedemption, ConsumerVoucher, SubscriberDetail, endpoints, envelope } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import {
  subscriberQuery,
  subscriberVoucherQuery,
  subscriberVouchersQuery,
  redemptionsQuery,
} from '@/features/subscribers/api';
import {
  CAPPUCCINO,
  COFFEE_PLAN,
  exampleData,
  fetchQuery,
  firstPage,
  newPact,
  pathFromState,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { call, answers, unknownId } = newPact();
/** The provider state of every interaction here: a plan with a subscriber. */
const GIVEN = state('planWithSubscriber', { planName: COFFEE_PLAN, search: 'Coffee' });

// Example ids; the provider's state hands back its own (fromProviderState).
const SUBSCRIBER_ID = 51;
const VOUCHER_ID = CAPPUCCINO.id;
const PLAN = { id: 12, name: COFFEE_PLAN };
/** The table's path with the state's ids, the examples standing in for them here. */
const fromState = (path: string) =>
  pathFromState(path, { id: ['subscriberId', SUBSCRIBER_ID], voucher_id: ['voucherId', VOUCHER_ID] });

const voucher: ConsumerVoucher = {
  ...CAPPUCCINO,
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
    const request = call(GIVEN, 'a request for a subscriber', endpoints.getSubscriber, {
      path: fromState(endpoints.getSubscriber.path),
    });
    return answers(request, detail, () => fetchQuery(subscriberQuery(SUBSCRIBER_ID)), { seen: exampleData });
  });

  it('answers 404 for a subscriber the store does not have', () =>
    unknownId(GIVEN, 'a request for a subscriber that does not exist', endpoints.getSubscriber, (id) =>
      fetchQuery(subscriberQuery(id)),
    ));

  it('lists the subscriber’s vouchers with this period’s use', () => {
    const page = firstPage(ConsumerVoucher, [voucher]);
    const request = call(GIVEN, 'a request for the vouchers of a subscriber', endpoints.subscriberVouchers, {
      path: fromState(endpoints.subscriberVouchers.path),
      query: { page: '1', size: '10' },
    });
    return answers(request, page, () => fetchQuery(subscriberVouchersQuery(SUBSCRIBER_ID, 1)));
  });

  it('lists the vouchers of one plan the subscriber holds or held', () => {
    const page = firstPage(ConsumerVoucher, [voucher]);
    const request = call(
      GIVEN,
      'a request for the vouchers of one plan of a subscriber',
      endpoints.subscriberVouchers,
      {
        path: fromState(endpoints.subscriberVouchers.path),
        query: { page: '1', size: '10', plan_id: M.fromProviderState('${planId}', String(PLAN.id)) },
      },
    );
    return answers(request, page, () => fetchQuery(subscriberVouchersQuery(SUBSCRIBER_ID, 1, PLAN.id)));
  });
});

describe('one voucher of a subscriber', () => {
  it('loads the voucher as the subscriber holds it', () => {
    const body = matchersFor(envelope(ConsumerVoucher), { data: voucher });
    const request = call(GIVEN, 'a request for one voucher of a subscriber', endpoints.subscriberVoucher, {
      path: fromState(endpoints.subscriberVoucher.path),
    });
    return answers(request, body, () => fetchQuery(subscriberVoucherQuery(SUBSCRIBER_ID, VOUCHER_ID)), {
      seen: exampleData,
    });
  });

  it('lists its redemption history, newest first', () => {
    const page = firstPage(ConsumerRedemption, [{ id: 61, redeemed_at: '2026-11-13T12:00:00.000Z', plan: PLAN }]);
    const description = 'a request for the redemption history of one voucher of a subscriber';
    const request = call(GIVEN, description, endpoints.subscriberVoucherRedemptions, {
      path: fromState(endpoints.subscriberVoucherRedemptions.path),
      query: { page: '1', size: '10' },
    });
    return answers(request, page, () => fetchQuery(redemptionsQuery(SUBSCRIBER_ID, VOUCHER_ID, 1)));
  });
});
