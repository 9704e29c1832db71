import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './session-cache';
import { API_URL, DEMO, latestCode, OTHER_STORES, prepare, storeSession, untilCodeCanBeRequested } from './support';

const sessionKeys = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('expiredAt')]);
const nowSeconds = () => Math.floor(Date.now() / 1000);

test('an expired token sends / to /login and both keys go', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await storeSession(page, 'expired-token', nowSeconds() - 60);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionKeys(page)).toEqual([null, null]);
  await expect(page.getByRole('heading', { name: 'Sign in to your store' })).toBeVisible();
});

test('a token the server rejects ends the session at the first 401', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await storeSession(page, 'forged-token-that-the-server-never-issued', nowSeconds() + 3600);
  const rejected = page.waitForResponse((res) => res.status() === 401);
  await page.goto('/');
  await rejected;
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionKeys(page)).toEqual([null, null]);
});

test('verification without a phone goes back to /login', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/account-verification');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out and in as another store in the same tab shows nothing of the first store', async ({ page }) => {
  const a = DEMO.rich;
  const b = OTHER_STORES.books;
  await prepare(page, { locale: 'en' });
  await signedIn(page, a.phone);
  await page.goto('/');
  await expect(page.getByTestId('store-name')).toHaveText(a.name);
  await expect(page.getByTestId('overview-subscribers-total')).not.toHaveText('');
  const aSubscribers = await page.getByTestId('overview-subscribers-total').textContent();

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionKeys(page)).toEqual([null, null]);

  await untilCodeCanBeRequested(b.phone);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(b.local);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code is in the outbox once the app has asked for it and shows the code step.
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await code.fill(await latestCode(b.phone));
  await expect(page).toHaveURL(/\/$/);

  // What the header and the dashboard show now comes from store B's own answers.
  await expect(page.getByTestId('store-name')).toHaveText(b.name);
  await expect(page.getByRole('main')).not.toContainText(a.name);
  const res = await fetch(`${API_URL}/api/store/summary/overview`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
  });
  const overview = ((await res.json()) as { data: { subscriber_total: number } }).data;
  await expect(page.getByTestId('overview-subscribers-total')).toHaveText(
    new Intl.NumberFormat('en-GB').format(overview.subscriber_total),
  );
  expect(aSubscribers).not.toBe(new Intl.NumberFormat('en-GB').format(overview.subscriber_total));
});
