/**
 * The pact's provider states, set up over HTTP: POST /__mock/pact/state is the test-only state
 * endpoint the verification kit (contracts/kit) calls before each interaction, with the body the
 * Pact verifier posts to a state-change URL. Each state empties the database, moves the clock to
 * the state's `now`, writes only the rows its interactions read, lifts the sign-in and
 * registration limits for its stores, and answers the values the requests take through
 * fromProviderState, plus the bearer token of its store (`token`). One function per state, below;
 * `STATES` names each with its parameters.
 */
import { providerStates, z, type ProviderStateContract, type ProviderStateKey } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import { moveClock } from '../clock';
import type { Deps, DepsOf } from '../deps';
import { HttpError } from '../errors';
import { runBilling } from '../domain/billing';
import { issueOtp } from '../domain/otp';
import { DAY } from '../repo/fixtures';
import { hidden, parseInput } from './kit';

/** Where the kit posts (README "Provider states over HTTP"). */
export const PACT_STATE_PATH = '/__mock/pact/state';

const StateBody = z
  .object({
    state: z.string().min(1),
    params: z.record(z.string(), z.unknown()).nullish(),
    action: z.enum(['setup', 'teardown']).default('setup'),
  })
  .strict();

const Text = z.string().min(1).max(200);
const Instant = z.iso.datetime({ offset: true }).transform((v) => Date.parse(v));
const Clock = z.object({ now: Instant.optional() });
const NoParams = z.object({});
const Phone = z.object({ phone: Text });
const PhoneAndCode = z.object({ phone: Text, code: Text });
const PlanSearch = z.object({ planName: Text, search: Text });

type Params<K extends ProviderStateKey> = ProviderStateContract[K]['params'];
type Returns<K extends ProviderStateKey> = ProviderStateContract[K]['returns'];
type StoreFields = Parameters<Deps['repos']['fixtures']['store']>[0];

/** What a state writes with: one database's rows and clock, and the session it hands the kit. */
class Setup {
  /** The token the kit puts on bearer requests: the state's store (or its expired token). */
  token: string | null = null;

  constructor(readonly deps: Deps) {}

  get rows() {
    return this.deps.repos.fixtures;
  }

  now(): number {
    return this.deps.clock.now();
  }

  /** Empties the database. */
  fresh(): void {
    this.rows.clear();
    this.token = null;
  }

  /** An empty database with one store, signed in. */
  signedInStore(fields: StoreFields = { name: 'Café Morgenrot', activated: true }): number {
    this.fresh();
    const storeId = this.rows.store(fields);
    this.token = this.rows.signIn(storeId, this.now());
    return storeId;
  }

  sendCode(phone: string, storeId: number, purpose: 'login' | 'edit_phone', code?: string): void {
    issueOtp(this.deps.repos.otp, { phone, purpose, storeId }, this.now(), code);
  }

  /** One fan on one plan since last month: paid twice, redeemed once this month. */
  activity(storeId: number, planName = 'Coffee Lover', cancelAt: number | null = null) {
    const { rows } = this;
    const now = this.now();
    const voucherId = rows.voucher(storeId, { name: 'Free cappuccino', type: 'GDS', status: 'published' });
    const planId = rows.plan(storeId, [{ voucherId, maxUseQty: 4 }], { name: planName });
    const subscriberId = rows.subscriber(storeId, { username: 'lena.k' });
    const id = rows.membership(storeId, subscriberId, planId, { subscribedAt: now - 35 * DAY, cancelAt });
    const membership = { storeId, subscriberId, planId, id };
    rows.payment(membership, 1990, now - 35 * DAY);
    rows.payment(membership, 1990, now - 5 * DAY);
    rows.redemption(membership, voucherId, now - 2 * DAY);
    return { ...membership, voucherId };
  }
}

// ── The states ────────────────────────────────────────────────────────────────────────────────

function registeredStore(s: Setup, { phone }: Params<'registeredStore'>): Returns<'registeredStore'> {
  s.fresh();
  s.rows.store({ phone });
  return { phone, categoryId: s.rows.anyCategoryId() };
}

function unregisteredPhone(s: Setup, { phone }: Params<'unregisteredPhone'>): Returns<'unregisteredPhone'> {
  s.fresh();
  return { phone, categoryId: s.rows.anyCategoryId() };
}

function codeJustSent(s: Setup, { phone }: Params<'codeJustSent'>): Returns<'codeJustSent'> {
  s.fresh();
  s.sendCode(phone, s.rows.store({ phone }), 'login');
  return { phone };
}

function codeSent(s: Setup, { phone, code }: Params<'codeSent'>): Returns<'codeSent'> {
  s.fresh();
  s.sendCode(phone, s.rows.store({ phone }), 'login', code);
  return { phone, code };
}

/** Categories are reference data: an empty database has them. */
function categoriesExist(s: Setup): Returns<'categoriesExist'> {
  s.fresh();
  return {};
}

function signedIn(s: Setup): Returns<'signedIn'> {
  const categoryId = s.rows.anyCategoryId();
  s.signedInStore({
    name: 'Café Morgenrot',
    activated: true,
    categoryId,
    profile: {
      about: 'Coffee roasted in Kreuzberg.',
      openingHours: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:00' },
      photoUrl: 'https://images.example.com/morgenrot.jpg',
      logoUrl: 'https://images.example.com/morgenrot-logo.png',
      email: 'hallo@morgenrot.example',
    },
  });
  return { categoryId };
}

function signedInWithSlug(s: Setup, { slug }: Params<'signedInWithSlug'>): Returns<'signedInWithSlug'> {
  s.signedInStore({ name: 'Café Morgenrot', activated: true, slug });
  return { slug };
}

function phoneTaken(s: Setup, { phone }: Params<'phoneTaken'>): Returns<'phoneTaken'> {
  s.signedInStore();
  s.rows.store({ name: 'Blumen Lindner', phone });
  return { phone };
}

function phoneChangeCodeSent(s: Setup, { phone, code }: Params<'phoneChangeCodeSent'>): Returns<'phoneChangeCodeSent'> {
  s.sendCode(phone, s.signedInStore(), 'edit_phone', code);
  return { phone, code };
}

function storeWithActivity(s: Setup): Returns<'storeWithActivity'> {
  s.activity(s.signedInStore());
  return {};
}

function unreadNotifications(s: Setup): Returns<'unreadNotifications'> {
  const storeId = s.signedInStore();
  const m = s.activity(storeId);
  const codes = [2 * DAY, DAY].map((ago) =>
    s.rows.notify(s.now() - ago, {
      storeId,
      type: 'cust_subscribe',
      params: { fan: 'lena.k', plan: 'Coffee Lover' },
      referenceId: m.subscriberId,
      subscriptionId: m.planId,
    }),
  );
  return { code: codes[1]! };
}

function storeWithBroadcasts(s: Setup, { planName }: Params<'storeWithBroadcasts'>): Returns<'storeWithBroadcasts'> {
  const storeId = s.signedInStore();
  const m = s.activity(storeId, planName);
  const now = s.now();
  const broadcast = { storeId, planId: m.planId, voucherId: m.voucherId, lang: 'en', recipients: 1 } as const;
  const sentBroadcastId = s.rows.broadcast({
    ...broadcast,
    description: 'Your cappuccino is waiting.',
    scheduledAt: now - 3 * DAY,
    sentAt: now - 3 * DAY + 60_000,
    status: 'Success',
    createdAt: now - 4 * DAY,
  });
  s.rows.broadcast({
    ...broadcast,
    description: 'Cake is back on Friday.',
    scheduledAt: now + 2 * DAY,
    status: 'Request',
    createdAt: now - DAY,
  });
  return { planId: m.planId, voucherId: m.voucherId, sentBroadcastId, scheduledAt: new Date(now + DAY).toISOString() };
}

function planWithSubscriber(s: Setup, { planName }: Params<'planWithSubscriber'>): Returns<'planWithSubscriber'> {
  const storeId = s.signedInStore();
  // Cancelled, so still active until the end of the billing month: the detail pins cancel_at too.
  const m = s.activity(storeId, planName, s.now() + 10 * DAY);
  const spareVoucherId = s.rows.voucher(storeId, { name: 'Flat White Upgrade', status: 'published' });
  return { planId: m.planId, subscriberId: m.subscriberId, voucherId: m.voucherId, spareVoucherId };
}

function planWithoutSubscribers(s: Setup): Returns<'planWithoutSubscribers'> {
  const storeId = s.signedInStore();
  const voucherId = s.rows.voucher(storeId, { name: 'Free cappuccino', status: 'published' });
  return { planId: s.rows.plan(storeId, [{ voucherId, maxUseQty: 4 }], { name: 'Coffee Lover' }) };
}

function storeWithSales(s: Setup, params: Params<'storeWithSales'>): Returns<'storeWithSales'> {
  const { username, planName, price, paidOut } = params;
  const { rows } = s;
  const paidAt = params.paidAt.map((at) => Date.parse(at));
  const cents = (euros: number) => Math.round(euros * 100);
  const storeId = s.signedInStore();
  const voucherId = rows.voucher(storeId, { name: 'Free cappuccino', status: 'published' });
  const planId = rows.plan(storeId, [{ voucherId, maxUseQty: 4 }], { name: planName, priceCents: cents(price) });
  const subscriberId = rows.subscriber(storeId, { username });
  const first = Math.min(...paidAt);
  const subscribedAt = first - 29 * DAY;
  const id = rows.membership(storeId, subscriberId, planId, { subscribedAt });
  for (const at of paidAt) rows.payment({ storeId, subscriberId, planId, id }, cents(price), at);
  rows.payout({
    storeId,
    amountCents: cents(paidOut),
    status: 'paid',
    requestedAt: first - 8 * DAY,
    decidedAt: first - 6 * DAY,
  });
  // Last month's invoice, issued by the billing run from the payment made on subscribing.
  rows.payment({ storeId, subscriberId, planId, id }, cents(price), subscribedAt);
  const monthStart = new Date(first);
  const { repos, config } = s.deps;
  runBilling(repos, Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), 1), config.issuer);
  return { invoiceId: repos.sales.invoicePage(storeId, { limit: 1, offset: 0 }).rows[0]!.id };
}

function storeNotActivated(s: Setup): Returns<'storeNotActivated'> {
  const storeId = s.signedInStore({ name: 'Blumen Lindner' });
  const voucherId = s.rows.voucher(storeId, { name: 'Tulip of the week', status: 'published' });
  const planId = s.rows.plan(storeId, [{ voucherId }], { name: 'Flower Friend' });
  const subscriberId = s.rows.subscriber(storeId);
  const subscribedAt = s.now() - 2 * DAY;
  const id = s.rows.membership(storeId, subscriberId, planId, { subscribedAt });
  s.rows.payment({ id, storeId, subscriberId, planId }, 1990, subscribedAt);
  return {};
}

function vouchersInPlan(s: Setup, { voucherName }: Params<'vouchersInPlan'>): Returns<'vouchersInPlan'> {
  const storeId = s.signedInStore();
  const weekdays = { start_time: '08:00', end_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] };
  const details = (category: string, schedule: typeof weekdays) => ({
    quantity: 500,
    schedule,
    category,
    informations: ['Show the code at the counter'],
  });
  const full = { status: 'published', endDate: '2027-12-31' } as const;
  const food = details('food', weekdays);
  const cake = s.rows.voucher(storeId, { ...full, name: '2 € off cake', type: 'DFP', value: 2, details: food });
  const breakfast = s.rows.voucher(storeId, {
    ...full,
    name: '10 % off breakfast',
    type: 'DPR',
    value: 10,
    details: food,
  });
  const goodie = s.rows.voucher(storeId, {
    ...full,
    name: voucherName,
    type: 'GDS',
    value: 3.6,
    details: details('drink', { start_time: '08:00', end_time: '18:00', days: ['sat', 'sun'] }),
  });
  const list = [cake, breakfast, goodie].map((voucherId) => ({ voucherId, maxUseQty: 4 }));
  const planId = s.rows.plan(storeId, list, { name: 'Coffee Lover' });
  const subscriberId = s.rows.subscriber(storeId, { username: 'lena.k' });
  s.rows.membership(storeId, subscriberId, planId, { subscribedAt: s.now() - 5 * DAY });
  return { voucherId: goodie };
}

function unusedVoucher(s: Setup): Returns<'unusedVoucher'> {
  const storeId = s.signedInStore();
  return { voucherId: s.rows.voucher(storeId, { name: 'Free croissant', type: 'GDS', status: 'draft' }) };
}

function expiredSession(s: Setup): Returns<'expiredSession'> {
  s.fresh();
  // Signed in eight days ago with a seven-day token.
  s.token = s.rows.signIn(s.rows.store(), s.now() - 8 * DAY, 7 * DAY);
  return {};
}

/** One state: its parameters (zod) and the function that writes it. */
interface StateDef<K extends ProviderStateKey> {
  params: z.ZodType<Params<K>>;
  setUp(s: Setup, params: Params<K>): Returns<K>;
}

const STATES: { [K in ProviderStateKey]: StateDef<K> } = {
  registeredStore: { params: Phone, setUp: registeredStore },
  unregisteredPhone: { params: Phone, setUp: unregisteredPhone },
  codeJustSent: { params: Phone, setUp: codeJustSent },
  codeSent: { params: PhoneAndCode, setUp: codeSent },
  categoriesExist: { params: NoParams, setUp: categoriesExist },
  signedIn: { params: NoParams, setUp: signedIn },
  signedInWithSlug: { params: z.object({ slug: Text }), setUp: signedInWithSlug },
  phoneTaken: { params: Phone, setUp: phoneTaken },
  phoneChangeCodeSent: { params: PhoneAndCode, setUp: phoneChangeCodeSent },
  storeWithActivity: { params: NoParams, setUp: storeWithActivity },
  unreadNotifications: { params: NoParams, setUp: unreadNotifications },
  storeWithBroadcasts: { params: PlanSearch, setUp: storeWithBroadcasts },
  planWithSubscriber: { params: PlanSearch, setUp: planWithSubscriber },
  planWithoutSubscribers: { params: NoParams, setUp: planWithoutSubscribers },
  storeWithSales: {
    params: z.object({
      username: Text,
      planName: Text,
      price: z.number().positive().max(100_000),
      paidAt: z
        .array(z.iso.datetime({ offset: true }))
        .min(1)
        .max(50),
      paidOut: z.number().min(0).max(100_000),
    }),
    setUp: storeWithSales,
  },
  storeNotActivated: { params: NoParams, setUp: storeNotActivated },
  vouchersInPlan: { params: z.object({ voucherName: Text, search: Text }), setUp: vouchersInPlan },
  unusedVoucher: { params: NoParams, setUp: unusedVoucher },
  expiredSession: { params: NoParams, setUp: expiredSession },
};

const KEY_OF = new Map<string, ProviderStateKey>(
  Object.entries(providerStates).map(([key, name]) => [name, key as ProviderStateKey]),
);

/** Sets the state up in the database of `deps`: clock, rows, lifted limits; answers its values and token. */
function setUpState<K extends ProviderStateKey>(deps: Deps, key: K, raw: Record<string, unknown>) {
  const def = STATES[key];
  const { now } = parseInput(Clock, raw);
  const params = parseInput(def.params, raw);
  moveClock(deps.clock, now ?? null);
  const setup = new Setup(deps);
  const values = def.setUp(setup, params);
  const stores = setup.rows.storeKeys();
  const newPhone = typeof raw.phone === 'string' ? [raw.phone] : [];
  deps.limitExemptions.lift([...stores.phones, ...newPhone], stores.ids);
  return { token: setup.token, ...values };
}

export function registerPactStateRoute(app: FastifyInstance, depsOf: DepsOf): void {
  app.post(PACT_STATE_PATH, hidden, async (req) => {
    const body = parseInput(StateBody, req.body);
    if (body.action === 'teardown') return {};
    const key = KEY_OF.get(body.state);
    if (!key) {
      const message = `Unknown provider state "${body.state}"`;
      throw new HttpError(422, message, { state: [message] });
    }
    return setUpState(depsOf(req), key, body.params ?? {});
  });
}
