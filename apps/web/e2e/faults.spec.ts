import { expect, test, type Page } from '@playwright/test';
import { api, sessionByLink, type OwnStore } from './own-store';
import { OTHER_STORES, look, prepare, storeSession } from './support';

/**
 * Every main screen against the mock's fault rules (not request interception): a 500 shows the
 * error with Retry, and Retry after the rule is gone shows the data; a dropped connection shows the
 * network message; a slow answer shows the skeleton. The mock's rules are global, so each one is
 * limited to a store only this spec signs in as: specs running beside it never meet them.
 */

const STORE = OTHER_STORES.fitness;
// The first screen of a test waits for the app's code as well as for the answer.
const FIRST_LOAD = { timeout: 30_000 };

interface FaultedScreen {
  name: string;
  path: (ids: Ids) => string;
  /** The calls that fail (a rule's path glob). */
  calls: string;
  /** A test id on screen once the data has loaded. */
  ready: string;
  /** How many parts show the error (cards fed by the same call each say so); 1 if not given. */
  errors?: number;
}

interface Ids {
  voucher: number;
  plan: number;
}

const SCREENS: FaultedScreen[] = [
  {
    name: 'dashboard',
    path: () => '/',
    calls: '/api/store/summary/overview',
    ready: 'top-subscribers-card',
    errors: 2,
  },
  { name: 'vouchers', path: () => '/vouchers', calls: '/api/store/vouchers', ready: 'table-row' },
  { name: 'voucher', path: (ids) => `/vouchers/${ids.voucher}`, calls: '/api/store/vouchers/*', ready: 'voucher-name' },
  { name: 'plans', path: () => '/subscription-plans/plans', calls: '/api/store/subscriptions', ready: 'plan-card' },
  {
    name: 'plan',
    path: (ids) => `/subscription-plans/plans/${ids.plan}`,
    calls: '/api/store/subscriptions/*',
    ready: 'plan-detail',
  },
  {
    name: 'subscribers',
    path: () => '/subscription-plans',
    calls: '/api/store/subscriptions/my/subscriber',
    ready: 'subscriber-table',
  },
  { name: 'broadcasts', path: () => '/broadcasts', calls: '/api/store/broadcast', ready: 'broadcast-plan' },
  { name: 'notifications', path: () => '/notifications', calls: '/api/store/notifications', ready: 'notification' },
  {
    name: 'account',
    path: () => '/settings/account-information',
    calls: '/api/store/my',
    ready: 'account-name',
  },
  { name: 'balance', path: () => '/settings/my-sales', calls: '/api/store/balance', ready: 'balance-available' },
  { name: 'payouts', path: () => '/settings/my-sales', calls: '/api/store/payouts', ready: 'payout-history' },
  { name: 'invoices', path: () => '/settings/my-sales', calls: '/api/store/invoices', ready: 'invoice-row' },
  {
    name: 'reports',
    path: () => '/settings/my-sales/reports',
    calls: '/api/store/sales-report',
    ready: 'totals-net',
    errors: 2,
  },
];

async function addFault(rule: Record<string, unknown>): Promise<number> {
  return (await api<{ data: { id: number } }>(null, '/__mock/faults', { method: 'POST', body: rule })).data.id;
}
const removeFault = (id: number) => api(null, `/__mock/faults/${id}`, { method: 'DELETE' });

let store: OwnStore;
let ids: Ids;

test.beforeAll(async () => {
  const stores = await api<{ data: { id: number; phone: string }[] }>(null, '/__mock/console/stores');
  const id = stores.data.find((s) => s.phone === STORE.phone)!.id;
  // No code: the store's other sign-ins are not disturbed.
  const session = await sessionByLink(id);
  store = {
    id,
    name: STORE.name,
    phone: STORE.phone,
    token: session.access_token,
    expiredAt: session.expired_at,
  };
  const vouchers = await api<{ data: { id: number }[] }>(store, '/api/store/vouchers?page=1&size=1');
  const plans = await api<{ data: { id: number }[] }>(store, '/api/store/subscriptions?page=1&size=1');
  ids = { voucher: vouchers.data[0]!.id, plan: plans.data[0]!.id };
});

async function open(page: Page) {
  await prepare(page, { locale: 'de' });
  await storeSession(page, store.token, store.expiredAt);
}

test('a 500 on every main screen shows the error and Retry; Retry after the fault is gone shows the data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page);
  for (const screen of SCREENS) {
    await test.step(screen.name, async () => {
      const fault = await addFault({ method: 'GET', path: screen.calls, status: 500, store_id: store.id });
      await page.goto(screen.path(ids));
      // The screen's own error: a card or section that failed, with the server's message.
      const error = page
        .getByTestId('query-error')
        .filter({ has: page.getByRole('button', { name: 'Erneut versuchen' }) });
      await expect(error.first()).toBeVisible(FIRST_LOAD);
      await expect(page.getByTestId('query-error-message').first()).not.toBeEmpty();
      await expect(page.getByTestId('empty-state')).toHaveCount(0);
      if (screen.name === 'vouchers') await look(page, 'faults-vouchers-error');
      await removeFault(fault);
      await expect(error).toHaveCount(screen.errors ?? 1);
      // The parts share one call: one Retry brings them all back.
      await error.first().getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByTestId(screen.ready).first()).toBeVisible();
      await expect(page.getByTestId('query-error')).toHaveCount(0);
    });
  }
});

test('a dropped connection shows the network message, and Retry loads the list', async ({ page }) => {
  await open(page);
  const fault = await addFault({ method: 'GET', path: '/api/store/vouchers', network: 'reset', store_id: store.id });
  await page.goto('/vouchers');
  await expect(page.getByTestId('query-error-message')).toHaveText('Verbindungsfehler', FIRST_LOAD);
  await removeFault(fault);
  await page.getByTestId('query-error').getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
});

test('a 2 s delay shows the skeleton, never the empty state, until the answer is there', async ({ page }) => {
  await open(page);
  const fault = await addFault({ method: 'GET', path: '/api/store/vouchers', delay_ms: 2000, store_id: store.id });
  try {
    // What the list showed, in order, recorded by the page itself: no timing on the test's side.
    const seen: string[] = [];
    await page.exposeFunction('reportState', (state: string) => {
      if (seen.at(-1) !== state) seen.push(state);
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const report = (window as unknown as { reportState: (s: string) => void }).reportState;
        const skeleton = document.querySelector('[data-testid="skeleton"]');
        if (skeleton) report(`skeleton busy=${skeleton.getAttribute('aria-busy')}`);
        if (document.querySelector('[data-testid="empty-state"]')) report('empty');
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    // A search that finds nothing: the empty state is the right answer, but only once it is there.
    await page.goto('/vouchers?q=zzzz-nichts');
    await expect(page.getByTestId('empty-state')).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    expect(seen).toEqual(['skeleton busy=true', 'empty']);
  } finally {
    await removeFault(fault);
  }
});
