/**
 * Provider states named by the Pact consumer tests. A provider (the mock server, the real API)
 * implements one set-up per value; `{name}` marks a parameter the consumer passes with the state.
 * Changing a string here changes the pact, so treat these like API paths.
 */
export const providerStates = {
  registeredStore: 'a registered store with phone {phone}',
  unregisteredPhone: 'no store is registered with phone {phone}',
  codeJustSent: 'a sign-in code was just sent to the store with phone {phone}',
  codeSent: 'the store with phone {phone} was sent the sign-in code {code}',
  categoriesExist: 'store categories exist',
  signedIn: 'a signed-in store with a complete profile',
  signedInWithSlug: 'a signed-in store with the slug {slug}',
  phoneTaken: 'a signed-in store, and another store with phone {phone}',
  phoneChangeCodeSent: 'the signed-in store was sent the phone-change code {code} to {phone}',
  storeWithActivity: 'a signed-in store with subscribers, payments and redemptions this month',
  unreadNotifications: 'a signed-in store with unread notifications',
  expiredSession: 'the session of a signed-in store has expired',
  planWithSubscriber:
    'a signed-in store with a plan whose subscriber, active until the end of the month, redeemed a voucher',
  planWithoutSubscribers: 'a signed-in store with a plan nobody has subscribed to',
  storeWithBroadcasts: 'a signed-in store with a plan, its voucher and broadcasts, one of them requested',
  storeWithSales: 'a signed-in store activated for payouts, with payments this month, a paid payout and an invoice',
  storeNotActivated: 'a signed-in store with a payment that is not activated for payouts',
  vouchersInPlan:
    'a signed-in store with a published voucher of each type, every field filled, in a plan with a subscriber',
  unusedVoucher: 'a signed-in store with a draft voucher that no plan uses and nobody redeemed',
} as const;

export type ProviderStateKey = keyof typeof providerStates;
export type ProviderState = (typeof providerStates)[ProviderStateKey];

/**
 * The provider's clock while an interaction runs: every state passes it as the parameter `now`,
 * so "this month", "just sent" and "expired" mean the same on every run.
 */
export const PACT_NOW = '2026-11-15T12:00:00.000Z';

/** What every state receives besides its own parameters. */
export interface StateClock {
  /** ISO instant the provider's clock reads during the interaction. */
  now: string;
}

/** A state that takes no parameters of its own (or returns nothing). */
type Empty = Record<never, never>;

/**
 * What each state receives from the consumer (`params`, besides `now`) and hands back to the
 * request through fromProviderState (`returns`). Every value an interaction relies on is one of
 * these: the provider needs no other knowledge of the consumer's tests.
 */
export interface ProviderStateContract {
  /** `categoryId`: any existing category (a registration sends it). */
  registeredStore: { params: { phone: string }; returns: { phone: string; categoryId: number } };
  /** `categoryId`: any existing category (a registration sends it). */
  unregisteredPhone: { params: { phone: string }; returns: { phone: string; categoryId: number } };
  codeJustSent: { params: { phone: string }; returns: { phone: string } };
  codeSent: { params: { phone: string; code: string }; returns: { phone: string; code: string } };
  categoriesExist: { params: Empty; returns: Empty };
  /** `categoryId`: the store's category (the details form sends it back). */
  signedIn: { params: Empty; returns: { categoryId: number } };
  signedInWithSlug: { params: { slug: string }; returns: { slug: string } };
  /** `phone` belongs to a store other than the signed-in one. */
  phoneTaken: { params: { phone: string }; returns: { phone: string } };
  /** The signed-in store asked to move to `phone`, and `code` is the code sent there. */
  phoneChangeCodeSent: { params: { phone: string; code: string }; returns: { phone: string; code: string } };
  storeWithActivity: { params: Empty; returns: Empty };
  /** `code`: an unread notification of the store. */
  unreadNotifications: { params: Empty; returns: { code: string } };
  expiredSession: { params: Empty; returns: Empty };
  /**
   * The plan `planName` (its name contains `search`, which the plan search sends), its subscriber,
   * a voucher of the plan they redeemed, and a published voucher outside the plan.
   */
  planWithSubscriber: {
    params: { planName: string; search: string };
    returns: { planId: number; subscriberId: number; voucherId: number; spareVoucherId: number };
  };
  planWithoutSubscribers: { params: Empty; returns: { planId: number } };
  /**
   * The plan `planName` (its name contains `search`, ignoring case, which the broadcast search
   * sends) with an active subscriber and a voucher, a delivered broadcast and a requested one;
   * `scheduledAt` is an instant in the provider's future, to request another.
   */
  storeWithBroadcasts: {
    params: { planName: string; search: string };
    returns: { planId: number; voucherId: number; sentBroadcastId: number; scheduledAt: string };
  };
  /**
   * The fan `username` paid `price` (EUR) for the plan `planName` at each instant of `paidAt`,
   * plus the fan fee (contracts/src/fee.ts); a payout of `paidOut` (EUR) was paid, so the rest
   * can be withdrawn; and the invoice `invoiceId`.
   */
  storeWithSales: {
    params: { username: string; planName: string; price: number; paidAt: string[]; paidOut: number };
    returns: { invoiceId: number };
  };
  storeNotActivated: { params: Empty; returns: Empty };
  /**
   * Three published vouchers (fixed price, percentage and the goodie `voucherName`, whose name
   * contains `search`, which the voucher search sends), each with every field filled, all in a
   * plan a subscriber holds; `voucherId` is the goodie.
   */
  vouchersInPlan: { params: { voucherName: string; search: string }; returns: { voucherId: number } };
  /** A draft voucher outside any plan, never redeemed or broadcast: it can be edited and deleted. */
  unusedVoucher: { params: Empty; returns: { voucherId: number } };
}

/** The parameters a state receives on the wire: its own and the clock. */
export type StateParams<K extends ProviderStateKey> = ProviderStateContract[K]['params'] & StateClock;
