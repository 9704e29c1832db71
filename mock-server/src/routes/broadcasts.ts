import { deliverDueBroadcasts } from '../domain/scheduler';
import { invalid, notFound } from '../errors';
import { listAnswer, pageOf } from '../paginate';
import type { HandlerFactory } from './types';

export const createBroadcastHandlers: HandlerFactory<'requestBroadcast' | 'listBroadcasts' | 'getBroadcast'> = (
  deps,
) => {
  const { repos, clock } = deps;
  const { broadcasts, plans, vouchers } = repos;

  return {
    requestBroadcast: ({ storeId, body }) => {
      const now = clock.now();
      // Plan and voucher ids are body fields, so a foreign or unknown id is a field error, not a 404.
      const errors: Record<string, string> = {};
      const planFound = plans.exists(storeId, body.subscription_id);
      if (!planFound) errors.subscription_id = 'Subscription plan not found';
      if (!vouchers.exists(storeId, body.voucher_id)) errors.voucher_id = 'Voucher not found';
      else if (planFound && !plans.hasVoucher(body.subscription_id, body.voucher_id))
        errors.voucher_id = 'This voucher is not part of the subscription plan';
      const scheduledAt = Date.parse(body.scheduled_at);
      if (!(scheduledAt > now)) errors.scheduled_at = 'The broadcast time must be in the future';
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const broadcast = broadcasts.request(
        {
          storeId,
          planId: body.subscription_id,
          voucherId: body.voucher_id,
          description: body.description,
          scheduledAt,
          lang: body.lang,
          recipients: broadcasts.reach(body.subscription_id, now),
        },
        now,
      );
      return { data: broadcast };
    },

    listBroadcasts: ({ storeId, query }) => {
      // Deliver what is due first, so the list never shows a stale Request.
      deliverDueBroadcasts(repos, clock.now(), storeId);
      const filter = { status: query.status, q: query.q || undefined };
      return listAnswer(broadcasts.page(storeId, filter, query.sort ?? 'newest', pageOf(query)), query);
    },

    getBroadcast: ({ storeId, params }) => {
      deliverDueBroadcasts(repos, clock.now(), storeId);
      const detail = broadcasts.detail(storeId, params.id);
      if (!detail) throw notFound('Broadcast');
      return { data: detail };
    },
  };
};
