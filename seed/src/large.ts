/**
 * The large scale: many ordinary stores on top of the demo, together past 100,000 subscribers
 * and 10,000 vouchers, plus one bulk store for benchmarks. History is short (three months) and
 * redemptions sparse, so it builds in seconds.
 */
import { catalogFor, ordinaryStore, pickCity, type OrdinaryStoreInput } from './build';
import type { NotificationMix, StoreSpec } from './generate';
import { GERMAN_CITIES } from './gazetteer';
import type { Pools } from './pools';
import { CATEGORIES } from '@mbo/db';
import { Rng } from './rng';
import { DAY, HOUR, monthStart, dayStart } from './time';

export const LARGE_TARGETS = { subscribers: 100_000, vouchers: 10_000 } as const;

/** A store with thousands of fans and vouchers, to measure list and report queries against. */
export const BULK_STORE = {
  key: 'bulk',
  name: 'Kaffeekontor Hanse',
  phone: '+49.17099990000',
  description: 'Large scale only: 5,000 subscribers and 1,500 vouchers in one store, for benchmarks.',
} as const;

const LARGE_NOTIFICATIONS: NotificationMix = {
  cust_subscribe: 2,
  cust_subscribe_cancel: 1,
  vcr_redeemed: 2,
  withdraw_success: 1,
  broadcast_sent: 1,
  unread: 2,
};

const FANTASY = [
  'Sonnenblick',
  'Am Markt',
  'Lindenhof',
  'Zum Anker',
  'Kiezperle',
  'Altstadt',
  'Rosengarten',
  'Morgenstern',
  'Hafenliebe',
  'Goldstück',
  'Zeitlos',
  'Eckladen',
  'Am Rathaus',
  'Feierabend',
  'Heimathafen',
  'Nordlicht',
  'Kleine Freiheit',
  'Am Park',
  'Süd',
  'Stadtmitte',
  'Wunderbar',
  'Lieblingsplatz',
  'Zur Post',
  'Am Brunnen',
];

/** Normal sample (Box-Muller) for a skewed store-size distribution. */
function gaussian(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const ACTIVITY = { firstMonth: -2, growth: 1.6, churn: 0.08, secondPlanRate: 0.03, redemptionRate: 0.15 };

/** The extra stores of the large scale, in insertion order. */
export function largeSpecs(now: number, pools: Pools): { spec: StoreSpec; rng: Rng }[] {
  const plan = new Rng('large:plan');
  const inputs: OrdinaryStoreInput[] = [];
  const firstMonthStart = monthStart(now, ACTIVITY.firstMonth);

  const bulkCity = GERMAN_CITIES.find((c) => c.name === 'Hamburg')!;
  inputs.push({
    key: BULK_STORE.key,
    name: BULK_STORE.name,
    phone: BULK_STORE.phone,
    categoryId: 1,
    city: bulkCity,
    createdAt: dayStart(firstMonthStart - 200 * DAY) + 9 * HOUR,
    vouchers: 1_500,
    plans: 8,
    activity: { ...ACTIVITY, subscribers: 5_000 },
    broadcasts: 6,
    notifications: LARGE_NOTIFICATIONS,
    activated: true,
    slugSuffix: '',
  });

  let subscribers = 5_000;
  let vouchers = 1_500;
  for (let i = 1; subscribers < LARGE_TARGETS.subscribers; i++) {
    const size = Math.max(20, Math.min(3_000, Math.round(Math.exp(Math.log(300) + 0.8 * gaussian(plan)))));
    const count = plan.int(15, 60);
    const categoryId = plan.pick(CATEGORIES).id;
    const catalog = catalogFor(categoryId);
    const name = plan.chance(0.5)
      ? `${plan.pick(catalog.storePrefixes)} ${plan.pick(pools.lastNames)}`
      : `${plan.pick(catalog.storePrefixes)} ${plan.pick(FANTASY)}`;
    inputs.push({
      key: `large-${i}`,
      name,
      phone: `+49.1579${String(i).padStart(7, '0')}`,
      categoryId,
      city: pickCity(plan),
      createdAt: dayStart(firstMonthStart - plan.int(10, 600) * DAY) + plan.int(7, 19) * HOUR,
      vouchers: count,
      plans: plan.int(1, Math.min(4, catalog.plans.length)),
      activity: { ...ACTIVITY, subscribers: size, growth: plan.float(1, 2.5) },
      broadcasts: plan.int(0, 3),
      notifications: LARGE_NOTIFICATIONS,
      activated: plan.chance(0.8),
      slugSuffix: `-${i}`,
    });
    subscribers += size;
    vouchers += count;
  }
  // Top up vouchers round-robin until the target is met.
  for (let i = 1; vouchers < LARGE_TARGETS.vouchers; i = (i % (inputs.length - 1)) + 1) {
    inputs[i]!.vouchers++;
    vouchers++;
  }

  return inputs.map((input) => {
    const rng = new Rng(`store:${input.key}`);
    return { spec: ordinaryStore(rng, pools, now, input), rng };
  });
}
