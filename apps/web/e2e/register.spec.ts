import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, latestCode, pickPlace, prepare, shot } from './support';

const freshLocal = () => `1579${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function fillForm(page: Page, local: string) {
  await page.getByLabel('Store name').fill(`Testladen ${local.slice(-4)}`);
  const category = page.getByLabel('Category');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Phone number' }).fill(local);
}

async function pickBerlin(page: Page) {
  await pickPlace(page, page.getByTestId('open-map'), 'Berlin', {
    opened: (picker) => expect(picker).toContainText('Tap the map or search'),
    preview: () => shot(page, 'map-picker'),
  });
}

test('register a new store through the map picker, the terms and verification', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register your store' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'register');

  const local = freshLocal();
  await fillForm(page, local);
  await pickBerlin(page);
  await expect(page.getByTestId('location-coords')).toContainText('Pinned at 52.');
  await expect(page.getByLabel('Address')).toHaveValue(/Berlin/);

  await page.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toContainText('Last updated 18 February');
  const agree = terms.getByRole('button', { name: 'Agree' });
  await expect(agree).toBeDisabled();
  await shot(page, 'terms');
  await terms.getByLabel('I have read and agree to the terms and conditions').check();
  await expect(agree).toBeEnabled();
  await agree.click();

  const phone = `+49.${local}`;
  await expect(page).toHaveURL(`/account-verification?from=register&phone=${encodeURIComponent(phone)}`);
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(await latestCode(phone));
  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByRole('heading', { name: 'Your store is registered!' })).toBeVisible();
  // Its promise links to the screens that keep it.
  await expect(page.getByRole('link', { name: 'vouchers', exact: true })).toHaveAttribute('href', '/vouchers/create');
  await expect(page.getByRole('link', { name: 'subscription plans' })).toHaveAttribute(
    'href',
    '/subscription-plans/plans/create',
  );
  await shot(page, 'registration-success');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(`Testladen ${local.slice(-4)}`);
  // A store that has just registered is new here, not back.
  await expect(page.getByTestId('store-greeting')).toHaveText('Welcome');
});

test('every field is required, and the location must come from the map', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose the location in the map')).toBeVisible();
  await expect(page.getByText('Value is required')).toHaveCount(4);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('a phone already registered: the terms close and the error shows on the phone', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.goto('/register');
  await fillForm(page, DEMO.rich.local);
  await pickBerlin(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Agree' }).click();
  await expect(terms).toHaveCount(0);
  await expect(page.getByTestId('field-error')).toContainText('already registered');
  // The error belongs to the phone: it shows there only, not again as a toast.
  await expect(page.getByTestId('error-toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('the map picker: unsupported geolocation, no results, unknown places', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await page.addInitScript(() => {
    // A browser without geolocation.
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  await page.goto('/register');
  await page.getByTestId('open-map').click();
  const picker = page.getByTestId('map-picker');
  await picker.getByRole('button', { name: 'Use my current location' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Geolocation is not supported by this browser.');
  await expectAccessible(page);

  await picker.getByRole('searchbox').fill('Xyzzyplatz Nirgendwo');
  await expect(picker.getByText('No location found')).toBeVisible();
  // The first Escape closes only the dropdown.
  await page.keyboard.press('Escape');
  await expect(picker.getByText('No location found')).toHaveCount(0);
  await expect(picker).toBeVisible();

  // The open sea has no address: the preview says so.
  const map = picker.getByTestId('map');
  await map.click({ position: { x: 140, y: 40 } });
  await expect(picker.getByTestId('location-preview')).toContainText('Unknown Location');
  await expect(picker.getByTestId('location-preview')).toContainText('Unknown address');
  await shot(page, 'map-unknown');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
});

test.describe('current location', () => {
  test.use({ geolocation: { latitude: 48.1372, longitude: 11.5755 }, permissions: ['geolocation'] });

  test('after "current location" the search box shows the place found there', async ({ page }) => {
    await prepare(page, { locale: 'en' });
    await page.goto('/register');
    await page.getByTestId('open-map').click();
    const picker = page.getByTestId('map-picker');
    const search = picker.getByRole('searchbox', { name: 'Search for a place' });
    await search.fill('Berlin');
    await picker
      .getByTestId('place-results')
      .getByRole('button', { name: /^Berlin/ })
      .first()
      .click();
    await expect(search).toHaveValue(/Berlin/);

    await picker.getByRole('button', { name: 'Use my current location' }).click();
    const preview = picker.getByTestId('location-preview');
    await expect(preview).not.toContainText('Berlin');
    await expect(preview).not.toContainText('Loading');
    const name = (await preview.locator('p').first().textContent())!.trim();
    await expect(search).toHaveValue(name === 'Unknown Location' ? '' : name);
    await expect(search).not.toHaveValue(/Berlin/);
  });
});
