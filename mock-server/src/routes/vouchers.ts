import type { ParsedBody } from '@mbo/contracts';
import { conflict, invalid, notFound } from '../errors';
import { dateOnly } from '../format';
import { listAnswer, pageOf } from '../paginate';
import type { VoucherFields } from '../repo/vouchers';
import type { HandlerFactory } from './types';

type Body = ParsedBody<'createVoucher'>;

const quote = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/** The stored fields from a body; a body without a start date takes `startDate` (today on create, kept on update). */
const fieldsOf = (body: Body, startDate: string): VoucherFields => ({
  name: body.name,
  voucherType: body.voucher_type,
  value: body.value,
  status: body.status,
  quantity: body.quantity ?? null,
  startDate: body.start_date ?? startDate,
  endDate: body.end_date ?? null,
  schedule: body.schedule ?? null,
  category: body.category ?? null,
  informations: body.informations ?? [],
  termsAndConditions: body.terms_and_conditions ?? '',
});

export const createVoucherHandlers: HandlerFactory<
  | 'listVouchers'
  | 'createVoucher'
  | 'getVoucher'
  | 'updateVoucher'
  | 'deleteVoucher'
  | 'voucherSubscribers'
  | 'subscriberVouchers'
  | 'subscriberVoucher'
  | 'subscriberVoucherRedemptions'
> = (deps) => {
  const { clock } = deps;
  const { vouchers, subscribers, voucherUse: use } = deps.repos;

  const today = () => dateOnly(clock.now());

  const load = (storeId: number, id: number) => {
    const row = vouchers.row(storeId, id);
    if (!row) throw notFound('Voucher');
    return row;
  };

  /**
   * A voucher as the fan holds it under their latest membership whose plan has it (a fan may hold
   * two plans); 404 when none has.
   */
  const heldVoucher = (storeId: number, subscriberId: number, voucherId: number) => {
    if (!subscribers.exists(storeId, subscriberId)) throw notFound('Subscriber');
    for (const membership of subscribers.memberships(subscriberId)) {
      const held = use.consumerVoucher(subscriberId, membership, voucherId, clock.now());
      if (held) return held;
    }
    throw notFound('Voucher');
  };

  return {
    listVouchers: ({ storeId, query }) => listAnswer(vouchers.list(storeId, query, today(), pageOf(query)), query),

    createVoucher: ({ storeId, body }) => {
      const day = today();
      // A voucher born expired is a typo, not an intent; editing an old voucher stays possible.
      if (body.end_date && body.end_date < day) throw invalid({ end_date: 'The end date has already passed' });
      return { data: vouchers.present(vouchers.create(storeId, fieldsOf(body, day), clock.now()), day) };
    },

    getVoucher: ({ storeId, params }) => ({ data: vouchers.present(load(storeId, params.id), today()) }),

    updateVoucher: ({ storeId, params, body }) => {
      const row = load(storeId, params.id);
      const day = today();
      if (body.status === 'draft' && vouchers.planNames(row.id).length > 0) {
        throw conflict('This voucher is used by a plan and must stay published');
      }
      if (body.end_date && body.end_date !== row.endDate && body.end_date < day) {
        throw invalid({ end_date: 'The end date has already passed' });
      }
      // The schema compares the dates only when both are sent; a kept start date is checked here.
      if (!body.start_date && body.end_date && body.end_date < row.startDate) {
        throw invalid({ end_date: 'End date is before the start date' });
      }
      const updated = vouchers.update(storeId, row.id, fieldsOf(body, row.startDate), clock.now());
      return { data: vouchers.present(updated, day) };
    },

    deleteVoucher: ({ storeId, params }) => {
      const row = load(storeId, params.id);
      const names = vouchers.planNames(row.id);
      if (names.length === 1) {
        throw conflict(`This voucher is used by the plan ${quote(names)}. Remove it from the plan first.`);
      }
      if (names.length > 1) {
        throw conflict(`This voucher is used by the plans ${quote(names)}. Remove it from these plans first.`);
      }
      // Redemptions and broadcasts point at the voucher; reports and the broadcast history need it.
      if (vouchers.isRedeemed(row.id)) throw conflict('This voucher has been redeemed and is kept for the reports');
      if (vouchers.isBroadcast(row.id))
        throw conflict('This voucher has been broadcast and is kept for the broadcast history');
      vouchers.remove(storeId, row.id);
      return { data: { id: row.id, deleted: true as const } };
    },

    voucherSubscribers: ({ storeId, params, query }) => {
      const voucher = load(storeId, params.id);
      return listAnswer(use.holders(voucher.id, storeId, clock.now(), pageOf(query)), query);
    },

    subscriberVouchers: ({ storeId, params, query }) => {
      if (!subscribers.exists(storeId, params.id)) throw notFound('Subscriber');
      // The vouchers of the latest membership's plan (active or not), or of the plan asked for.
      const held = subscribers.memberships(params.id);
      const membership = query.plan_id ? held.find((m) => m.planId === query.plan_id) : held[0];
      if (!membership) {
        if (query.plan_id) throw notFound('Plan');
        return listAnswer({ rows: [], total: 0 }, query);
      }
      return listAnswer(use.consumerVouchers(params.id, membership, clock.now(), pageOf(query)), query);
    },

    subscriberVoucher: ({ storeId, params }) => ({
      data: heldVoucher(storeId, params.id, params.voucher_id),
    }),

    subscriberVoucherRedemptions: ({ storeId, params, query }) => {
      heldVoucher(storeId, params.id, params.voucher_id);
      return listAnswer(use.redemptionHistory(params.id, params.voucher_id, pageOf(query)), query);
    },
  };
};
