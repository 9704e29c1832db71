/**
 * The pact's provider states, set up over HTTP: POST /__mock/pact/state is the test-only state
 * endpoint the verification kit (contracts/kit) calls before each interaction, with the body the
 * Pact verifier posts to a state-change URL. Each state empties the database, moves the clock to
 * the state's `now`, writes only the rows its interactions read, lifts the sign-in and
 * registration limits for its stores, and answers the values the requests take through
 * fromProviderState, plus the bearer token of its store (`token`).
 */
import { providerStates, z, type ProviderStateContract, type ProviderStateKey } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import { moveClock } from '../clock';
import type { Deps } from '../deps';
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

/** One state: its parameters (zod) and what it writes; it answers its values for the requests. */
interface StateDef<K extends ProviderStateKey> {
  params: z.ZodType<ProviderStateContract[K]['params']>;
  setUp(params: ProviderStateContract[K]['params']): ProviderStateContract[K]['returns'];
}

export function registerPactStateRoute(app: FastifyInstance, deps: Deps): void {
  const { clock, limitExemptions } = deps;
  const { fixtures: rows, otp } = deps.repos;
  /** The token the kit puts on bearer requests: the current state's store (or its expired token). */
  let token: string | null = null;

  const fresh = () => {
    rows.clear();
    token = null;
  };
  const signedInStore = (fields: Parameters<typeof rows.store>[0] = { name: 'Café Morgenrot', activated: true }) => {
    fresh();
    const storeId = rows.store(fields);
    token = rows.signIn(storeId, clock.now());
    return storeId;
  };
  const sendCode = (phone: string, storeId: number, purpose: 'login' | 'edit_phone', code?: string) =>
    issueOtp(otp, { phone, purpose, storeId }, clock.now(), code);

  /** One fan on one plan since last month: paid twice, redeemed once this month. */
  const activity = (storeId: number, planName = 'Coffee Lover', cancelAt: number | null = null) => {
    const now = clock.now();
    const voucherId = rows.voucher(storeId, { name: 'Free cappuccino', type: 'GDS', status: 'published' });
    const planId = rows.plan(storeId, [{ voucherId, maxUseQty: 4 }], { name: planName });
    const subscriberId = rows.subscriber(storeId, { username: 'lena.k' });
    const id = rows.membership(storeId, subscriberId, planId, { subscribedAt: now - 35 * DAY, cancelAt });
    const membership = { storeId, subscriberId, planId, id };
    rows.payment(membership, 1990, now - 35 * DAY);
    rows.payment(membership, 1990, now - 5 * DAY);
    rows.redemption(membership, voucherId, now - 2 * DAY);
    return { ...membership, voucherId };
  };

  const states: { [K in ProviderStateKey]: StateDef<K> } = {
    registeredStore: {
      params: Phone,
      setUp: ({ phone }) => {
        fresh();
        rows.store({ phone });
        return { phone, categoryId: rows.anyCategoryId() };
      },
    },
    unregisteredPhone: {
      params: Phone,
      setUp: ({ phone }) => {
        fresh();
        return { phone, categoryId: rows.anyCategoryId() };
      },
    },
    codeJustSent: {
      params: Phone,
      setUp: ({ phone }) => {
        fresh();
        sendCode(phone, rows.store({ phone }), 'login');
        return { phone };
      },
    },
    codeSent: {
      params: PhoneAndCode,
      setUp: ({ phone, code }) => {
        fresh();
        sendCode(phone, rows.store({ phone }), 'login', code);
        return { phone, code };
      },
    },
    categoriesExist: {
      params: NoParams,
      // Categories are reference data: an empty database has them.
      setUp: () => (fresh(), {}),
    },
    signedIn: {
      params: NoParams,
      setUp: () => {
        const categoryId = rows.anyCategoryId();
        signedInStore({
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
      },
    },
    signedInWithSlug: {
      params: z.object({ slug: Text }),
      setUp: ({ slug }) => {
        signedInStore({ name: 'Café Morgenrot', activated: true, slug });
        return { slug };
      },
    },
    phoneTaken: {
      params: Phone,
      setUp: ({ phone }) => {
        signedInStore();
        rows.store({ name: 'Blumen Lindner', phone });
        return { phone };
      },
    },
    phoneChangeCodeSent: {
      params: PhoneAndCode,
      setUp: ({ phone, code }) => {
        sendCode(phone, signedInStore(), 'edit_phone', code);
        return { phone, code };
      },
    },
    storeWithActivity: {
      params: NoParams,
      setUp: () => (activity(signedInStore()), {}),
    },
    unreadNotifications: {
      params: NoParams,
      setUp: () => {
        const storeId = signedInStore();
        const m = activity(storeId);
        const codes = [2 * DAY, DAY].map((ago) =>
          rows.notify(clock.now() - ago, {
            storeId,
            type: 'cust_subscribe',
            params: { fan: 'lena.k', plan: 'Coffee Lover' },
            referenceId: m.subscriberId,
            subscriptionId: m.planId,
          }),
        );
        return { code: codes[1]! };
      },
    },
    storeWithBroadcasts: {
      params: PlanSearch,
      setUp: ({ planName }) => {
        const storeId = signedInStore();
        const m = activity(storeId, planName);
        const now = clock.now();
        const broadcast = { storeId, planId: m.planId, voucherId: m.voucherId, lang: 'en', recipients: 1 } as const;
        const sentBroadcastId = rows.broadcast({
          ...broadcast,
          description: 'Your cappuccino is waiting.',
          scheduledAt: now - 3 * DAY,
          sentAt: now - 3 * DAY + 60_000,
          status: 'Success',
          createdAt: now - 4 * DAY,
        });
        rows.broadcast({
          ...broadcast,
          description: 'Cake is back on Friday.',
          scheduledAt: now + 2 * DAY,
          status: 'Request',
          createdAt: now - DAY,
        });
        return {
          planId: m.planId,
          voucherId: m.voucherId,
          sentBroadcastId,
          scheduledAt: new Date(now + DAY).toISOString(),
        };
      },
    },
    planWithSubscriber: {
      params: PlanSearch,
      setUp: ({ planName }) => {
        const storeId = signedInStore();
        // Cancelled, so still active until the end of the billing month: the detail pins cancel_at too.
        const m = activity(storeId, planName, clock.now() + 10 * DAY);
        const spareVoucherId = rows.voucher(storeId, { name: 'Flat White Upgrade', status: 'published' });
        return { planId: m.planId, subscriberId: m.subscriberId, voucherId: m.voucherId, spareVoucherId };
      },
    },
    planWithoutSubscribers: {
      params: NoParams,
      setUp: () => {
        const storeId = signedInStore();
        const voucherId = rows.voucher(storeId, { name: 'Free cappuccino', status: 'published' });
        return { planId: rows.plan(storeId, [{ voucherId, maxUseQty: 4 }], { name: 'Coffee Lover' }) };
      },
    },
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
      setUp: ({ username, planName, price, paidOut, ...params }) => {
        const paidAt = params.paidAt.map((at) => Date.parse(at));
        const cents = (euros: number) => Math.round(euros * 100);
        const storeId = signedInStore();
        const voucherId = rows.voucher(storeId, { name: 'Free cappuccino', status: 'published' });
        const planId = rows.plan(storeId, [{ voucherId, maxUseQty: 4 }], {
          name: planName,
          priceCents: cents(price),
        });
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
        runBilling(deps.repos, Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), 1), deps.config.issuer);
        const invoiceId = deps.repos.sales.invoicePage(storeId, { limit: 1, offset: 0 }).rows[0]!.id;
        return { invoiceId };
      },
    },
    storeNotActivated: {
      params: NoParams,
      setUp: () => {
        const storeId = signedInStore({ name: 'Blumen Lindner' });
        const voucherId = rows.voucher(storeId, { name: 'Tulip of the week', status: 'published' });
        const planId = rows.plan(storeId, [{ voucherId }], { name: 'Flower Friend' });
        const subscriberId = rows.subscriber(storeId);
        const subscribedAt = clock.now() - 2 * DAY;
        const id = rows.membership(storeId, subscriberId, planId, { subscribedAt });
        rows.payment({ id, storeId, subscriberId, planId }, 1990, subscribedAt);
        return {};
      },
    },
    vouchersInPlan: {
      params: z.object({ voucherName: Text, search: Text }),
      setUp: ({ voucherName }) => {
        const storeId = signedInStore();
        const weekdays = { start_time: '08:00', end_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] };
        const details = (category: string, schedule: typeof weekdays) => ({
          quantity: 500,
          schedule,
          category,
          informations: ['Show the code at the counter'],
        });
        const full = { status: 'published', endDate: '2027-12-31' } as const;
        const cake = rows.voucher(storeId, {
          ...full,
          name: '2 € off cake',
          type: 'DFP',
          value: 2,
          details: details('food', weekdays),
        });
        const breakfast = rows.voucher(storeId, {
          ...full,
          name: '10 % off breakfast',
          type: 'DPR',
          value: 10,
          details: details('food', weekdays),
        });
        const goodie = rows.voucher(storeId, {
          ...full,
          name: voucherName,
          type: 'GDS',
          value: 3.6,
          details: details('drink', { start_time: '08:00', end_time: '18:00', days: ['sat', 'sun'] }),
        });
        const list = [cake, breakfast, goodie].map((voucherId) => ({ voucherId, maxUseQty: 4 }));
        const planId = rows.plan(storeId, list, { name: 'Coffee Lover' });
        const subscriberId = rows.subscriber(storeId, { username: 'lena.k' });
        rows.membership(storeId, subscriberId, planId, { subscribedAt: clock.now() - 5 * DAY });
        return { voucherId: goodie };
      },
    },
    unusedVoucher: {
      params: NoParams,
      setUp: () => {
        const storeId = signedInStore();
        return { voucherId: rows.voucher(storeId, { name: 'Free croissant', type: 'GDS', status: 'draft' }) };
      },
    },
    expiredSession: {
      params: NoParams,
      setUp: () => {
        fresh();
        // Signed in eight days ago with a seven-day token.
        token = rows.signIn(rows.store(), clock.now() - 8 * DAY, 7 * DAY);
        return {};
      },
    },
  };

  const keyOf = new Map<string, ProviderStateKey>(
    Object.entries(providerStates).map(([key, name]) => [name, key as ProviderStateKey]),
  );

  const setUp = <K extends ProviderStateKey>(key: K, raw: Record<string, unknown>) => {
    const def = states[key];
    const { now } = parseInput(Clock, raw);
    const params = parseInput(def.params, raw);
    moveClock(clock, now ?? null);
    const values = def.setUp(params);
    const stores = rows.storeKeys();
    const newPhone = typeof raw.phone === 'string' ? [raw.phone] : [];
    limitExemptions.lift([...stores.phones, ...newPhone], stores.ids);
    return { token, ...values };
  };

  app.post(PACT_STATE_PATH, hidden, async (req) => {
    const body = parseInput(StateBody, req.body);
    if (body.action === 'teardown') return {};
    const key = keyOf.get(body.state);
    if (!key) {
      const message = `Unknown provider state "${body.state}"`;
      throw new HttpError(422, message, { state: [message] });
    }
    return setUp(key, body.params ?? {});
  });
}
