import { expect, test, type Page } from '@playwright/test';

// The first screen of a test waits for the app's code as well as for the answer.
const FIRST_LOAD = { timeout: 30_000 };
import { api, createPlan, createVoucher, openAs, registerStore, sessionByLink } from './own-store';
import { signedIn } from './session-cache';
import { API_URL, DEMO, latestCode, look, prepare, storeSession } from './support';

/**
 * Loading, error, empty and offline states against the real mock server. Failures are made by
 * intercepting one call of this page only (other specs never see them); screens are in German.
 */

const failWith = (page: Page, url: string, status: number, userMessage: string) =>
  page.route(url, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ status, user_message: userMessage, errors: {} }),
    }),
  );

const VOUCHERS = `${API_URL}/api/store/vouchers?*`;

/** A store registered through the API whose registration code is still unused: the UI signs in with it. */
async function registeredPhone(name: string): Promise<{ id: number; phone: string; local: string }> {
  const phone = `+49.178${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const registered = await api<{ data: { id: number } }>(null, '/api/store/register', {
    method: 'POST',
    body: { name, category_id: 1, phone, address: 'Oranienstraße 12, 10999 Berlin', lat: 52.5, lng: 13.42, lang: 'en' },
  });
  return { id: registered.data.id, phone, local: phone.split('.')[1]! };
}

async function signInThroughForm(page: Page, store: { phone: string; local: string }) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(store.local);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code is in the outbox once the app has asked for it and shows the code step.
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await code.fill(await latestCode(store.phone));
}

test('signed out, a deep link leads to the login and back after signing in', async ({ page }) => {
  const store = await registeredPhone(`Deep link ${Date.now()}`);
  await prepare(page, { locale: 'en' });

  await page.goto('/vouchers?status=draft');
  await expect(page).toHaveURL(/\/login\?next=%2Fvouchers%3Fstatus%3Ddraft$/);
  // The code of the registration is still valid: the login says a code was just sent and goes on.
  await signInThroughForm(page, store);
  await expect(page).toHaveURL(/\/vouchers\?status=draft$/);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('a 401 mid-session leads to the login with the page, query included, and back to it after signing in', async ({
  page,
}) => {
  const store = await registeredPhone(`Ended ${Date.now()}`);
  // A session without the registration code, so the code is left for the form.
  const session = await sessionByLink(store.id);
  await prepare(page, { locale: 'en' });
  await storeSession(page, session.access_token, session.expired_at);
  await page.goto('/vouchers?status=draft');
  await expect(page.getByTestId('store-name')).toContainText('Ended', FIRST_LOAD);
  await expect(page.getByTestId('empty-state')).toBeVisible();

  // The server no longer knows the token: every call of the page answers 401 (the store header,
  // the bell, the list), and each call sent after the session ended answers 401 again.
  await page.evaluate(() => localStorage.setItem('accessToken', 'a-token-the-server-never-issued'));
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fvouchers%3Fstatus%3Ddraft$/);
  await signInThroughForm(page, store);
  await expect(page).toHaveURL(/\/vouchers\?status=draft$/);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('store-name')).toContainText('Ended');
});

test('a 401 of one call mid-session keeps the page for the login, whatever the other calls answer after it', async ({
  page,
}) => {
  await prepare(page, { locale: 'en' });
  await signedIn(page, DEMO.rich.phone);
  await page.goto('/notifications?page=1');
  await expect(page.getByTestId('store-name')).toContainText(DEMO.rich.name, FIRST_LOAD);
  // Only the store header is refused; the list, refetched without a token once the session ended,
  // is refused by the server itself.
  await page.route(`${API_URL}/api/store/my`, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ status: 401, user_message: 'Please sign in again.', errors: {} }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications%3Fpage%3D1$/);
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications%3Fpage%3D1$/);
});

test('the login keeps only pages of the app as the way back', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await signedIn(page, DEMO.fresh.phone);
  for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto(`/login?next=${encodeURIComponent('/notifications')}`);
  await expect(page).toHaveURL(/\/notifications$/);
});

test('a failed list shows why and Retry, never the empty state; Retry loads it', async ({ page }) => {
  await prepare(page, { locale: 'de' });
  await signedIn(page, DEMO.bakery.phone);
  await failWith(page, VOUCHERS, 500, 'Gutscheine sind gerade nicht erreichbar.');
  await page.goto('/vouchers');
  const error = page.getByTestId('query-error');
  await expect(error).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('query-error-message')).toHaveText('Gutscheine sind gerade nicht erreichbar.');
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  await look(page, 'vouchers-error');
  await page.unroute(VOUCHERS);
  await error.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
});

test('a dropped connection says "Verbindungsfehler" on notifications and broadcasts', async ({ page }) => {
  await prepare(page, { locale: 'de' });
  await signedIn(page, DEMO.rich.phone);
  await page.route(`${API_URL}/api/store/notifications?*`, (route) => route.abort('connectionreset'));
  await page.route(`${API_URL}/api/store/broadcast?*`, (route) => route.abort('connectionreset'));
  await page.goto('/notifications');
  await expect(page.getByTestId('query-error-message')).toHaveText('Verbindungsfehler', FIRST_LOAD);
  // The bell cannot know the count either, and says so instead of claiming none.
  await expect(page.getByTestId('unread-failed')).toBeVisible();
  await look(page, 'notifications-error');
  await page.goto('/broadcasts');
  await expect(page.getByTestId('query-error-message')).toHaveText('Verbindungsfehler', FIRST_LOAD);
  await page.unroute(`${API_URL}/api/store/broadcast?*`);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
});

test('a slow answer shows the skeleton, not the empty state', async ({ page }) => {
  await prepare(page, { locale: 'de' });
  // The fresh store has no vouchers: the empty state must wait for the answer.
  await signedIn(page, DEMO.fresh.phone);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(VOUCHERS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/vouchers');
  const skeleton = page.getByTestId('skeleton');
  await expect(skeleton).toBeVisible(FIRST_LOAD);
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  await look(page, 'vouchers-loading');
  release();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await look(page, 'vouchers-empty');
});

test('offline: a banner, loads wait instead of failing, and coming back online runs them', async ({
  page,
  context,
}) => {
  await prepare(page, { locale: 'de' });
  await signedIn(page, DEMO.rich.phone);
  await page.goto('/broadcasts');
  await expect(page.getByTestId('table-row').first()).toBeVisible(FIRST_LOAD);
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Keine Internetverbindung');
  // A search needs the API: it waits, and says neither "failed" nor "nothing found".
  await page.getByRole('searchbox').fill('zzz-nichts');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/q=zzz-nichts/);
  await expect(page.getByTestId('query-error')).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  await look(page, 'offline');
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('a failed or offline voucher save keeps everything typed and can be sent again', async ({ page, context }) => {
  const store = await registerStore(`Save ${Date.now()}`);
  await openAs(page, store, 'de');
  await page.goto('/vouchers/create');
  const name = `Frühstück ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Rabatt', { exact: true }).fill('20');
  await page.getByLabel('Geschäftsbedingungen', { exact: true }).fill('Nicht mit anderen Angeboten.');

  const create = `${API_URL}/api/store/vouchers`;
  await failWith(page, create, 503, 'Der Dienst ist gerade überlastet.');
  await page.getByTestId('save-voucher').click();
  await expect(page.getByTestId('error-toast')).toContainText('Der Dienst ist gerade überlastet.');
  await expect(page).toHaveURL(/\/vouchers\/create$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Rabatt', { exact: true })).toHaveValue('20');
  await page.unroute(create);

  await context.setOffline(true);
  await page.getByTestId('save-voucher').click();
  await expect(page.getByTestId('error-toast').first()).toContainText('Es wurde nichts gesendet');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await look(page, 'save-offline');
  await context.setOffline(false);

  await page.getByTestId('save-voucher').click();
  await expect(page).toHaveURL(/\/vouchers\/\d+$/);
  await expect(page.getByTestId('voucher-name')).toHaveText(name);
  const list = await api<{ data: { name: string }[] }>(store, '/api/store/vouchers?page=1&size=50');
  expect(list.data.filter((v) => v.name === name)).toHaveLength(1);
});

test('after deleting a voucher or a plan the app is back on the list, never showing "not found" for it', async ({
  page,
}) => {
  const store = await registerStore(`Delete ${Date.now()}`);
  const voucherId = await createVoucher(store, 'Gone soon');
  const planId = await createPlan(store, 'Plan gone soon', [await createVoucher(store, 'Stays')]);
  await openAs(page, store, 'en');
  // The page itself records every not-found state it ever shows: no timing on the test's side.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="not-found-state"]')) document.documentElement.dataset.sawNotFound = '1';
    }).observe(document, { subtree: true, childList: true });
  });
  const sawNotFound = () => page.evaluate(() => document.documentElement.dataset.sawNotFound ?? null);

  await page.goto(`/vouchers/${voucherId}`);
  await expect(page.getByTestId('voucher-name')).toHaveText('Gone soon', FIRST_LOAD);
  await page.getByTestId('delete-voucher').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/vouchers$/);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  expect(await sawNotFound()).toBeNull();

  await page.goto(`/subscription-plans/plans/${planId}`);
  await expect(page.getByTestId('plan-detail')).toBeVisible();
  await page.getByTestId('delete-plan').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/subscription-plans$/);
  await expect(page.getByText('No plans yet')).toBeVisible();
  expect(await sawNotFound()).toBeNull();
});

test('a navigation that waits for the next screen says so with a progress bar, and the screen shown stays until then', async ({
  page,
}) => {
  await prepare(page, { locale: 'de' });
  await signedIn(page, DEMO.rich.phone);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);

  // The voucher list's code is held back (the built chunk, or the dev server's module).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/voucher-list-page(-[\w-]+)?\.(js|tsx)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Gutscheine' }).click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Gutscheine' })).toBeVisible();
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
});
