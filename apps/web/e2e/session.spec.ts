import { expect, test, type Page } from '@playwright/test';
import { prepare, storeSession } from './support';

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
