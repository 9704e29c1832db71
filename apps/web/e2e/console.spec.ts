import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_API_URL } from '../playwright.config';
import { DEMO, expectAccessible, prepare } from './support';

/**
 * The demo console at the mock's /__mock, driving the merchant app as demo staff would. It moves
 * the clock by a month, switches faults for every call and resets the database, so it runs in a
 * project of its own, on a mock server and a web app of its own (playwright.config.ts), its tests
 * in order. Its app calls the API on its own origin, through the production server.
 */
test.describe.configure({ mode: 'serial' });

const CONSOLE = `${CONSOLE_API_URL}/__mock`;

async function openConsole(page: Page) {
  await page.goto(CONSOLE);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo console' })).toBeVisible();
}

async function pickStore(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeVisible();
}

/** Opens the app as the store through the console; answers the app's tab and the link it used. */
async function openAppAs(page: Page, name: string): Promise<{ app: Page; link: string }> {
  const made = page.waitForResponse(
    (r) => r.url().endsWith('/__mock/sign-in-links') && r.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Open the app as ${name}` }).click();
  const link = ((await (await made).json()) as { data: { url: string } }).data.url;
  const app = await popup;
  await app.waitForURL((url) => url.pathname === '/');
  await expect(app.getByTestId('store-name')).toHaveText(name);
  return { app, link };
}

const unread = async (app: Page) => Number((await app.getByTestId('unread-count').textContent()) ?? '0');
const subscribers = async (app: Page) =>
  Number(((await app.getByTestId('overview-subscribers-total').textContent()) ?? '').replace(/\D/g, ''));

let seededSubscribers = 0;

test('the console is readable, keyboard and screen-reader usable, in English and German', async ({ page }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  seededSubscribers = Number(((await page.getByTestId('store-subscribers').textContent()) ?? '').replace(/\D/g, ''));
  expect(seededSubscribers).toBeGreaterThan(100);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo-Konsole' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'English', exact: true }).click();
});

test('the sign-in link opens the app signed in, and refuses a second use', async ({ page, context }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  const { link } = await openAppAs(page, DEMO.rich.name);
  const again = await context.newPage();
  await prepare(again, { locale: 'en' });
  await again.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(again.getByTestId('sign-in-link-refused')).toBeVisible();
  await expect(again.getByRole('alert')).toContainText('does not work any more');
  await expect(again.getByRole('link', { name: 'Sign in with phone number' })).toBeVisible();
});

test("a fan subscribes in the console, and the app's bell and dashboard count them", async ({ page }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  const { app } = await openAppAs(page, DEMO.rich.name);
  await expect(app.getByTestId('overview-subscribers-total')).toBeVisible();
  const bellBefore = await unread(app);
  const subscribersBefore = await subscribers(app);

  await page.getByLabel('Fan name').fill('Erika Demo');
  await page.getByRole('button', { name: 'A fan subscribes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erika Demo subscribed to' })).toBeVisible();

  await app.reload();
  await expect(app.getByTestId('unread-count')).toHaveText(String(bellBefore + 1));
  await expect.poll(() => subscribers(app)).toBe(subscribersBefore + 1);
  await app.getByTestId('notification-bell').click();
  await expect(app.getByText('Erika Demo', { exact: false }).first()).toBeVisible();
});

test("moving the clock a month moves the dashboard's month", async ({ page }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  const { app } = await openAppAs(page, DEMO.rich.name);
  // The months of the revenue chart, as its table for screen readers names them.
  const ticks = app.getByTestId('revenue-card').locator('table tbody th');
  await expect(ticks).toHaveCount(6);
  const before = (await ticks.last().textContent())?.trim();
  const clockBefore = await page.getByTestId('mock-clock').textContent();

  await page.getByRole('button', { name: '+1 month' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The clock now reads' })).toBeVisible();
  await expect(page.getByTestId('mock-clock')).not.toHaveText(clockBefore ?? '');

  // A session lasts a week of mock time: after a month the app is opened again from the console.
  await app.reload();
  await expect(app).toHaveURL(/\/login/);
  const { app: again } = await openAppAs(page, DEMO.rich.name);
  const ticksNow = again.getByTestId('revenue-card').locator('table tbody th');
  await expect(ticksNow).toHaveCount(6);
  await expect(ticksNow.last()).not.toHaveText(before ?? '');
  // The month that was last is now the one before it.
  await expect(ticksNow.nth(4)).toHaveText(before ?? '');
});

test('the month end books renewals, invoices and payouts, and says so', async ({ page }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  await page.getByRole('button', { name: 'Run month end' }).click();
  const summary = page.getByTestId('month-end-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Renewal payments:');
  await expect(summary.locator('li.mine').first()).toContainText(DEMO.rich.name);
  await expect(summary).toContainText('Payouts requested');
  // The new payout waits in the payouts panel; approving it notifies the store.
  const approve = page.getByRole('button', { name: new RegExp(`^Approve the payout of .* to ${DEMO.rich.name}`) });
  await approve.first().click();
  await expect(page.getByRole('status').filter({ hasText: `to ${DEMO.rich.name} approved` })).toBeVisible();
});

test('"API down" makes the app show its error state, and switching it off brings the data back', async ({ page }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  const { app } = await openAppAs(page, DEMO.rich.name);
  await expect(app.getByTestId('overview-subscribers-total')).toBeVisible();

  const apiDown = page.getByRole('switch', { name: 'API down' });
  await apiDown.click();
  await expect(apiDown).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('active-faults')).toContainText('API down');

  await app.reload();
  await expect(app.getByTestId('query-error').first()).toBeVisible({ timeout: 30_000 });
  await expect(app.getByTestId('overview-subscribers-total')).toHaveCount(0);

  await apiDown.click();
  await expect(apiDown).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('active-faults')).toContainText('No faults are switched on');
  await app.reload();
  await expect(app.getByTestId('overview-subscribers-total')).toBeVisible({ timeout: 30_000 });
});

test('reset restores the seed, after a confirmation that says what is lost', async ({ page }) => {
  await openConsole(page);
  await pickStore(page, DEMO.rich.name);
  await page.getByRole('button', { name: 'Reset to the demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset to the demo data?' });
  await expect(dialog).toContainText('Everything changed since the last reset is lost');
  await dialog.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Demo data loaded' })).toBeVisible({ timeout: 30_000 });
  // The seed is made as of the real time again: the clock is back, the fan of this run is gone,
  // and the figures are the seed's (within the few joins a later "now" moves).
  await expect(page.getByText('moved', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Erika Demo' })).toHaveCount(0);
  const after = Number(((await page.getByTestId('store-subscribers').textContent()) ?? '').replace(/\D/g, ''));
  expect(Math.abs(after - seededSubscribers)).toBeLessThanOrEqual(seededSubscribers * 0.05);
});
