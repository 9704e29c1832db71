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
 * What each state receives from the consumer (`params`) and hands back to the request through
 * fromProviderState (`returns`). States not listed take nothing and return nothing.
 */
export interface ProviderStateContract {
  registeredStore: { params: { phone: string }; returns: { phone: string } };
  unregisteredPhone: { params: { phone: string }; returns: { phone: string; categoryId: number } };
  codeJustSent: { params: { phone: string }; returns: { phone: string } };
  codeSent: { params: { phone: string; code: string }; returns: { phone: string; code: string } };
  signedInWithSlug: { params: { slug: string }; returns: { slug: string } };
  /** `phone` belongs to a store other than the signed-in one. */
  phoneTaken: { params: { phone: string }; returns: { phone: string } };
  /** The signed-in store asked to move to `phone`, and `code` is the code sent there. */
  phoneChangeCodeSent: { params: { phone: string; code: string }; returns: { phone: string; code: string } };
  /** The plan, its subscriber, a voucher of the plan they redeemed, and a published voucher outside the plan. */
  planWithSubscriber: {
    params: Record<string, never>;
    returns: { planId: number; subscriberId: number; voucherId: number; spareVoucherId: number };
  };
  planWithoutSubscribers: { params: Record<string, never>; returns: { planId: number } };
  /** `code`: an unread notification of the store. */
  unreadNotifications: { params: Record<string, never>; returns: { code: string } };
  /**
   * A plan (named "Coffee Lover") with an active subscriber and a voucher, a delivered broadcast and
   * a requested one; `scheduledAt` is an instant in the provider's future, to request another.
   */
  storeWithBroadcasts: {
    params: Record<string, never>;
    returns: { planId: number; voucherId: number; scheduledAt: string };
  };
  /**
   * Two payments of the plan "Coffee Lover" (19.90 € each, by lena.k) on 2026-11-10 and 2026-11-12
   * at 12:00 UTC, a paid payout of 10 € (so 29.80 € available), and the invoice `invoiceId`.
   */
  storeWithSales: { params: Record<string, never>; returns: { invoiceId: number } };
  /**
   * Three published vouchers (DFP "2 € off cake", DPR "10 % off breakfast", GDS "Free cappuccino"),
   * each with quantity, end date (2027-12-31), schedule, category, points and terms, all in the plan
   * "Coffee Lover" that lena.k holds; `voucherId` is the cappuccino.
   */
  vouchersInPlan: { params: Record<string, never>; returns: { voucherId: number } };
  /** A draft voucher outside any plan, never redeemed or broadcast: it can be edited and deleted. */
  unusedVoucher: { params: Record<string, never>; returns: { voucherId: number } };
}
