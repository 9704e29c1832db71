/** Builders of StoreSpecs from the category catalog, for background and large-scale stores. */
import {
  CATALOG,
  HOW_TO_USE,
  NAME_VARIANTS,
  PERKS,
  PLAN_TERMS,
  VOUCHER_INFORMATIONS,
  VOUCHER_TERMS,
  type CategoryCatalog,
} from './catalog';
import type {
  ActivitySpec,
  BroadcastPlan,
  NotificationMix,
  OpeningHours,
  PayoutPlan,
  PlanSpec,
  Schedule,
  StoreSpec,
  VoucherSpec,
} from './generate';
import { WEEKDAY_CODES } from './generate';
import { GERMAN_CITIES, type GermanCity } from './gazetteer';
import { slugify, streetAddress, type Pools } from './pools';
import { CATEGORIES } from '@mbo/db';
import type { Rng } from './rng';
import { DAY, HOUR, MINUTE, dayStart, isoDate, minutesOf, monthStart } from './time';

export const catalogFor = (categoryId: number): CategoryCatalog => {
  const slug = CATEGORIES.find((c) => c.id === categoryId)?.slug ?? 'cafe';
  return CATALOG[slug] as CategoryCatalog;
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A usage window of two to four hours inside the opening hours, on some of the open days. */
export function scheduleWithin(rng: Rng, opening: OpeningHours | null): Schedule {
  const open = opening ? minutesOf(opening.start_time) : 8 * 60;
  const close = opening ? minutesOf(opening.end_time) : 18 * 60;
  const length = Math.min(close - open, rng.int(2, 4) * 60);
  const start = open + Math.floor(rng.int(0, Math.max(0, close - open - length)) / 30) * 30;
  const pattern = rng.int(0, 2);
  const days =
    pattern === 0 ? ['mon', 'tue', 'wed', 'thu', 'fri'] : pattern === 1 ? ['sat', 'sun'] : [...WEEKDAY_CODES];
  return { start_time: hhmm(start), end_time: hhmm(Math.min(start + length, 23 * 60 + 59)), days };
}

export function voucherTexts(rng: Rng): { informations: string[]; terms: string } {
  return { informations: rng.sample(VOUCHER_INFORMATIONS, rng.int(1, 3)), terms: rng.pick(VOUCHER_TERMS) };
}

/**
 * `count` vouchers from the category's templates. The first `forPlans` are published and open-ended
 * since the store's first days (the plans use them); the rest are a mix of published, draft and
 * expired (published, with an end date in the past).
 */
export function templateVouchers(
  rng: Rng,
  catalog: CategoryCatalog,
  count: number,
  forPlans: number,
  storeCreatedAt: number,
  opening: OpeningHours | null,
  now: number,
): VoucherSpec[] {
  const out: VoucherSpec[] = [];
  const templates = catalog.vouchers;
  const today = dayStart(now);
  for (let i = 0; i < count; i++) {
    const t = templates[i % templates.length]!;
    const round = Math.floor(i / templates.length);
    const variant = NAME_VARIANTS[round % NAME_VARIANTS.length]!;
    const name = round >= NAME_VARIANTS.length ? `${t.name}${variant} #${round + 1}` : `${t.name}${variant}`;
    const texts = voucherTexts(rng);
    const base = {
      name,
      type: t.type,
      value: t.value,
      category: t.category,
      informations: texts.informations,
      terms: texts.terms,
    };
    if (i < forPlans) {
      const createdAt = storeCreatedAt + HOUR + rng.int(0, 48 * 60) * MINUTE;
      out.push({
        ...base,
        status: 'published',
        quantity: null,
        startDate: isoDate(createdAt),
        endDate: null,
        schedule: rng.chance(0.25) ? scheduleWithin(rng, opening) : null,
        createdAt,
        updatedAt: createdAt + rng.int(0, 600) * MINUTE,
      });
      continue;
    }
    const createdAt = Math.floor(storeCreatedAt + DAY + rng.next() * Math.max(DAY, now - storeCreatedAt - 2 * DAY));
    const updatedAt = Math.min(createdAt + rng.int(0, 5 * 24 * 60) * MINUTE, now - MINUTE);
    const r = rng.next();
    const schedule = rng.chance(0.3) ? scheduleWithin(rng, opening) : null;
    const quantity = rng.chance(0.4) ? rng.pick([20, 50, 100, 200, 500]) : null;
    if (r < 0.25 && today - createdAt > 20 * DAY) {
      // Expired: ran for a while and ended at least two days ago.
      const end = createdAt + Math.floor(rng.next() * (today - 2 * DAY - createdAt - 14 * DAY)) + 14 * DAY;
      out.push({
        ...base,
        status: 'published',
        quantity,
        startDate: isoDate(createdAt),
        endDate: isoDate(end),
        schedule,
        createdAt,
        updatedAt,
      });
    } else if (r < 0.5) {
      const start = rng.chance(0.5) ? today + rng.int(1, 30) * DAY : createdAt;
      out.push({
        ...base,
        status: 'draft',
        quantity,
        startDate: isoDate(start),
        endDate: rng.chance(0.4) ? isoDate(start + rng.int(30, 120) * DAY) : null,
        schedule,
        createdAt,
        updatedAt,
      });
    } else {
      out.push({
        ...base,
        status: 'published',
        quantity,
        startDate: isoDate(createdAt),
        endDate: rng.chance(0.3) ? isoDate(today + rng.int(10, 180) * DAY) : null,
        schedule,
        createdAt,
        updatedAt,
      });
    }
  }
  return out;
}

const PLAN_SUFFIXES = ['', ' Plus', ' Light', ' Duo', ' Family', ' Pro'];

/** Plans over the first `forPlans` vouchers: two to four each, the last sometimes additional. */
export function templatePlans(
  rng: Rng,
  catalog: CategoryCatalog,
  count: number,
  forPlans: number,
  storeCreatedAt: number,
): PlanSpec[] {
  const plans: PlanSpec[] = [];
  const pool = Array.from({ length: forPlans }, (_, i) => i);
  for (let j = 0; j < count; j++) {
    const t = catalog.plans[j % catalog.plans.length]!;
    const round = Math.floor(j / catalog.plans.length);
    const suffix = PLAN_SUFFIXES[round % PLAN_SUFFIXES.length]!;
    const picked = rng.sample(pool, rng.int(2, Math.min(4, pool.length)));
    plans.push({
      name: `${t.name}${suffix}${round >= PLAN_SUFFIXES.length ? ` ${round + 1}` : ''}`,
      priceCents: Math.round((t.priceCents * (1 + round * 0.35)) / 10) * 10,
      billingPeriodId: t.billingPeriodId,
      howToUse: rng.sample(HOW_TO_USE, rng.int(2, 4)),
      perks: rng.sample(PERKS, rng.int(2, 4)),
      terms: PLAN_TERMS,
      createdAt: storeCreatedAt + 3 * DAY + rng.int(0, 4 * 24 * 60) * MINUTE,
      vouchers: picked.map((voucher, k) => ({
        voucher,
        maxUseQty: rng.pick([1, 2, 2, 4, 4, 4, 6, 8]),
        additional: k > 0 && k === picked.length - 1 && rng.chance(0.5),
      })),
      weight: t.billingPeriodId === 2 ? 0.3 : rng.float(0.6, 2),
    });
  }
  return plans;
}

/** A random provider account id like "acct_1Qx3...". */
export function providerAccountId(rng: Rng): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = 'acct_1';
  for (let i = 0; i < 15; i++) s += chars[rng.int(0, chars.length - 1)];
  return s;
}

/** Past broadcasts, mostly delivered, and sometimes one queued for the coming days. */
export function someBroadcasts(rng: Rng, now: number, count: number, firstMonth: number): BroadcastPlan[] {
  const out: BroadcastPlan[] = [];
  const earliest = monthStart(now, firstMonth) + 7 * DAY;
  for (let i = 0; i < count; i++) {
    if (i === 0 && rng.chance(0.5)) {
      out.push({ status: 'Request', scheduledAt: dayStart(now) + rng.int(1, 10) * DAY + rng.int(9, 18) * HOUR });
      continue;
    }
    const at = dayStart(earliest + rng.next() * Math.max(DAY, now - 2 * DAY - earliest)) + rng.int(8, 18) * HOUR;
    out.push({ status: rng.chance(0.85) ? 'Success' : 'Cancelled', scheduledAt: Math.min(at, now - HOUR) });
  }
  return out;
}

export const SMALL_NOTIFICATIONS: NotificationMix = {
  cust_subscribe: 4,
  cust_subscribe_cancel: 1,
  vcr_redeemed: 3,
  withdraw_success: 1,
  broadcast_sent: 1,
  unread: 3,
};

export interface OrdinaryStoreInput {
  key: string;
  name: string;
  phone: string;
  categoryId: number;
  city: GermanCity;
  createdAt: number;
  vouchers: number;
  plans: number;
  activity: ActivitySpec;
  broadcasts: number;
  notifications: NotificationMix | null;
  activated: boolean;
  /** Slug suffix that keeps slugs unique among generated stores. */
  slugSuffix: string;
}

/** A store with vouchers, plans and fans drawn from its category's catalog. */
export function ordinaryStore(rng: Rng, pools: Pools, now: number, input: OrdinaryStoreInput): StoreSpec {
  const catalog = catalogFor(input.categoryId);
  const forPlans = Math.min(input.vouchers, Math.max(3, Math.min(catalog.vouchers.length, input.plans * 2)));
  const vouchers = templateVouchers(rng, catalog, input.vouchers, forPlans, input.createdAt, catalog.opening, now);
  const plans =
    input.plans > 0 && forPlans >= 2 ? templatePlans(rng, catalog, input.plans, forPlans, input.createdAt) : [];
  const slug = `${slugify(input.name)}${input.slugSuffix}`;
  const payouts: PayoutPlan[] = [];
  if (input.activated) {
    payouts.push({ status: 'paid', requestedAt: monthStart(now, -1) + 4 * DAY + 10 * HOUR });
    if (rng.chance(0.4)) payouts.push({ status: 'pending', requestedAt: now - rng.int(1, 6) * DAY });
  }
  const activatedAt = input.activated ? input.createdAt + rng.int(1, 3) * DAY : null;
  return {
    key: input.key,
    name: input.name,
    slug,
    phone: input.phone,
    categoryId: input.categoryId,
    city: input.city,
    address: streetAddress(rng, pools, input.city),
    lat: Math.round((input.city.lat + rng.float(-0.03, 0.03)) * 1e6) / 1e6,
    lng: Math.round((input.city.lon + rng.float(-0.045, 0.045)) * 1e6) / 1e6,
    about: catalog.about,
    openingHours: catalog.opening,
    email: input.activated ? `kontakt@${slug}.de` : null,
    lang: rng.chance(0.85) ? 'de' : 'en',
    createdAt: input.createdAt,
    verifiedAt: input.createdAt + rng.int(1, 30) * MINUTE,
    providerAccountId: input.activated ? providerAccountId(rng) : null,
    activatedAt,
    vouchers,
    plans,
    activity: plans.length > 0 ? input.activity : null,
    broadcasts: plans.length > 0 ? someBroadcasts(rng, now, input.broadcasts, input.activity.firstMonth) : [],
    payouts,
    notifications: input.notifications,
  };
}

/** Big cities get more stores. */
export function pickCity(rng: Rng): GermanCity {
  const i = rng.chance(0.6) ? rng.int(0, 14) : rng.int(0, GERMAN_CITIES.length - 1);
  return GERMAN_CITIES[i]!;
}
