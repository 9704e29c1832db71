import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, latestCode, OTHER_STORES, prepare, shot, untilCodeCanBeRequested } from './support';

const phoneInput = (page: Page) => page.getByRole('textbox', { name: /^(Phone number|Telefonnummer)$/ });

test('a first visit: splash, onboarding, sign-in with a code from the outbox, then the dashboard', async ({ page }) => {
  await untilCodeCanBeRequested(OTHER_STORES.hair.phone);
  await prepare(page, { onboarded: false, locale: 'en' });
  await page.goto('/login');

  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('splash').getByRole('img')).toHaveCount(5);
  await shot(page, 'splash');

  const onboarding = page.getByTestId('onboarding');
  await expect(onboarding.getByRole('heading', { name: 'Sell subscription plans' })).toBeVisible();
  await expect(onboarding.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'onboarding');
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await expect(onboarding.getByRole('heading', { name: 'Increase visits' })).toBeVisible();
  await onboarding.getByRole('button', { name: 'Back' }).click();
  await expect(onboarding.getByRole('heading', { name: 'Sell subscription plans' })).toBeVisible();
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await expect(onboarding.getByRole('heading', { name: 'Attract new clients' })).toBeVisible();
  await expect(onboarding.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await onboarding.getByRole('button', { name: 'Get started' }).click();
  expect(await page.evaluate(() => localStorage.getItem('onboarded'))).toBe('true');

  await expect(page.getByRole('heading', { name: 'Sign in to your store' })).toBeVisible();
  await expect(page.getByTestId('country-picker')).toHaveText(/\+49/);
  await shot(page, 'login');
  await phoneInput(page).fill(OTHER_STORES.hair.local);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/account-verification\?phone=%2B49\.17012340001$/);
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await shot(page, 'verification');
  await page.getByLabel('Verification code').fill(await latestCode(OTHER_STORES.hair.phone));

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(OTHER_STORES.hair.name);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('accessToken') !== null,
      Number(localStorage.getItem('expiredAt')) > Date.now() / 1000,
    ]),
  ).toEqual([true, true]);
  expect(await page.evaluate(() => localStorage.getItem('rememberedPhone'))).toBe(OTHER_STORES.hair.phone);
});

test('an onboarded visit goes from the splash straight to the form; remember-me fills the phone in', async ({
  page,
}) => {
  await prepare(page, { locale: 'en' });
  await page.addInitScript(() => localStorage.setItem('rememberedPhone', '+43.6641234567'));
  // The splash's two seconds held by the page's clock: the form renders beneath it, hidden and
  // out of the accessibility tree, and shows complete when the splash ends.
  await page.clock.install();
  await page.goto('/login');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeAttached();
  await expect(page.getByTestId('login-form')).toBeHidden();
  await expect(phoneInput(page)).toHaveCount(0);
  await page.clock.runFor(2000);
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in to your store' })).toBeVisible();
  await expect(page.getByTestId('onboarding')).toHaveCount(0);
  await expect(phoneInput(page)).toHaveValue('6641234567');
  await expect(page.getByTestId('country-picker')).toHaveAccessibleName('Country code: Austria (+43)');
  await expect(page.getByLabel('Remember me')).toBeChecked();
});

test('the dial-code picker searches, chooses and closes on an outside click', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/login');
  await page.getByTestId('country-picker').click();
  const search = page.getByRole('combobox', { name: 'Search country' });
  await expect(page.getByRole('option', { name: /Germany/ })).toHaveAttribute('aria-selected', 'true');
  // Flags are bundled SVG images (emoji flags are empty boxes without an emoji font), fetched only
  // for the rows on screen.
  const flags = page.getByRole('listbox').locator('img[src*="/flags/"]');
  await expect(flags.first()).toHaveJSProperty('complete', true);
  expect(
    await flags.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
  ).toBeGreaterThan(3);
  expect(await flags.count()).toBeLessThan(30);
  await shot(page, 'country-picker');
  // A name in the other language finds the country too.
  await search.fill('österr');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option')).toContainText('Austria');
  await search.fill('switz');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: /Switzerland/ }).click();
  await expect(page.getByTestId('country-picker')).toHaveText(/\+41/);
  await page.getByTestId('country-picker').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { name: 'Sign in to your store' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await phoneInput(page).pressSequentially('44a7-1');
  await expect(phoneInput(page)).toHaveValue('4471');
});

test('validation and server errors land on the phone input; the page is accessible', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Value is required');
  await expectAccessible(page);

  await phoneInput(page).fill('1709999999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('field-error')).toContainText('not registered');
  // An error that belongs to the field shows under it only, not again as a toast.
  await expect(page.getByTestId('error-toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('leaving a filled-in login form asks first', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/login');
  await phoneInput(page).fill('151');
  await page.getByRole('link', { name: 'Register your store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register your store' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('German: texts, document language, and sign-in of a store', async ({ page }) => {
  await prepare(page, { locale: 'de' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bei deinem Geschäft anmelden' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Pflichtfeld');
  await shot(page, 'login-de');

  await untilCodeCanBeRequested(OTHER_STORES.butcher.phone);
  await phoneInput(page).fill(OTHER_STORES.butcher.local);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Telefonnummer bestätigen' })).toBeVisible();
  await expect(page.getByText(/Code erneut senden in 0:\d\d/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Bestätigungscode').fill(await latestCode(OTHER_STORES.butcher.phone));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(OTHER_STORES.butcher.name);
});
