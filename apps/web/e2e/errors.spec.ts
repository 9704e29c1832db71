import { expect, test } from '@playwright/test';
import { signedIn } from './session-cache';
import { DEMO, prepare, shot } from './support';

const REVENUE = '**/api/store/summary/revenue';

test.beforeEach(async ({ page }) => {
  await prepare(page, { locale: 'en' });
  // The rich store's shared session (no one-time code is asked for): a store that earns, so its
  // dashboard shows the report panels these tests make fail.
  await signedIn(page, DEMO.rich.phone);
});

test('an API failure shows its user_message as a toast that goes away after 5 seconds', async ({ page }) => {
  await page.route(REVENUE, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, user_message: 'Revenue is unavailable', errors: {} }),
    }),
  );
  await page.goto('/');
  const toast = page.getByTestId('error-toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Revenue is unavailable');
  await expect(toast).toBeVisible();
  // The other panels load on their own and are not held back by the failed one.
  await expect(page.getByTestId('overview-vouchers-total')).toBeVisible();
  await expect(page.getByTestId('top-subscriber-item').first()).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8000 });

  // The failed panel offers to load again rather than spinning forever.
  const revenue = page.getByTestId('revenue-card');
  await expect(revenue.getByTestId('query-error')).toBeVisible();
  await expect(revenue.getByTestId('query-error-message')).toHaveText('Revenue is unavailable');
  await page.unroute(REVENUE);
  await revenue.getByRole('button', { name: 'Try again' }).click();
  await expect(revenue.getByTestId('revenue-total')).toBeVisible();
  await expect(revenue.getByTestId('revenue-chart')).toBeVisible();
});

test('a network failure shows "Connection error", and the close button dismisses it', async ({ page }) => {
  await page.route(REVENUE, (route) => route.abort());
  await page.goto('/');
  const toast = page.getByTestId('error-toast');
  await expect(toast).toContainText('Connection error');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();
  // The card says so too, and stays so after the toast has gone.
  await expect(page.getByTestId('revenue-card').getByTestId('query-error-message')).toHaveText('Connection error');
  await expect(page.getByTestId('voucher-usage-item').first()).toBeVisible();
});

test('the toast speaks German when the locale is de', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await page.route(REVENUE, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('error-toast')).toContainText('Verbindungsfehler');
});

test('at most two toasts, never the same text twice, and none over the header', async ({ page }) => {
  // Every report fails: three different messages and one repeated.
  const messages: Record<string, string> = {
    overview: 'Overview is unavailable',
    revenue: 'Revenue is unavailable',
    voucher: 'Vouchers are unavailable',
    subscriber: 'Revenue is unavailable',
  };
  await page.route('**/api/store/summary/*', (route) => {
    const message = messages[new URL(route.request().url()).pathname.split('/').pop()!]!;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, user_message: message, errors: {} }),
    });
  });
  await page.goto('/');
  const toasts = page.getByTestId('error-toast');
  await expect(page.getByTestId('revenue-card').getByTestId('query-error')).toBeVisible();
  await expect(page.getByTestId('top-subscribers-card').getByTestId('query-error')).toBeVisible();
  await expect(toasts.first()).toBeVisible();
  expect(await toasts.count()).toBeLessThanOrEqual(2);
  const texts = await toasts.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);

  // The header's title and menu button stay uncovered.
  const header = await page.locator('header').first().boundingBox();
  for (const box of await Promise.all((await toasts.all()).map((t) => t.boundingBox())))
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(page.getByTestId('store-name')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'toasts');
});

test('the stack starts below a back header too', async ({ page }) => {
  await page.goto('/help-center');
  const header = await page.locator('header').first().boundingBox();
  const stack = await page.getByRole('region', { name: 'Notifications' }).boundingBox();
  expect(stack!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('an unknown address shows the empty-state look with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(notFound.getByTestId('empty-state')).toBeVisible();
  await shot(page, 'not-found');
  await notFound.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a full load shows the start screen until the first screen draws, and writes nothing to the console', async ({
  page,
}) => {
  // index.html's start screen, without the app's scripts: it shows beside the empty root.
  await page.route(/\/src\/app\/main\.tsx|\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const start = page.locator('body > .boot');
  await expect(start).toBeVisible();
  await expect(start.getByRole('heading', { name: 'Merchant' })).toBeVisible();
  // With them, the first screen's commit fills the root, and the start screen is gone (for screen
  // readers too), with no start screen of React's own drawn or removed on the way.
  await page.unrouteAll();
  const messages: string[] = [];
  page.on('console', (m) => {
    // The dev server's own lines (Vite's connection, React's DevTools hint) are not the app's.
    if (!/^\[vite\]|React DevTools/.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  await page.reload();
  await expect(page.getByTestId('store-name')).toBeVisible();
  await expect(start).toBeHidden();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // No warning (React Router's about HydrateFallback among them), and no library's notice either:
  // a merchant's console holds only what the app has to say.
  expect(messages).toEqual([]);
});
