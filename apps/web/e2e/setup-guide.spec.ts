import { expect, test, type Page } from '@playwright/test';
import { api, openAs, registerStore } from './own-store';
import { signedIn } from './session-cache';
import { API_URL, DEMO, expectAccessible, look, prepare } from './support';

/** The guide's steps as the page shows them: [step, done, link]. */
async function stepsOf(page: Page) {
  const steps = page.getByTestId('setup-step');
  await expect(steps).toHaveCount(5);
  return Promise.all(
    (await steps.all()).map(async (s) => [
      await s.getAttribute('data-step'),
      (await s.getAttribute('data-done')) === 'true',
      await s.getByTestId('setup-step-link').getAttribute('href'),
    ]),
  );
}

test('Blumen Lindner, a store registered two days ago, gets the setup guide at 0 of 5 (German)', async ({ page }) => {
  await signedIn(page, DEMO.fresh.phone);
  await prepare(page, { locale: 'de' });
  await page.goto('/');
  const guide = page.getByTestId('setup-guide');
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Los geht’s mit deinem Geschäft' })).toBeVisible();
  await expect(page.getByTestId('setup-guide-progress')).toHaveText('0 von 5');
  expect(await stepsOf(page)).toEqual([
    ['profile', false, '/settings/account-information/edit'],
    ['voucher', false, '/vouchers/create'],
    ['plan', false, '/subscription-plans/plans/create'],
    ['payouts', false, '/settings/my-sales/activate'],
    ['share', false, '/settings/store-qr'],
  ]);
  // In place of the zeros: no growth badge, no chart, no top lists.
  await expect(page.getByTestId('growth-badge')).toHaveCount(0);
  await expect(page.getByTestId('revenue-card')).toHaveCount(0);
  await expect(page.getByTestId('top-subscribers-card')).toHaveCount(0);
  await expectAccessible(page);
  await look(page, 'setup-guide-de');
});

test('a new store ticks off a voucher, a plan and payouts made in the browser, then hides the guide', async ({
  page,
}) => {
  const store = await registerStore(`Guide ${Date.now()}`);
  await openAs(page, store);
  await page.goto('/');
  await expect(page.getByTestId('setup-guide-progress')).toHaveText('0 of 5');

  // A first voucher, through the guide's link and the form.
  await page.getByTestId('setup-step-link').nth(1).click();
  await expect(page).toHaveURL(/\/vouchers\/create$/);
  await page.getByLabel('Name', { exact: true }).fill('Free coffee');
  await page.getByText('Discount (percentage)', { exact: true }).click();
  await page.getByLabel('Discount', { exact: true }).fill('20');
  await page.getByText('Published', { exact: true }).click();
  await page.getByTestId('save-voucher').click();
  await expect(page).toHaveURL(/\/vouchers\/\d+$/);
  const voucherId = Number(new URL(page.url()).pathname.split('/').pop());

  // A first plan holding it.
  await page.goto('/');
  await page.getByTestId('setup-step-link').nth(2).click();
  await expect(page).toHaveURL('/subscription-plans/plans/create');
  await page.getByLabel('Plan name').fill('Coffee club');
  await page.getByLabel('Price in EUR').fill('9.50');
  await page.getByLabel('Billing period').selectOption({ label: 'Monthly' });
  const row = page.getByTestId('voucher-row').first();
  await row.getByLabel('Voucher 1', { exact: true }).selectOption({ label: 'Free coffee' });
  await row.getByLabel('Uses per period').fill('4');
  await page.getByTestId('save-plan').click();
  await expect(page).toHaveURL(/\/subscription-plans\/plans\/\d+$/);
  const planId = Number(new URL(page.url()).pathname.split('/').pop());

  // Payouts, through the payment provider's onboarding page.
  await page.goto('/');
  await page.getByTestId('setup-step-link').nth(3).click();
  await expect(page).toHaveURL(/\/settings\/my-sales\/activate$/);
  await page.getByLabel('E-mail address').fill('owner@guide.example');
  await page.getByRole('button', { name: 'Continue to the payment provider' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/__mock/provider/onboarding`));
  await page.getByRole('button', { name: 'Activate payouts' }).click();
  await expect(page).toHaveURL(/\/settings\/my-sales\?activated=1$/);

  // 3 of 5, each done step leading to what it made.
  await page.goto('/');
  await expect(page.getByTestId('setup-guide-progress')).toHaveText('3 of 5');
  expect(await stepsOf(page)).toEqual([
    ['profile', false, '/settings/account-information/edit'],
    ['voucher', true, `/vouchers/${voucherId}`],
    ['plan', true, `/subscription-plans/plans/${planId}`],
    ['payouts', true, '/settings/my-sales'],
    ['share', false, '/settings/store-qr'],
  ]);
  const guide = (await api<{ data: { done_count: number; show: boolean } }>(store, '/api/store/setup-guide')).data;
  expect(guide).toMatchObject({ done_count: 3, show: true });
  await expectAccessible(page);
  await look(page, 'setup-guide-3-of-5');

  // Hidden for the store, on the server: the figures show, and stay after a reload.
  await page.getByTestId('setup-guide-dismiss').click();
  await expect(page.getByTestId('setup-guide')).toHaveCount(0);
  await expect(page.getByTestId('overview-vouchers')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('overview-vouchers-total')).toHaveText('0');
  await expect(page.getByTestId('setup-guide')).toHaveCount(0);
  // Nothing to compare yet: no "▲ 0 %", and six empty months make no chart.
  await expect(page.getByTestId('growth-badge')).toHaveCount(0);
  await expect(page.getByTestId('revenue-card').getByTestId('empty-state')).toContainText('No revenue yet');
});

test('a store that earns never sees the guide', async ({ page }) => {
  await signedIn(page, DEMO.rich.phone);
  await prepare(page, { locale: 'en' });
  await page.goto('/');
  await expect(page.getByTestId('overview-vouchers-total')).toBeVisible();
  await expect(page.getByTestId('setup-guide')).toHaveCount(0);
});
