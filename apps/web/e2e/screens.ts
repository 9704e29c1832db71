import type { Page } from '@playwright/test';
import { DEMO, PRODUCTION_BUILD } from './support';

/**
 * Every screen of the app, by who can see it: the German walk (german.spec.ts) visits each one.
 * Add a new screen's path here (for the demo store whose data fills it); `open` may do what the
 * screen needs before its texts show (open a sheet, a picker), and returns when the screen is ready.
 */
export interface Screen {
  path: string;
  /** A test id that is on screen once it has loaded. */
  ready: string;
  /** Extra steps after loading: opening a sheet, a picker or a menu whose texts must be German too. */
  open?: (page: Page) => Promise<void>;
}

/** Public screens: no session. */
export const PUBLIC_SCREENS: Screen[] = [
  { path: '/login', ready: 'login-form' },
  {
    path: '/login',
    ready: 'login-form',
    open: async (page) => {
      await page.getByTestId('country-picker').click();
      await page.getByRole('listbox').waitFor();
    },
  },
  { path: '/register', ready: 'register-form' },
  {
    path: '/register',
    ready: 'register-form',
    open: async (page) => {
      await page.getByTestId('open-map').click();
      await page.getByTestId('map-picker').waitFor();
    },
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
      open: async (page) => {
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { path: '/vouchers', ready: 'table-row' },
    {
      path: '/vouchers',
      ready: 'table-row',
      open: async (page) => {
        await page.getByTestId('filter-open').click();
        await page.getByTestId('filter-sheet').waitFor();
      },
    },
    { path: '/vouchers?q=zzzz-nothing', ready: 'empty-state' },
    {
      path: '/vouchers/create',
      ready: 'voucher-form',
      open: async (page) => {
        await page.getByTestId('save-voucher').click();
        await page.getByTestId('field-error').first().waitFor();
      },
    },
    {
      path: '/vouchers?status=published',
      ready: 'table-row',
      open: async (page) => {
        await page.getByTestId('table-row').first().getByRole('link').click();
        await page.getByTestId('voucher-holders').waitFor();
        await page.getByTestId('delete-voucher').click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { path: '/vouchers/99999999', ready: 'not-found-state' },
    { path: '/subscription-plans', ready: 'plan-card' },
    { path: '/subscription-plans/plans', ready: 'plan-card' },
    {
      path: '/subscription-plans/plans/create',
      ready: 'plan-form',
      open: async (page) => {
        await page.getByTestId('save-plan').click();
        await page.getByTestId('field-error').first().waitFor();
      },
    },
    {
      path: '/subscription-plans/plans',
      ready: 'plan-card',
      open: async (page) => {
        await page.getByTestId('plan-card').first().getByRole('link').first().click();
        await page.getByTestId('plan-detail').waitFor();
      },
    },
    {
      path: '/subscription-plans',
      ready: 'subscriber-table',
      open: async (page) => {
        await page.getByTestId('subscriber-table').getByRole('link').first().click();
        await page.getByTestId('subscriber-detail').waitFor();
        await page.getByTestId('membership-vouchers-link').first().click();
        await page.getByTestId('subscriber-vouchers').waitFor();
      },
    },
    { path: '/notifications', ready: 'notification' },
    { path: '/broadcasts', ready: 'broadcast-plan' },
    {
      path: '/broadcasts',
      ready: 'broadcast-plan',
      open: async (page) => {
        await page.getByTestId('table-row').first().getByRole('link').click();
        await page.getByTestId('broadcast-detail').waitFor();
      },
    },
    { path: '/broadcasts/request', ready: 'schedule-notice' },
    { path: '/settings', ready: 'settings-logout' },
    {
      path: '/settings',
      ready: 'settings-logout',
      open: async (page) => {
        await page.getByTestId('settings-logout').click();
        await page.getByTestId('sign-out-dialog').waitFor();
      },
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
      open: async (page) => {
        await page.getByTestId('invoice-row').first().getByRole('link').first().click();
        await page.getByTestId('invoice-document').waitFor();
      },
    },
  ],
  fresh: [
    { path: '/', ready: 'top-subscribers-card' },
    { path: '/vouchers', ready: 'empty-state' },
    { path: '/subscription-plans', ready: 'no-voucher-notice' },
    { path: '/broadcasts', ready: 'empty-state' },
    { path: '/settings/my-sales', ready: 'payout-history' },
  ],
  bakery: [{ path: '/', ready: 'voucher-usage-card' }],
};
