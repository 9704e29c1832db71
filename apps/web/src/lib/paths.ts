/**
 * Every path of the app, with typed builders: the router, the drawer, links and redirects read
 * this table, and nothing else spells a path. Route patterns (`:id`) come from the same strings.
 */
import { SIGN_IN_LINK_PAGE } from '@mbo/contracts/mock/links';

type Id = string | number;
type Query = Record<string, string | number | undefined | null>;

/** `?a=1&b=2` from the defined values, or '' when there are none. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

const id = (value: Id) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  sandbox: () => '/sandbox',
  /** `next`: the app page to open after signing in (a deep link, or where an ended session was). */
  login: (query?: { phone?: string; next?: string }) => withQuery('/login', query),
  register: (query?: { phone?: string }) => withQuery('/register', query),
  verification: (query: { phone: string; from?: 'register'; next?: string }) =>
    withQuery('/account-verification', { from: query.from, phone: query.phone, next: query.next }),
  registrationSuccess: () => '/registration-success',
  /** The demo console's one-use sign-in link (the mock builds its URL from the same constant). */
  signInLink: (query?: { token?: string }) => withQuery(SIGN_IN_LINK_PAGE, query),
  terms: (query?: { from?: string }) => withQuery('/terms-and-conditions', query),
  privacy: (query?: { from?: string }) => withQuery('/privacy-policy', query),
  helpCenter: (query?: { from?: string }) => withQuery('/help-center', query),

  vouchers: {
    list: (query?: { q?: string; type?: string; status?: string; page?: number }) => withQuery('/vouchers', query),
    create: (query?: { from?: Id }) => withQuery('/vouchers/create', query),
    detail: (voucherId: Id) => `/vouchers/${id(voucherId)}`,
    edit: (voucherId: Id) => `/vouchers/${id(voucherId)}/edit`,
  },

  plans: {
    overview: (query?: { q?: string; page?: number }) => withQuery('/subscription-plans', query),
    list: (query?: { q?: string; page?: number }) => withQuery('/subscription-plans/plans', query),
    create: () => '/subscription-plans/plans/create',
    detail: (planId: Id) => `/subscription-plans/plans/${id(planId)}`,
    edit: (planId: Id) => `/subscription-plans/plans/${id(planId)}/edit`,
    vouchers: (planId: Id) => `/subscription-plans/plans/${id(planId)}/vouchers`,
  },

  subscribers: {
    detail: (subscriberId: Id) => `/subscription-plans/consumers/${id(subscriberId)}`,
    /** The subscriber's vouchers: of their latest plan, or of `plan`, another plan they hold or held. */
    vouchers: (subscriberId: Id, query?: { plan?: number }) =>
      withQuery(`/subscription-plans/consumers/${id(subscriberId)}/vouchers`, query),
    voucher: (subscriberId: Id, voucherId: Id) =>
      `/subscription-plans/consumers/${id(subscriberId)}/vouchers/${id(voucherId)}`,
  },

  broadcasts: {
    list: (query?: { q?: string; sort?: string; status?: string; page?: number }) => withQuery('/broadcasts', query),
    request: () => '/broadcasts/request',
    detail: (broadcastId: Id) => `/broadcasts/${id(broadcastId)}`,
  },

  notifications: () => '/notifications',

  settings: {
    menu: () => '/settings',
    account: () => '/settings/account-information',
    accountEdit: () => '/settings/account-information/edit',
    phoneEdit: () => '/settings/account-information/phone/edit',
    storeQr: () => '/settings/store-qr',
    storeQrResult: () => '/settings/store-qr/qr',
    language: () => '/settings/language',
    mySales: () => '/settings/my-sales',
    activate: () => '/settings/my-sales/activate',
    reports: (query?: { from?: string; to?: string; page?: number }) => withQuery('/settings/my-sales/reports', query),
    invoice: (invoiceId: Id) => `/settings/my-sales/${id(invoiceId)}`,
  },
} as const;

/**
 * Route patterns for the router, relative to their parent, in the same table's words. A builder
 * called with `:name` yields the pattern, so a pattern and its links cannot drift apart.
 */
export const pattern = (path: string) => path.replace(/%3A/gi, ':').replace(/\?.*$/, '').replace(/^\//, '');
