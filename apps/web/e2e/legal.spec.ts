import { expect, test } from '@playwright/test';
import { expectAccessible, prepare, PRODUCTION_BUILD } from './support';

test.beforeEach(async ({ page }) => {
  await prepare(page, { locale: 'en' });
});

test('terms: back returns to the page named by from', async ({ page }) => {
  await page.goto('/terms-and-conditions?from=/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('Last updated 18 February')).toBeVisible();
  await expect(page.getByText(/billed monthly or annually/)).toBeVisible();
  await expect(page.getByText(/end of the current billing month/)).toBeVisible();
  await expect(page.getByText(/at least 7 business days.*up to 30 days/)).toBeVisible();
  await expect(page.getByText(/WhatsApp or SMS/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('privacy policy: an external from is ignored and back goes to /login', async ({ page }) => {
  await page.goto(`/privacy-policy?from=${encodeURIComponent('https://evil.test/phish')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back' });
  await expect(back).toHaveAttribute('href', '/login');
  await back.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('legal pages in German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await page.goto('/terms-and-conditions?from=//evil.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(page.getByText('Zuletzt aktualisiert am 18. Februar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/login');
});

test('help center: FAQ accordion, a contact link that opens the messaging app in a new tab, and back', async ({
  page,
}) => {
  await page.goto('/help-center?from=/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();

  const question = page.getByText('When do I receive my payouts?');
  const answer = page.getByText(/at least 7 business days/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();

  const contact = page.getByRole('link', { name: /Contact us on WhatsApp/ });
  await expect(contact).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(contact).toHaveAttribute('target', '_blank');
  await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the production build has no sandbox: /sandbox is the not-found page', async ({ page }) => {
  test.skip(!PRODUCTION_BUILD, 'the dev server serves the sandbox');
  await page.goto('/sandbox');
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Component sandbox' })).toHaveCount(0);
  await expectAccessible(page);
});

test('sandbox shows the shared components on the dev server', async ({ page }) => {
  test.skip(PRODUCTION_BUILD, 'a production build has no sandbox');
  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Component sandbox' })).toBeVisible();
  await expect(page.locator('[data-testid="growth-badge"][data-tone="up"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="growth-badge"][data-tone="down"]')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(3);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectAccessible(page);
});
