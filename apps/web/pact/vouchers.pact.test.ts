import { Voucher, VoucherBody, VoucherHolder, VoucherListItem, endpoints, envelope, type z } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  useCreateVoucher,
  useDeleteVoucher,
  useUpdateVoucher,
  voucherHoldersQuery,
  voucherListQuery,
  voucherQuery,
} from '@/features/vouchers/api';
import {
  COFFEE_PLAN,
  errorBody,
  exampleData,
  fetchQuery,
  firstPage,
  newPact,
  pathFromState,
  runMutation,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { call, answers, refused, unknownId, signedIn } = newPact();

// Example id; the provider's state hands back its own (fromProviderState).
const VOUCHER_ID = 31;
const voucherPath = (path: string) => pathFromState(path, { id: ['voucherId', VOUCHER_ID] });

const PLAN = { id: 12, name: COFFEE_PLAN };
/** The state's goodie, and the part of its name the voucher search sends. */
const GOODIE = { voucherName: 'Free cappuccino', search: 'cappuccino' };

// Every nullable field is filled, so the pact pins the shape of each rather than a null.
const cappuccino: Voucher = {
  id: VOUCHER_ID,
  name: GOODIE.voucherName,
  status: 'published',
  voucher_type: { code: 'GDS', label: 'Goodies' },
  value: 3.6,
  quantity: 500,
  start_date: '2026-01-01',
  end_date: '2027-12-31',
  schedule: { start_time: '08:00', end_time: '18:00', days: ['sat', 'sun'] },
  category: 'drink',
  informations: ['Show the code at the counter'],
  terms_and_conditions: 'One per visit.',
  plans: [PLAN],
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
};
const { informations: _i, terms_and_conditions: _t, schedule: _s, ...listItem } = cappuccino;
const row: VoucherListItem = listItem;

const { id: _id, plans: _p, created_at: _c, updated_at: _u, voucher_type: _type, ...fields } = cappuccino;
/** What the form sends: every field of VoucherBody, the voucher's own. */
const body: z.output<typeof VoucherBody> = { ...fields, voucher_type: 'GDS', status: 'published' };
// The request is pinned as sent: the provider receives exactly these fields.
const bodyMatchers = matchersFor(VoucherBody, body);

describe('the voucher list', () => {
  it('lists the first page, newest first', () => {
    const page = firstPage(VoucherListItem, [row]);
    return answers(
      call(state('vouchersInPlan', GOODIE), 'a request for the first page of vouchers', endpoints.listVouchers, {
        query: { page: '1', size: '10' },
      }),
      page,
      () => fetchQuery(voucherListQuery({ page: 1, size: 10 })),
    );
  });

  it('searches by name and filters by type and status', () => {
    const page = firstPage(VoucherListItem, [row]);
    const query = { q: GOODIE.search, voucher_type: 'GDS', status: 'published', page: 1, size: 10 } as const;
    const description = 'a request for published goodies named like "cappuccino"';
    return answers(
      call(state('vouchersInPlan', GOODIE), description, endpoints.listVouchers, {
        query: { ...query, page: '1', size: '10' },
      }),
      page,
      () => fetchQuery(voucherListQuery(query)),
    );
  });
});

describe('one voucher', () => {
  it('loads every field of the voucher, with the plans that use it', () => {
    const detail = matchersFor(envelope(Voucher), { data: cappuccino });
    return answers(
      call(state('vouchersInPlan', GOODIE), 'a request for a voucher', endpoints.getVoucher, {
        path: voucherPath(endpoints.getVoucher.path),
      }),
      detail,
      () => fetchQuery(voucherQuery(VOUCHER_ID)),
      { seen: exampleData },
    );
  });

  it('answers 404 for a voucher the store does not have', () =>
    unknownId(
      state('vouchersInPlan', GOODIE),
      'a request for a voucher that does not exist',
      endpoints.getVoucher,
      (id) => fetchQuery(voucherQuery(id)),
    ));

  it('lists the fans who hold it, with their use this month', () => {
    const page = firstPage(VoucherHolder, [
      {
        id: 51,
        username: 'lena.k',
        phone: '+49.17012345678',
        plan_name: COFFEE_PLAN,
        used_qty: 0,
        max_use_qty: 4,
        subscribed_at: '2026-11-10T12:00:00.000Z',
      },
    ]);
    const description = 'a request for the first page of fans holding a voucher';
    return answers(
      call(state('vouchersInPlan', GOODIE), description, endpoints.voucherSubscribers, {
        path: voucherPath(endpoints.voucherSubscribers.path),
        query: { page: '1', size: '10' },
      }),
      page,
      () => fetchQuery(voucherHoldersQuery(VOUCHER_ID, 1)),
    );
  });
});

describe('saving a voucher', () => {
  it('creates a voucher from every field of the form', () => {
    const created = matchersFor(envelope(Voucher), { data: { ...cappuccino, plans: [PLAN] } });
    // A new voucher is in no plan: the answer's plans are pinned as an empty list.
    const inNoPlan = { data: { ...(created as { data: object }).data, plans: [] } };
    return answers(
      call(state('signedIn'), 'a voucher with every field', endpoints.createVoucher, { body: bodyMatchers }),
      inNoPlan,
      () => runMutation(useCreateVoucher, body),
      { status: 201, seen: exampleData },
    );
  });

  it('answers 422 naming every bad field', () => {
    const bad: z.output<typeof VoucherBody> = { ...body, name: 'A', voucher_type: 'DFP', value: -1 };
    const description = 'a voucher with a too short name and a negative value';
    const request = call(state('signedIn'), description, endpoints.createVoucher, { body: bad });
    return refused(request, 422, ['name', 'value'], () => runMutation(useCreateVoucher, bad));
  });

  it('updates a voucher that a plan uses, keeping it published', () => {
    const renamed = { ...body, name: 'Free cappuccino or latte' };
    const updated = matchersFor(envelope(Voucher), { data: { ...cappuccino, name: renamed.name } });
    return answers(
      call(state('vouchersInPlan', GOODIE), 'an update of a voucher', endpoints.updateVoucher, {
        path: voucherPath(endpoints.updateVoucher.path),
        body: { ...(bodyMatchers as object), name: renamed.name },
      }),
      updated,
      () => runMutation(() => useUpdateVoucher(VOUCHER_ID), renamed),
      { seen: exampleData },
    );
  });
});

describe('deleting a voucher', () => {
  it('deletes a voucher that nothing uses', () => {
    const deleted = matchersFor(endpoints.deleteVoucher.response, { data: { id: VOUCHER_ID, deleted: true } });
    return answers(
      call(state('unusedVoucher'), 'a deletion of an unused voucher', endpoints.deleteVoucher, {
        path: voucherPath(endpoints.deleteVoucher.path),
      }),
      deleted,
      () => runMutation(() => useDeleteVoucher(VOUCHER_ID), undefined),
      { seen: exampleData },
    );
  });

  it('refuses with 409 to delete a voucher that a plan uses, saying why', () =>
    call(state('vouchersInPlan', GOODIE), 'a deletion of a voucher that a plan uses', endpoints.deleteVoucher, {
      path: voucherPath(endpoints.deleteVoucher.path),
    })
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody(409, [], 'This voucher is used by the plan "Coffee Lover". Remove it from the plan first.'),
        ),
      )
      .executeTest(
        signedIn(async () => {
          await expect(runMutation(() => useDeleteVoucher(VOUCHER_ID), undefined)).rejects.toMatchObject({
            status: 409,
            userMessage: expect.any(String),
          });
        }),
      ));
});
