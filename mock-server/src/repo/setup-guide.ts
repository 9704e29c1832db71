/**
 * What the setup guide of a new store is ticked from: its own rows, read as they are now. Each
 * query is bounded by the store and served by its (store_id, …) index.
 */
import { payments, plans, planVouchers, shortLinks, stores, vouchers, type DbHandle } from '@mbo/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

/** The facts behind the guide's steps, for one store. */
export interface SetupFacts {
  hasPhoto: boolean;
  hasAbout: boolean;
  firstVoucherId: number | null;
  firstPlanWithVoucherId: number | null;
  payoutsActive: boolean;
  linkOpened: boolean;
  earning: boolean;
  dismissed: boolean;
}

export function createSetupGuideRepository({ db }: Pick<DbHandle, 'db'>) {
  const store = db
    .select({
      photoUrl: stores.photoUrl,
      about: stores.about,
      activatedAt: stores.activatedAt,
      dismissedAt: stores.setupGuideDismissedAt,
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('store')))
    .prepare();
  const firstVoucher = db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.storeId, sql.placeholder('store')))
    .orderBy(asc(vouchers.id))
    .limit(1)
    .prepare();
  const firstPlanWithVoucher = db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(planVouchers, eq(planVouchers.planId, plans.id))
    .where(eq(plans.storeId, sql.placeholder('store')))
    .orderBy(asc(plans.id))
    .limit(1)
    .prepare();
  const linkOpenedAt = db
    .select({ at: shortLinks.firstOpenedAt })
    .from(shortLinks)
    .where(eq(shortLinks.storeId, sql.placeholder('store')))
    .prepare();
  const firstPayment = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.storeId, sql.placeholder('store')), lte(payments.paidAt, sql.placeholder('now'))))
    .limit(1)
    .prepare();

  return {
    /** The facts as of `now` (a payment after the clock has not been made yet). */
    facts(storeId: number, now: number): SetupFacts {
      const row = store.get({ store: storeId });
      return {
        hasPhoto: row?.photoUrl != null,
        hasAbout: (row?.about ?? '').trim() !== '',
        firstVoucherId: firstVoucher.get({ store: storeId })?.id ?? null,
        firstPlanWithVoucherId: firstPlanWithVoucher.get({ store: storeId })?.id ?? null,
        payoutsActive: row?.activatedAt != null,
        linkOpened: linkOpenedAt.get({ store: storeId })?.at != null,
        earning: firstPayment.get({ store: storeId, now }) !== undefined,
        dismissed: row?.dismissedAt != null,
      };
    },

    /** Hides the guide for the store (keeping the first time it was hidden), or shows it again. */
    setDismissed(storeId: number, dismissed: boolean, now: number): void {
      db.update(stores)
        .set({ setupGuideDismissedAt: dismissed ? sql`COALESCE(${stores.setupGuideDismissedAt}, ${now})` : null })
        .where(eq(stores.id, storeId))
        .run();
    },

    /** Notes that someone opened the store's link; the first time stays. */
    markLinkOpened(code: string, now: number): void {
      db.update(shortLinks)
        .set({ firstOpenedAt: sql`COALESCE(${shortLinks.firstOpenedAt}, ${now})` })
        .where(eq(shortLinks.code, code))
        .run();
    },
  };
}

export type SetupGuideRepository = ReturnType<typeof createSetupGuideRepository>;
