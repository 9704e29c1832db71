import type { Locator, Page } from '@playwright/test';
import { DEMO, PRODUCTION_BUILD } from './support';

/**
 * Every screen of the app, by who can see it: the walk (walk.spec.ts) visits each one in German at 320 px.
 * Add a new screen's path here (for the demo store whose data fills it); `open` may do what the
 * screen needs before its texts show (open a sheet, a picker), and returns when the screen is ready.
 */
export interface Screen {
  path: string;
  /** A test id that is on screen once it has loaded. */
  ready: string;
  /** Extra steps after loading: opening a sheet, a picker or a menu whose texts must be German too. */
  open?: (page: Page) => Promise<void>;
  /** What the screen is called in the test's title, when its path and `open` say too little. */
  name?: string;
}

/** The test's title for a screen. */
export const screenTitle = (screen: Screen) => screen.name ?? `${screen.path}${screen.open ? ' (opened)' : ''}`;

/** Something on the page: a test id, or a way to find it. */
type Find = string | ((page: Page) => Locator);
const found = (page: Page, what: Find) => (typeof what === 'string' ? page.getByTestId(what) : what(page));

/** Clicks the first of each pair, then waits until the second shows: a sheet, a dialog or the next page. */
const clickThen =
  (...steps: [click: Find, shown: Find][]) =>
  async (page: Page) => {
    for (const [click, shown] of steps) {
      await found(page, click).click();
      await found(page, shown).waitFor();
    }
  };

/** Public screens: no session. */
export const PUBLIC_SCREENS: Screen[] = [
  { path: '/login', ready: 'login-form' },
  {
    path: '/login',
    ready: 'login-form',
    open: clickThen(['country-picker', (p) => p.getByRole('listbox')]),
  },
  { path: '/register', ready: 'register-form' },
  {
    path: '/register',
    ready: 'register-form',
    open: clickThen(['open-map', 'map-picker']),
  },
  { path: `/account-verification?phone=${encodeURIComponent(DEMO.fresh.phone)}`, ready: 'change-phone' },
  { path: '/registration-success', ready: 'registration-success' },
  { path: '/terms-and-conditions?from=/login', ready: 'back-link' },
  { path: '/privacy-policy?from=/login', ready: 'back-link' },
  { path: '/help-center', ready: 'support-link' },
  // The developers' sandbox exists on the dev server only; a production build answers not found.
  { path: '/sandbox', ready: PRODUCTION_BUILD ? 'not-found' : 'skeleton' },
  { path: '/no-such-page', ready: 'not-found' },
];

/** Signed-in screens, per demo store (rich: everything; fresh: empty lists; bakery: vouchers, no plans). */
export const SIGNED_IN_SCREENS: Record<keyof typeof DEMO, Screen[]> = {
  rich: [
    { path: '/', ready: 'revenue-chart' },
    {
      path: '/',
      ready: 'store-name',
      open: clickThen([(p) => p.getByRole('button', { name: 'Menü öffnen' }), (p) => p.getByRole('dialog')]),
    },
    { path: '/vouchers', ready: 'table-row' },
    {
      path: '/vouchers',
      ready: 'table-row',
      open: clickThen(['filter-open', 'filter-sheet']),
    },
    { path: '/vouchers?q=zzzz-nothing', ready: 'empty-state' },
    {
      path: '/vouchers/create',
      ready: 'voucher-form',
      open: clickThen(['save-voucher', (p) => p.getByTestId('field-error').first()]),
    },
    {
      // A seeded voucher: other specs add vouchers of their own, with English texts, meanwhile.
      path: `/vouchers?status=published&q=${encodeURIComponent('Gratis Cappuccino')}`,
      ready: 'table-row',
      open: clickThen(
        [(p) => p.getByTestId('table-row').first().getByRole('link'), 'voucher-holders'],
        ['delete-voucher', (p) => p.getByRole('dialog')],
      ),
    },
    {
      // The voucher editor with the seeded voucher's points filled in.
      name: 'the voucher editor',
      path: `/vouchers?status=published&q=${encodeURIComponent('Gratis Cappuccino')}`,
      ready: 'table-row',
      open: clickThen(
        [(p) => p.getByTestId('table-row').first().getByRole('link'), 'voucher-holders'],
        ['edit-voucher', 'voucher-form'],
      ),
    },
    { path: '/vouchers/99999999', ready: 'not-found-state' },
    { path: '/subscription-plans', ready: 'plan-card' },
    { path: '/subscription-plans/plans', ready: 'plan-card' },
    {
      path: '/subscription-plans/plans/create',
      ready: 'plan-form',
      open: clickThen(['save-plan', (p) => p.getByTestId('field-error').first()]),
    },
    {
      path: '/subscription-plans/plans',
      ready: 'plan-card',
      open: clickThen([(p) => p.getByTestId('plan-card').first().getByRole('link').first(), 'plan-detail']),
    },
    {
      // The plan editor with a seeded plan's steps and perks filled in.
      name: 'the plan editor',
      path: '/subscription-plans/plans',
      ready: 'plan-card',
      open: clickThen(
        [(p) => p.getByTestId('plan-card').first().getByRole('link').first(), 'plan-detail'],
        ['edit-plan', 'plan-form'],
      ),
    },
    {
      path: '/subscription-plans',
      ready: 'subscriber-table',
      open: clickThen(
        [(p) => p.getByTestId('subscriber-table').getByRole('link').first(), 'subscriber-detail'],
        [(p) => p.getByTestId('membership-vouchers-link').first(), 'subscriber-vouchers'],
      ),
    },
    { path: '/notifications', ready: 'notification' },
    { path: '/broadcasts', ready: 'broadcast-plan' },
    {
      path: '/broadcasts',
      ready: 'broadcast-plan',
      open: clickThen([(p) => p.getByTestId('table-row').first().getByRole('link'), 'broadcast-detail']),
    },
    { path: '/broadcasts/request', ready: 'schedule-notice' },
    { path: '/settings', ready: 'settings-logout' },
    {
      path: '/settings',
      ready: 'settings-logout',
      open: clickThen(['settings-logout', 'sign-out-dialog']),
    },
    { path: '/settings/account-information', ready: 'account-name' },
    { path: '/settings/account-information/edit', ready: 'account-form' },
    { path: '/settings/account-information/phone/edit', ready: 'phone-step' },
    { path: '/settings/store-qr', ready: 'generate-qr' },
    { path: '/settings/language', ready: 'save-language' },
    { path: '/settings/my-sales', ready: 'balance-available' },
    { path: '/settings/my-sales/reports', ready: 'range-form' },
    {
      path: '/settings/my-sales',
      ready: 'invoice-row',
      open: clickThen([(p) => p.getByTestId('invoice-row').first().getByRole('link').first(), 'invoice-document']),
    },
  ],
  fresh: [
    { path: '/', ready: 'setup-guide' },
    { path: '/vouchers', ready: 'empty-state' },
    { path: '/subscription-plans', ready: 'no-voucher-notice' },
    { path: '/broadcasts', ready: 'empty-state' },
    { path: '/settings/my-sales', ready: 'payout-history' },
  ],
  bakery: [{ path: '/', ready: 'setup-guide' }],
};
