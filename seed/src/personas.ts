/**
 * The demo stores: three documented personas to sign in with, and a few ordinary neighbours so
 * every list is scoped to one store for real. Sign in with the phone number; the one-time code
 * arrives in the mock outbox.
 */
import { HOW_TO_USE, PERKS, PLAN_TERMS } from './catalog';
import { SMALL_NOTIFICATIONS, catalogFor, ordinaryStore, templateVouchers, voucherTexts } from './build';
import type { PlanSpec, StoreSpec, VoucherSpec, Schedule } from './generate';
import { GERMAN_CITIES, type GermanCity } from './gazetteer';
import type { Pools } from './pools';
import { Rng } from './rng';
import { DAY, HOUR, MINUTE, dayStart, isoDate, monthStart } from './time';

export interface DemoStore {
  key: string;
  name: string;
  phone: string;
  description: string;
}

export const DEMO_STORES = [
  {
    key: 'rich',
    name: 'Café Morgenrot',
    phone: '+49.15112345678',
    description:
      'Busy café in Berlin, active for a year: vouchers of every type and status, five plans, ~360 subscribers with 12 months of payments and redemptions, broadcasts, payouts, invoices, ~40 notifications.',
  },
  {
    key: 'fresh',
    name: 'Blumen Lindner',
    phone: '+49.15223456789',
    description:
      'Florist in Hamburg that registered two days ago: no vouchers, no plans, not activated for payouts; its dashboard opens on the setup guide at 0 of 5.',
  },
  {
    key: 'vouchers-only',
    name: 'Bäckerei Sonnenschein',
    phone: '+49.16034567890',
    description: 'Bakery in München with a handful of vouchers (some published) but no plans and no subscribers yet.',
  },
] as const satisfies readonly DemoStore[];

/** Ordinary stores around the personas; they can sign in too. */
export const BACKGROUND_STORES = [
  { key: 'bg-hair', name: 'Friseursalon Schnittpunkt', phone: '+49.17012340001', description: 'Hairdresser in Köln.' },
  {
    key: 'bg-ice',
    name: 'Eiscafé Venezia',
    phone: '+49.17012340002',
    description: 'Ice cream parlour in Frankfurt am Main.',
  },
  { key: 'bg-books', name: 'Buchhandlung Seitenwind', phone: '+49.17012340003', description: 'Bookshop in Leipzig.' },
  { key: 'bg-fit', name: 'FitWerk Studio', phone: '+49.17012340004', description: 'Fitness studio in Düsseldorf.' },
  { key: 'bg-butcher', name: 'Metzgerei Huber', phone: '+49.17012340005', description: 'Butcher in Stuttgart.' },
] as const satisfies readonly DemoStore[];

const city = (name: string): GermanCity => {
  const c = GERMAN_CITIES.find((x) => x.name === name);
  if (!c) throw new Error(`unknown city ${name}`);
  return c;
};

const at = (day: number, hour: number) => dayStart(day) + hour * HOUR;

/** Café Morgenrot: a year of history with a hand-written menu of vouchers and plans. */
function richStore(now: number, rng: Rng): StoreSpec {
  const createdAt = at(monthStart(now, -12) - 25 * DAY, 9) + 14 * MINUTE;
  const opening = { open_day: 'mon', close_day: 'sun', start_time: '08:00', end_time: '19:00' };
  const today = dayStart(now);
  const weekdaysMorning: Schedule = {
    start_time: '08:00',
    end_time: '11:00',
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  };
  const mornings: Schedule = {
    start_time: '08:00',
    end_time: '12:00',
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  };
  const weekendBrunch: Schedule = { start_time: '09:00', end_time: '13:00', days: ['sat', 'sun'] };

  type Kind = 'plan' | 'published' | 'draft' | 'expired';
  const vouchers: VoucherSpec[] = [];
  const add = (
    name: string,
    type: VoucherSpec['type'],
    value: number,
    category: string,
    kind: Kind,
    o: {
      created?: number;
      start?: number;
      end?: number | null;
      quantity?: number | null;
      schedule?: Schedule | null;
    } = {},
  ): number => {
    const created = o.created ?? createdAt + DAY + vouchers.length * 37 * MINUTE;
    const texts = voucherTexts(rng);
    vouchers.push({
      name,
      type,
      value,
      status: kind === 'draft' ? 'draft' : 'published',
      quantity: o.quantity ?? null,
      startDate: isoDate(o.start ?? created),
      endDate: o.end === undefined || o.end === null ? null : isoDate(o.end),
      schedule: o.schedule ?? null,
      category,
      informations: texts.informations,
      terms: texts.terms,
      createdAt: created,
      updatedAt: Math.min(created + rng.int(0, 3 * 24 * 60) * MINUTE, now - HOUR),
    });
    return vouchers.length - 1;
  };

  // In plans
  const cappuccino = add('Gratis Cappuccino', 'GDS', 3.6, 'drink', 'plan');
  const filter = add('Filterkaffee aufs Haus', 'GDS', 2.8, 'drink', 'plan');
  const breakfast = add('20 % auf Frühstück', 'DPR', 20, 'food', 'plan', { schedule: weekdaysMorning });
  const cake = add('2 € Rabatt auf Kuchen', 'DFP', 2, 'food', 'plan');
  const croissant = add('Croissant zum Kaffee', 'GDS', 2.2, 'food', 'plan', { schedule: mornings });
  const flatWhite = add('Flat White Upgrade', 'GDS', 1, 'drink', 'plan');
  const hotDrinks = add('1 € Rabatt auf Heißgetränke', 'DFP', 1, 'drink', 'plan');
  const chai = add('Chai Latte gratis', 'GDS', 3.9, 'drink', 'plan');
  const brunchForTwo = add('Frühstück für zwei -30 %', 'DPR', 30, 'food', 'plan', { schedule: weekendBrunch });
  const beans = add('10 % auf Bohnen zum Mitnehmen', 'DPR', 10, 'product', 'plan');
  const cheesecake = add('Stück Käsekuchen gratis', 'GDS', 3.8, 'food', 'plan');
  const brunchPlate = add('3 € Rabatt auf Brunch-Platte', 'DFP', 3, 'food', 'plan', { schedule: weekendBrunch });
  // Published, not in a plan
  add('Latte-Art-Workshop -15 %', 'DPR', 15, 'experience', 'published', {
    created: at(monthStart(now, -3) + 2 * DAY, 11),
    end: today + 60 * DAY,
    quantity: 20,
    schedule: { start_time: '14:00', end_time: '16:00', days: ['sat'] },
  });
  add('Geburtstagskaffee gratis', 'GDS', 3.6, 'drink', 'published', { created: createdAt + 40 * DAY });
  add('5 € Rabatt auf Geschenkgutscheine', 'DFP', 5, 'product', 'published', {
    created: at(monthStart(now, -1) + 4 * DAY, 15),
    end: today + 45 * DAY,
    quantity: 100,
  });
  add('Iced Latte Sommer-Special', 'GDS', 4.2, 'drink', 'published', {
    created: at(today - 20 * DAY, 10),
    start: today - 14 * DAY,
    end: monthStart(now, 2) - DAY,
  });
  // Drafts
  add('Weihnachtsplätzchen-Tüte', 'GDS', 4.5, 'food', 'draft', {
    created: at(today - 6 * DAY, 16),
    start: monthStart(now, 1),
    end: monthStart(now, 2) - DAY,
    quantity: 150,
  });
  add('Adventskaffee -25 %', 'DPR', 25, 'drink', 'draft', {
    created: at(today - 4 * DAY, 9),
    start: monthStart(now, 1),
  });
  add('1,50 € Rabatt auf Smoothies', 'DFP', 1.5, 'drink', 'draft', { created: at(today - 30 * DAY, 13), start: today });
  add('Kaffeeverkostung', 'GDS', 12, 'experience', 'draft', {
    created: at(today - 2 * DAY, 18),
    start: today + 7 * DAY,
    quantity: 12,
    schedule: { start_time: '10:00', end_time: '12:00', days: ['sat'] },
  });
  add('Neujahrs-Brunch -20 %', 'DPR', 20, 'food', 'draft', { created: at(today - DAY, 8), start: today + 30 * DAY });
  // Expired: published, end date in the past
  add('Eröffnungs-Special: Kuchen gratis', 'GDS', 3.5, 'food', 'expired', {
    created: createdAt + DAY,
    end: monthStart(now, -11) + 14 * DAY,
    quantity: 200,
  });
  add('Oster-Brunch -20 %', 'DPR', 20, 'food', 'expired', {
    created: at(monthStart(now, -8), 10),
    end: monthStart(now, -7) + 10 * DAY,
    schedule: weekendBrunch,
  });
  add('Tag der offenen Rösterei -10 %', 'DPR', 10, 'experience', 'expired', {
    created: at(monthStart(now, -5) + DAY, 12),
    end: monthStart(now, -5) + 20 * DAY,
  });
  add('Sommer-Eiskaffee gratis', 'GDS', 4, 'drink', 'expired', {
    created: at(monthStart(now, -6) + 2 * DAY, 9),
    end: monthStart(now, -3) - DAY,
    quantity: 300,
  });
  add('3 € Rabatt auf Frühstücksbox', 'DFP', 3, 'food', 'expired', {
    created: at(monthStart(now, -4) + 3 * DAY, 14),
    end: monthStart(now, -1) + 10 * DAY,
  });
  add('2 € auf Pumpkin Spice Latte', 'DFP', 2, 'drink', 'expired', {
    created: at(monthStart(now, -2) + DAY, 10),
    end: today - 5 * DAY,
  });

  const plan = (
    name: string,
    priceCents: number,
    billingPeriodId: 1 | 2,
    created: number,
    weight: number,
    items: [number, number, boolean?][],
    perks: string[],
  ): PlanSpec => ({
    name,
    priceCents,
    billingPeriodId,
    howToUse: HOW_TO_USE.slice(0, 3),
    perks,
    terms: PLAN_TERMS,
    createdAt: created,
    weight,
    vouchers: items.map(([voucher, maxUseQty, additional]) => ({
      voucher,
      maxUseQty,
      additional: additional ?? false,
    })),
  });
  const plans: PlanSpec[] = [
    plan(
      'Kaffee-Flatrate',
      2990,
      1,
      createdAt + 5 * DAY,
      3,
      [
        [cappuccino, 8],
        [filter, 8],
        [flatWhite, 4, true],
        [hotDrinks, 4, true],
      ],
      ['Kein Anstehen zur Stoßzeit', 'Eigene Tasse im Regal', 'Jederzeit kündbar'],
    ),
    plan(
      'Frühstücksclub',
      1990,
      1,
      createdAt + 5 * DAY + 2 * HOUR,
      3,
      [
        [breakfast, 4],
        [croissant, 4],
        [filter, 4],
        [brunchForTwo, 1, true],
      ],
      ['Reservierter Tisch am Wochenende', 'Exklusive Aktionen für Abonnenten', 'Jederzeit kündbar'],
    ),
    plan(
      'Kuchen-Abo',
      1490,
      1,
      createdAt + 6 * DAY,
      2.5,
      [
        [cake, 4],
        [cheesecake, 2],
        [cappuccino, 2, true],
      ],
      ['Kuchen des Tages vorab reservieren', 'Geburtstagsüberraschung'],
    ),
    plan(
      'Jahresabo Kaffee',
      24900,
      2,
      createdAt + 6 * DAY + 3 * HOUR,
      0.6,
      [
        [cappuccino, 4],
        [filter, 4],
        [hotDrinks, 4, true],
      ],
      ['Zwei Monate geschenkt gegenüber dem Monatsabo', 'Kein Anstehen zur Stoßzeit'],
    ),
    plan(
      'Morgenrot Premium',
      4990,
      1,
      at(monthStart(now, -7) + 3 * DAY, 10),
      1,
      [
        [cappuccino, 8],
        [breakfast, 4],
        [cake, 4],
        [chai, 4],
        [brunchPlate, 2],
        [beans, 1, true],
        [flatWhite, 4, true],
      ],
      [...PERKS.slice(0, 3), 'Einladung zur Röstverkostung'],
    ),
  ];

  const past = (daysAgo: number, hour: number) => at(today - daysAgo * DAY, hour);
  const future = (days: number, hour: number) => at(today + days * DAY, hour) + 30 * MINUTE;

  return {
    key: 'rich',
    name: 'Café Morgenrot',
    slug: 'cafe-morgenrot',
    phone: '+49.15112345678',
    categoryId: 1,
    city: city('Berlin'),
    address: 'Kastanienallee 24, 10435 Berlin',
    lat: 52.5386,
    lng: 13.4097,
    about:
      'Kleines Kaffeehaus in Prenzlauer Berg: eigene Röstung, Frühstück bis 14 Uhr und Kuchen nach Omas Rezept. Mit dem Abo gibt es jeden Monat Kaffee, Kuchen und Frühstück zum Vorteilspreis.',
    openingHours: opening,
    email: 'hallo@cafe-morgenrot.de',
    lang: 'de',
    createdAt,
    verifiedAt: createdAt + 3 * MINUTE,
    providerAccountId: 'acct_1MorgenrotDemo01',
    activatedAt: createdAt + 3 * DAY,
    vouchers,
    plans,
    activity: {
      subscribers: 360,
      firstMonth: -12,
      growth: 3.5,
      churn: 0.18,
      secondPlanRate: 0.1,
      redemptionRate: 0.55,
    },
    broadcasts: [
      ...[330, 290, 240, 200, 170, 130, 100, 70, 40, 21, 6].map((d) => ({
        status: 'Success' as const,
        scheduledAt: past(d, 9),
      })),
      { status: 'Cancelled', scheduledAt: past(215, 17) },
      { status: 'Cancelled', scheduledAt: past(50, 16) },
      { status: 'Request', scheduledAt: future(2, 17) },
      { status: 'Request', scheduledAt: future(6, 8) },
      { status: 'Request', scheduledAt: future(13, 10) },
    ],
    payouts: [
      ...[-10, -8, -6, -4, -2].map((m) => ({
        status: 'paid' as const,
        requestedAt: at(monthStart(now, m) + 4 * DAY, 10),
      })),
      { status: 'rejected', requestedAt: at(monthStart(now, -5) + 19 * DAY, 15) },
      { status: 'pending', requestedAt: past(9, 11) },
    ],
    notifications: {
      cust_subscribe: 14,
      cust_subscribe_cancel: 5,
      vcr_redeemed: 12,
      withdraw_success: 4,
      broadcast_sent: 5,
      unread: 9,
    },
  };
}

function freshStore(now: number): StoreSpec {
  const createdAt = at(now - 2 * DAY, 16) + 42 * MINUTE;
  return {
    key: 'fresh',
    name: 'Blumen Lindner',
    slug: 'blumen-lindner',
    phone: '+49.15223456789',
    categoryId: 9,
    city: city('Hamburg'),
    address: 'Schulterblatt 58, 20357 Hamburg',
    lat: 53.5625,
    lng: 9.9627,
    about: null,
    openingHours: null,
    email: null,
    lang: 'de',
    createdAt,
    verifiedAt: createdAt + 2 * MINUTE,
    providerAccountId: null,
    activatedAt: null,
    vouchers: [],
    plans: [],
    activity: null,
    broadcasts: [],
    payouts: [],
    notifications: null,
  };
}

function vouchersOnlyStore(now: number, rng: Rng): StoreSpec {
  const createdAt = at(now - 60 * DAY, 7) + 5 * MINUTE;
  const catalog = catalogFor(2);
  return {
    key: 'vouchers-only',
    name: 'Bäckerei Sonnenschein',
    slug: 'baeckerei-sonnenschein',
    phone: '+49.16034567890',
    categoryId: 2,
    city: city('München'),
    address: 'Leopoldstraße 44, 80802 München',
    lat: 48.1605,
    lng: 11.5853,
    about: 'Familienbäckerei seit 1962 in Schwabing: Brezn, Sauerteigbrot und Kuchen aus dem Holzofen.',
    openingHours: catalog.opening,
    email: null,
    lang: 'de',
    createdAt,
    verifiedAt: createdAt + 4 * MINUTE,
    providerAccountId: null,
    activatedAt: null,
    // Two published from the start, then a mix; at least one published and one draft either way.
    vouchers: templateVouchers(rng, catalog, 7, 2, createdAt, catalog.opening, now).map((v, i) =>
      i === 6 ? { ...v, status: 'draft' as const } : v,
    ),
    plans: [],
    activity: null,
    broadcasts: [],
    payouts: [],
    notifications: null,
  };
}

const BACKGROUND_SETUP: Record<
  (typeof BACKGROUND_STORES)[number]['key'],
  { categoryId: number; city: string; subscribers: number; firstMonth: number; vouchers: number; plans: number }
> = {
  'bg-hair': { categoryId: 5, city: 'Köln', subscribers: 45, firstMonth: -7, vouchers: 8, plans: 2 },
  'bg-ice': { categoryId: 12, city: 'Frankfurt am Main', subscribers: 120, firstMonth: -5, vouchers: 10, plans: 3 },
  'bg-books': { categoryId: 8, city: 'Leipzig', subscribers: 60, firstMonth: -8, vouchers: 9, plans: 3 },
  'bg-fit': { categoryId: 7, city: 'Düsseldorf', subscribers: 90, firstMonth: -6, vouchers: 7, plans: 2 },
  'bg-butcher': { categoryId: 11, city: 'Stuttgart', subscribers: 35, firstMonth: -4, vouchers: 6, plans: 2 },
};

/** The demo stores in insertion order, each with its own random stream. */
export function demoSpecs(now: number, pools: Pools): { spec: StoreSpec; rng: Rng }[] {
  const out: { spec: StoreSpec; rng: Rng }[] = [];
  const rich = new Rng('store:rich');
  out.push({ spec: richStore(now, rich), rng: rich });
  out.push({ spec: freshStore(now), rng: new Rng('store:fresh') });
  const bakery = new Rng('store:vouchers-only');
  out.push({ spec: vouchersOnlyStore(now, bakery), rng: bakery });
  for (const bg of BACKGROUND_STORES) {
    const rng = new Rng(`store:${bg.key}`);
    const setup = BACKGROUND_SETUP[bg.key];
    const createdAt = at(monthStart(now, setup.firstMonth) - rng.int(10, 40) * DAY, rng.int(8, 17));
    const spec = ordinaryStore(rng, pools, now, {
      key: bg.key,
      name: bg.name,
      phone: bg.phone,
      categoryId: setup.categoryId,
      city: city(setup.city),
      createdAt,
      vouchers: setup.vouchers,
      plans: setup.plans,
      activity: {
        subscribers: setup.subscribers,
        firstMonth: setup.firstMonth,
        growth: rng.float(1.2, 2.5),
        churn: 0.12,
        secondPlanRate: 0.05,
        redemptionRate: 0.4,
      },
      broadcasts: rng.int(2, 4),
      notifications: SMALL_NOTIFICATIONS,
      activated: bg.key !== 'bg-butcher',
      slugSuffix: '',
    });
    out.push({ spec, rng });
  }
  return out;
}
