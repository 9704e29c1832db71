import { Id, z } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Deps } from '../deps';
import { conflict, notFound } from '../errors';
import { euros, iso } from '../format';
import { toPayout } from '../repo/payouts';
import { hidden, parseInput } from './kit';
import { notice } from './texts';

const PayoutParams = z.object({ id: Id });

/** Ten years either way is plenty for demos and keeps Date arithmetic safe. */
const MAX_OFFSET_MS = 10 * 366 * 24 * 3600 * 1000;
const ClockBody = z.union([
  z.object({ offset_ms: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) }).strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
]);

const isShiftable = (clock: Clock): clock is Clock & { offsetMs: number } =>
  typeof (clock as { offsetMs?: unknown }).offsetMs === 'number';

/** The administrator's payout decisions, the demo clock, and reset to the demo data. */
export function registerAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const { clock } = deps;
  const { payouts, notifications, database, transaction } = deps.repos;

  const decidePayout = (status: 'paid' | 'rejected') =>
    transaction((id: number) => {
      const now = clock.now();
      const row = payouts.toDecide(id);
      if (!row) throw notFound('Payout');
      if (row.status !== 'pending' || !payouts.decide(id, status, now))
        throw conflict(`This payout is already ${row.status}`);
      const notificationCode =
        status === 'paid'
          ? notifications.add(now, {
              storeId: row.storeId,
              type: 'withdraw_success',
              ...notice.payoutApproved(row.lang, euros(row.amountCents)),
              referenceId: row.id,
            })
          : null;
      return {
        payout_id: row.id,
        payout: toPayout({ ...row, status, decidedAt: now }),
        notification_code: notificationCode,
      };
    });
  const approve = decidePayout('paid');
  const reject = decidePayout('rejected');

  app.post('/__mock/payouts/:id/approve', hidden, async (req) => ({
    data: approve(parseInput(PayoutParams, req.params, 404).id),
  }));
  app.post('/__mock/payouts/:id/reject', hidden, async (req) => ({
    data: reject(parseInput(PayoutParams, req.params, 404).id),
  }));

  const clockState = () => ({ now: iso(clock.now()), offset_ms: isShiftable(clock) ? clock.offsetMs : null });

  app.get('/__mock/clock', hidden, async () => clockState());

  app.post('/__mock/clock', hidden, async (req) => {
    const body = parseInput(ClockBody, req.body);
    if (!isShiftable(clock)) throw conflict('This server runs on a fixed clock');
    const base = clock.now() - clock.offsetMs;
    const offset = 'offset_ms' in body ? body.offset_ms : Date.parse(body.now) - base;
    if (Math.abs(offset) > MAX_OFFSET_MS) throw conflict('The clock may move at most ten years');
    clock.offsetMs = offset;
    return clockState();
  });

  app.post('/__mock/reset', hidden, async () => {
    deps.faults.clear();
    return { data: database.resetToDemo(clock.now()) };
  });
}
