/**
 * Broadcasts: a store's message to the active fans of a plan, requested for a time and delivered
 * when it comes (domain/scheduler.ts).
 */
import type { Broadcast, BroadcastDetail, BroadcastStatus, Lang } from '@mbo/contracts';
import {
  foldForSearch,
  broadcasts,
  memberships,
  plans,
  stores,
  subscribers,
  vouchers,
  type BroadcastRow,
  type DbHandle,
  type NewBroadcast,
} from '@mbo/db';
import { and, asc, count, countDistinct, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';

/** What a broadcast request stores. */
export type BroadcastFields = Pick<
  NewBroadcast,
  'storeId' | 'planId' | 'voucherId' | 'description' | 'scheduledAt' | 'lang' | 'recipients'
>;

/** A broadcast whose time has come, with what its message and the store's notice need. */
export type DueBroadcast = Pick<BroadcastRow, 'id' | 'storeId' | 'planId' | 'description' | 'lang'> & {
  planName: string;
  voucherName: string;
  storeName: string;
  /** The language the store's fans get its messages in. */
  storeLang: Lang;
};

export interface BroadcastFilter {
  status?: BroadcastStatus | undefined;
  /** Part of the plan name, any case; % and _ match literally. */
  q?: string | undefined;
}

export type BroadcastSort = 'newest' | 'name_asc' | 'date_asc';

const ORDER: Record<BroadcastSort, SQL[]> = {
  newest: [desc(broadcasts.createdAt), desc(broadcasts.id)],
  name_asc: [sql`${plans.name} COLLATE NOCASE ASC`, asc(broadcasts.id)],
  date_asc: [sql`${broadcasts.scheduledAt} IS NULL`, asc(broadcasts.scheduledAt), asc(broadcasts.id)],
};

// The broadcast has no name of its own: the app shows it under its plan's name.
const toBroadcast = (r: BroadcastRow & { planName: string; voucherName: string }): Broadcast => ({
  id: r.id,
  name: r.planName,
  description: r.description,
  plan_id: r.planId,
  plan_name: r.planName,
  voucher_id: r.voucherId,
  voucher_name: r.voucherName,
  scheduled_at: isoOrNull(r.scheduledAt),
  status: r.status,
  lang: r.lang,
  recipients: r.recipients,
  created_at: iso(r.createdAt),
});

/** Memberships active at `now`: started, and not cancelled with effect by then. */
const activeAt = (now: number) =>
  and(lte(memberships.subscribedAt, now), or(isNull(memberships.cancelAt), gt(memberships.cancelAt, now)));

export function createBroadcastRepository({ db }: Pick<DbHandle, 'db'>) {
  const withNames = () =>
    db
      .select({ broadcast: broadcasts, planName: plans.name, voucherName: vouchers.name })
      .from(broadcasts)
      .innerJoin(plans, eq(plans.id, broadcasts.planId))
      .innerJoin(vouchers, eq(vouchers.id, broadcasts.voucherId));
  const present = (r: { broadcast: BroadcastRow; planName: string; voucherName: string }) =>
    toBroadcast({ ...r.broadcast, planName: r.planName, voucherName: r.voucherName });

  // Search ignores case (Unicode folding) on the plan name; instr() rather than LIKE so % and _ match literally.
  const where = (storeId: number, filter: BroadcastFilter) =>
    and(
      eq(broadcasts.storeId, storeId),
      filter.status ? eq(broadcasts.status, filter.status) : undefined,
      filter.q ? sql`instr(${plans.nameFolded}, ${foldForSearch(filter.q)}) > 0` : undefined,
    );

  return {
    /** Fans the plan's message would reach at `now`: distinct active subscribers. */
    reach(planId: number, now: number): number {
      return db
        .select({ n: countDistinct(memberships.subscriberId) })
        .from(memberships)
        .where(and(eq(memberships.planId, planId), activeAt(now)))
        .get()!.n;
    },

    /** Stores a requested broadcast; answers it as the API shows it. */
    request(fields: BroadcastFields, now: number): Broadcast {
      const { id } = db
        .insert(broadcasts)
        .values({ ...fields, status: 'Request', createdAt: now })
        .returning({ id: broadcasts.id })
        .get();
      return present(withNames().where(eq(broadcasts.id, id)).get()!);
    },

    /** One of the store's broadcasts with its outcome; undefined when the store has no such broadcast. */
    detail(storeId: number, id: number): BroadcastDetail | undefined {
      const row = withNames()
        .where(and(eq(broadcasts.storeId, storeId), eq(broadcasts.id, id)))
        .get();
      if (!row) return undefined;
      return {
        ...present(row),
        sent_at: isoOrNull(row.broadcast.sentAt),
        failure_reason: row.broadcast.failureReason,
      };
    },

    page(storeId: number, filter: BroadcastFilter, sort: BroadcastSort, page: Page): Paged<Broadcast> {
      const total = db
        .select({ n: count() })
        .from(broadcasts)
        .innerJoin(plans, eq(plans.id, broadcasts.planId))
        .where(where(storeId, filter))
        .get()!.n;
      const rows = withNames()
        .where(where(storeId, filter))
        .orderBy(...ORDER[sort])
        .limit(page.limit)
        .offset(page.offset)
        .all();
      return { total, rows: rows.map(present) };
    },

    /** Requested broadcasts scheduled at or before `now`, of one store or of all, oldest first. */
    due(now: number, storeId: number | null): DueBroadcast[] {
      return db
        .select({
          id: broadcasts.id,
          storeId: broadcasts.storeId,
          planId: broadcasts.planId,
          description: broadcasts.description,
          lang: broadcasts.lang,
          planName: plans.name,
          voucherName: vouchers.name,
          storeName: stores.name,
          storeLang: stores.lang,
        })
        .from(broadcasts)
        .innerJoin(plans, eq(plans.id, broadcasts.planId))
        .innerJoin(vouchers, eq(vouchers.id, broadcasts.voucherId))
        .innerJoin(stores, eq(stores.id, broadcasts.storeId))
        .where(
          and(
            eq(broadcasts.status, 'Request'),
            lte(broadcasts.scheduledAt, now),
            storeId === null ? undefined : eq(broadcasts.storeId, storeId),
          ),
        )
        .orderBy(asc(broadcasts.scheduledAt), asc(broadcasts.id))
        .all();
    },

    /** Phones of the plan's active subscribers at `now`, each once. */
    recipients(planId: number, now: number): string[] {
      return db
        .selectDistinct({ phone: subscribers.phone })
        .from(memberships)
        .innerJoin(subscribers, eq(subscribers.id, memberships.subscriberId))
        .where(and(eq(memberships.planId, planId), activeAt(now)))
        .orderBy(asc(subscribers.phone))
        .all()
        .map((r) => r.phone);
    },

    /**
     * Ends a requested broadcast at `now`: sent to `recipients` fans, or given up when there were
     * none; false when it had already left the Request status.
     */
    settle(id: number, recipients: number, now: number): boolean {
      const status = recipients > 0 ? 'Success' : 'Cancelled';
      return (
        db
          .update(broadcasts)
          .set({
            status,
            recipients,
            sentAt: now,
            failureReason: status === 'Cancelled' ? 'no_active_subscribers' : null,
          })
          .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'Request')))
          .run().changes === 1
      );
    },
  };
}

export type BroadcastRepository = ReturnType<typeof createBroadcastRepository>;
