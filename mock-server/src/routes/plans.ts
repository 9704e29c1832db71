import { NO_PUBLISHED_VOUCHER_MESSAGE, type ParsedBody } from '@mbo/contracts';
import { voucherStatus } from '../domain/vouchers';
import { conflict, invalid, notFound } from '../errors';
import { cents, dateOnly } from '../format';
import { listAnswer, pageOf } from '../paginate';
import type { PlanFields, PlanVoucherFields } from '../repo/plans';
import type { HandlerFactory } from './types';

type Body = ParsedBody<'createPlan'>;

const fieldsOf = (body: Body): PlanFields => ({
  name: body.name,
  priceCents: cents(body.price),
  billingPeriodId: body.billing_period_id,
  howToUse: body.how_to_use ?? [],
  perksAndBenefits: body.perks_and_benefits ?? [],
  termsAndConditions: body.terms_and_conditions ?? '',
});

const vouchersOf = (body: Body): PlanVoucherFields[] =>
  body.vouchers.map((v) => ({
    voucherId: v.voucher_id,
    maxUseQty: v.max_use_qty,
    additionalVoucher: Boolean(v.additional_voucher),
  }));

export const createPlanHandlers: HandlerFactory<
  | 'billingPeriods'
  | 'listPlans'
  | 'createPlan'
  | 'getPlan'
  | 'updatePlan'
  | 'deletePlan'
  | 'listSubscribers'
  | 'getSubscriber'
> = (deps) => {
  const { clock } = deps;
  const { plans, subscribers, transaction } = deps.repos;

  const load = (storeId: number, id: number) => {
    const plan = plans.get(storeId, id, clock.now());
    if (!plan) throw notFound('Plan');
    return plan;
  };

  /** Every rule on a plan body against stored data; throws one 422 naming every bad field. */
  const validate = (storeId: number, body: Body) => {
    const today = dateOnly(clock.now());
    if (!plans.hasPublishedVoucher(storeId, today)) {
      throw invalid({ vouchers: NO_PUBLISHED_VOUCHER_MESSAGE }, NO_PUBLISHED_VOUCHER_MESSAGE);
    }
    const errors: Record<string, string> = {};
    if (!plans.periodExists(body.billing_period_id)) errors.billing_period_id = 'This billing period does not exist';
    const found = new Map(
      plans
        .vouchersOfStore(
          storeId,
          body.vouchers.map((v) => v.voucher_id),
        )
        .map((v) => [v.id, v]),
    );
    body.vouchers.forEach((v, i) => {
      const row = found.get(v.voucher_id);
      const status = row ? voucherStatus(row.status, row.endDate, today) : null;
      if (status === null) errors[`vouchers.${i}.voucher_id`] = 'This voucher does not exist';
      else if (status === 'expired') errors[`vouchers.${i}.voucher_id`] = 'This voucher has expired';
      else if (status === 'draft') errors[`vouchers.${i}.voucher_id`] = 'Only published vouchers can join a plan';
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  };

  const create = transaction((storeId: number, body: Body) =>
    plans.create(storeId, fieldsOf(body), vouchersOf(body), clock.now()),
  );
  const update = transaction((storeId: number, planId: number, body: Body) =>
    plans.update(storeId, planId, fieldsOf(body), vouchersOf(body)),
  );

  return {
    billingPeriods: () => ({ data: plans.periods() }),

    listPlans: ({ storeId, query }) => listAnswer(plans.list(storeId, query.q, clock.now(), pageOf(query)), query),

    createPlan: ({ storeId, body }) => {
      validate(storeId, body);
      return { data: load(storeId, create(storeId, body)) };
    },

    getPlan: ({ storeId, params }) => ({ data: load(storeId, params.id) }),

    updatePlan: ({ storeId, params, body }) => {
      if (!plans.exists(storeId, params.id)) throw notFound('Plan');
      validate(storeId, body);
      update(storeId, params.id, body);
      return { data: load(storeId, params.id) };
    },

    deletePlan: ({ storeId, params }) => {
      if (!plans.exists(storeId, params.id)) throw notFound('Plan');
      const stats = plans.membershipStats(params.id, clock.now());
      if (stats.active > 0) {
        throw conflict(
          'This plan still has active subscribers. It can be deleted once their subscriptions have ended.',
        );
      }
      // Memberships, payments and broadcasts keep pointing at the plan: the reports, invoices and
      // broadcast history need it, so a plan with a past is kept rather than half-deleted.
      if (stats.total > 0) throw conflict('This plan has past subscribers and is kept for the reports');
      if (plans.isBroadcast(params.id))
        throw conflict('This plan has broadcasts and is kept for the broadcast history');
      plans.remove(storeId, params.id);
      return { data: { id: params.id, deleted: true as const } };
    },

    listSubscribers: ({ storeId, query }) =>
      listAnswer(subscribers.list(storeId, query, clock.now(), pageOf(query)), query),

    getSubscriber: ({ storeId, params }) => {
      const detail = subscribers.detail(storeId, params.id, clock.now());
      if (!detail) throw notFound('Subscriber');
      return { data: detail };
    },
  };
};
