import { expect, test } from '@playwright/test';
import { NO_PUBLISHED_VOUCHER_MESSAGE } from '@mbo/contracts';
import {
  api,
  createPlan,
  createVoucher,
  fanSubscribes,
  openAs,
  registerStore,
  richStore,
  type OwnStore,
  type Page1,
} from './own-store';
import { signedIn } from './session-cache';
import { API_URL, DEMO, expectAccessible, expectHeightKeptOnArrival, look, prepare } from './support';

/**
 * Subscription plans and subscribers. The figures of the demo stores are read from the API at test
 * time; what this spec creates lives in a store of its own, so parallel specs never see it.
 */
test.describe.configure({ mode: 'serial' });

const intl = (locale: 'en' | 'de') => (locale === 'de' ? 'de-DE' : 'en-GB');
const money = (n: number, locale: 'en' | 'de' = 'en') =>
  new Intl.NumberFormat(intl(locale), { style: 'currency', currency: 'EUR' }).format(n).replace(/\s/g, ' ');
const growth = (g: string | number) => `${Math.round(Number(g)) > 0 ? '+' : ''}${Math.round(Number(g))}%`;
/** Intl puts a non-breaking space before "€"; compare texts with plain spaces. */
const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ').trim();
interface PlanJson {
  id: number;
  name: string;
  subscriber_count: number;
  subscription_vouchers: { voucher: { name: string }; additional_voucher: boolean; max_use_qty: number }[];
}

const suffix = String(Date.now()).slice(-6);
const PLAN = `Brunch Club ${suffix}`;
const PERKS = Array.from({ length: 6 }, (_, i) => `Perk ${i + 1} ${suffix}`);
const EXTRA = `Extra tea ${suffix}`;
const BONUS = `Bonus cake ${suffix}`;

let own: OwnStore;
let planId: number;

test.beforeAll(async () => {
  own = await registerStore(`Plans Café ${suffix}`);
  for (const name of [...PERKS, EXTRA, BONUS]) await createVoucher(own, name);
});

test('the overview shows the plan report, the latest plans and the subscribers as the API has them', async ({
  page,
}) => {
  const rich = await richStore(page);
  const report = (
    await api<{
      data: { revenue: number; revenue_growth: string; subscriber_count: number; subscriber_growth: string };
    }>(rich, '/api/store/my/report')
  ).data;
  const latest = await api<Page1<PlanJson>>(rich, '/api/store/subscriptions?page=1&size=5');

  await page.goto('/subscription-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();
  await expect(page.getByTestId('plan-report-revenue-total')).not.toBeEmpty();
  expect(plain(await page.getByTestId('plan-report-revenue-total').textContent())).toBe(money(report.revenue));
  await expect(page.getByTestId('plan-report-revenue').getByTestId('growth-badge')).toHaveText(
    growth(report.revenue_growth),
  );
  await expect(page.getByTestId('plan-report-subscribers-total')).toHaveText(
    new Intl.NumberFormat('en-GB').format(report.subscriber_count),
  );
  await expect(page.getByTestId('plan-report-subscribers').getByTestId('growth-badge')).toHaveText(
    growth(report.subscriber_growth),
  );

  const cards = page.getByTestId('latest-plans').getByTestId('plan-card');
  await expect(cards).toHaveCount(latest.data.length);
  await expect(cards.first().getByRole('heading')).toHaveText(latest.data[0]!.name);
  await expect(cards.first().getByRole('link', { name: latest.data[0]!.name })).toHaveAttribute(
    'href',
    `/subscription-plans/plans/${latest.data[0]!.id}`,
  );
  await expect(page.getByTestId('see-all-plans')).toHaveAttribute('href', '/subscription-plans/plans');
  await expect(page.getByTestId('add-plan')).toHaveAttribute('href', '/subscription-plans/plans/create');

  const table = page.getByTestId('subscriber-table');
  await expect(table.getByTestId('table-row')).toHaveCount(10);
  await expect(page.getByTestId('pager-status')).toContainText('Page 1 of');
  await expectAccessible(page);
  await look(page, 'overview');

  // The search narrows the table to what the API finds for the same term.
  const subscribers = await api<Page1<{ username: string }>>(
    rich,
    '/api/store/subscriptions/my/subscriber?page=1&size=10',
  );
  const term = subscribers.data[0]!.username;
  const found = await api<Page1<{ username: string }>>(
    rich,
    `/api/store/subscriptions/my/subscriber?page=1&size=10&q=${encodeURIComponent(term)}`,
  );
  await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill(term);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(table.getByTestId('table-row')).toHaveCount(found.data.length);
  await expect(table.getByTestId('table-row').first()).toContainText(found.data[0]!.username);

  // German: the same figures in the German format.
  await page.evaluate(() => localStorage.setItem('locale', 'de'));
  await page.goto('/subscription-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Abo-Pläne' })).toBeVisible();
  expect(plain(await page.getByTestId('plan-report-revenue-total').textContent())).toBe(money(report.revenue, 'de'));
  await expect(page.getByTestId('add-plan')).toHaveText('Neuen Plan anlegen');
  await look(page, 'overview-de');
});

test('the report cards keep their height when the report arrives, in German at 390 px', async ({ page }) => {
  await prepare(page, { locale: 'de' });
  await signedIn(page, DEMO.rich.phone);
  const card = page.getByTestId('plan-report-revenue');
  await expectHeightKeptOnArrival(page, {
    call: /\/api\/store\/my\/report$/,
    card,
    open: () => page.goto('/subscription-plans'),
    loaded: page.getByTestId('plan-report-revenue-total'),
  });
});

test('a store without a published voucher is told what its first plan needs, and led there', async ({ page }) => {
  await signedIn(page, DEMO.fresh.phone);
  await prepare(page, { locale: 'en' });
  await page.goto('/subscription-plans');
  await expect(page.getByTestId('no-voucher-notice')).toHaveText(NO_PUBLISHED_VOUCHER_MESSAGE);
  await expect(page.getByText('Your first plan needs a published voucher')).toBeVisible();
  // One way forward, to what is missing; no disabled "Add new plan" under it.
  await expect(page.getByTestId('create-voucher-first')).toHaveAttribute('href', '/vouchers/create');
  await expect(page.getByTestId('add-plan')).toHaveCount(0);
  await page.goto('/subscription-plans/plans');
  await expect(page.getByTestId('no-voucher-notice')).toHaveText(NO_PUBLISHED_VOUCHER_MESSAGE);
  await expect(page.getByTestId('add-plan')).toHaveCount(0);
  await page.goto('/subscription-plans');
  await expect(page.getByText('No subscribers yet')).toBeVisible();
  await expectAccessible(page);
  await look(page, 'overview-fresh');
});

test('creates a plan with guaranteed and additional vouchers, showing what fans pay', async ({ page }) => {
  await openAs(page, own);
  const fee = (await api<{ data: { final_price: number; fee: number } }>(own, '/api/store/additional-fee?price=12.5'))
    .data;

  await page.goto('/subscription-plans');
  await page.getByTestId('add-plan').click();
  await expect(page).toHaveURL('/subscription-plans/plans/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();

  await page.getByLabel('Plan name').fill(PLAN);
  await page.getByLabel('Price in EUR').fill('12.50');
  await expect(page.getByTestId('fee-preview-total')).toBeVisible();
  expect(plain(await page.getByTestId('fee-preview-total').textContent())).toBe(
    `Fans pay ${money(fee.final_price)} per billing period`,
  );
  expect(plain(await page.getByTestId('fee-preview-split').textContent())).toBe(
    `${money(12.5)} for you + ${money(fee.fee)} local fan fee`,
  );
  await page.getByLabel('Billing period').selectOption({ label: 'Monthly' });
  // Once the period is chosen, the price says what it is for.
  await expect(page.getByTestId('fee-preview-total')).toHaveText(new RegExp(`per month$`));
  // A sub-cent price is refused with its own reason.
  await page.getByLabel('Price in EUR').fill('12.505');
  await page.getByLabel('Plan name').focus();
  await expect(page.getByText('Use at most two decimals (cents), like 19.90')).toBeVisible();
  await page.getByLabel('Price in EUR').fill('12.50');

  const rows = page.getByTestId('voucher-row');
  for (const [i, name] of [...PERKS, EXTRA].entries()) {
    if (i > 0) await page.getByTestId('add-voucher-row').click();
    const row = rows.nth(i);
    await row.getByLabel(`Voucher ${i + 1}`, { exact: true }).selectOption({ label: name });
    await row.getByLabel('Uses per period').fill(name === EXTRA ? '1' : '4');
    if (name === EXTRA) await row.getByLabel('Additional benefit').check();
  }
  // A voucher picked in one row is not offered in another.
  await expect(
    rows.nth(6).getByLabel('Voucher 7', { exact: true }).locator('option', { hasText: PERKS[0]! }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByRole('textbox', { name: 'Step 1' }).fill('Show the QR code at the counter');
  await page.getByRole('button', { name: 'Add a perk' }).click();
  await page.getByRole('textbox', { name: 'Perk 1' }).fill('A table by the window');
  await page.getByLabel('Terms and conditions').fill('Cancel any time, effective at the end of the month.');
  await expectAccessible(page);
  await look(page, 'plan-create');

  await page.getByTestId('save-plan').click();
  await expect(page).toHaveURL(/\/subscription-plans\/plans\/\d+$/);
  planId = Number(new URL(page.url()).pathname.split('/').pop());

  await expect(page.getByTestId('plan-name')).toHaveText(PLAN);
  // Every price is per the plan's own billing period.
  expect(plain(await page.getByTestId('plan-price').textContent())).toBe(`${money(12.5)} / month`);
  expect(plain(await page.getByTestId('plan-fee').textContent())).toBe(`${money(fee.fee)} / month`);
  expect(plain(await page.getByTestId('plan-final-price').textContent())).toBe(money(fee.final_price));
  await expect(page.getByTestId('plan-vouchers-perks').getByTestId('plan-voucher')).toHaveCount(6);
  await expect(page.getByTestId('plan-vouchers-benefits').getByTestId('plan-voucher')).toHaveText([
    new RegExp(`${EXTRA}.*1 × per month`),
  ]);
  await expect(page.getByTestId('plan-how-to-use')).toHaveText('Show the QR code at the counter');
  await expect(page.getByTestId('plan-subscribers')).toHaveText('0 active subscribers of this plan');
  await expectAccessible(page);
  await look(page, 'plan-detail');

  const stored = (await api<{ data: PlanJson }>(own, `/api/store/subscriptions/${planId}`)).data;
  expect(stored.subscription_vouchers.map((v) => [v.voucher.name, v.additional_voucher, v.max_use_qty])).toEqual([
    ...PERKS.map((p) => [p, false, 4]),
    [EXTRA, true, 1],
  ]);
});

test('the new plan is on the overview and in the list; its card shows five perks, then more or less', async ({
  page,
}) => {
  await openAs(page, own);
  await page.goto('/subscription-plans');
  const card = page.getByTestId('latest-plans').getByTestId('plan-card').first();
  await expect(card.getByRole('heading')).toHaveText(PLAN);
  const perks = card.getByTestId('plan-card-perks');
  await expect(perks.getByTestId('voucher-name')).toHaveText(PERKS.slice(0, 5));
  await perks.getByRole('button', { name: 'Show more (1)' }).click();
  await expect(perks.getByTestId('voucher-name')).toHaveText(PERKS);
  await expect(perks.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await perks.getByRole('button', { name: 'Show less' }).click();
  await expect(perks.getByTestId('voucher-name')).toHaveCount(5);
  await expect(card.getByTestId('plan-card-benefits').getByTestId('voucher-name')).toHaveText([EXTRA]);
  // Toggling stays on the overview; the name opens the plan.
  await expect(page).toHaveURL('/subscription-plans');

  await page.getByTestId('see-all-plans').click();
  await expect(page).toHaveURL('/subscription-plans/plans');
  await page.getByRole('searchbox', { name: 'Search plans' }).fill(PLAN);
  // The list before the search may show the same one card: wait for the search's answer, and for
  // the list to show it (it is dimmed and aria-busy while the answer is asked for).
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/store/subscriptions?') && new URL(r.url()).searchParams.get('q') === PLAN,
  );
  await page.getByRole('button', { name: 'Search' }).click();
  await searched;
  const answered = page.getByTestId('plan-list').and(page.locator(':not([aria-busy])'));
  await expect(answered.getByTestId('plan-card')).toHaveCount(1);
  await expect(page.getByTestId('plan-count')).toHaveText('1 plan');
  await expectAccessible(page);
  await look(page, 'plan-list');
  await page.getByRole('link', { name: PLAN }).click();
  await expect(page).toHaveURL(`/subscription-plans/plans/${planId}`);
});

test('an edit is kept after a reload; leaving with unsaved changes asks first', async ({ page }) => {
  await openAs(page, own);
  await page.goto(`/subscription-plans/plans/${planId}`);
  await page.getByTestId('edit-plan').click();
  await expect(page).toHaveURL(`/subscription-plans/plans/${planId}/edit`);
  await expect(page.getByLabel('Plan name')).toHaveValue(PLAN);
  await expect(page.getByLabel('Price in EUR')).toHaveValue('12.50');

  await page.getByLabel('Plan name').fill(`${PLAN} edited`);
  await page.getByTestId('back-link').click();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/subscription-plans/plans/${planId}/edit`);
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeHidden();

  await page.getByLabel('Price in EUR').fill('14');
  await page.getByTestId('voucher-row').first().getByLabel('Uses per period').fill('6');
  await expectAccessible(page);
  await look(page, 'plan-edit');
  await page.getByTestId('save-plan').click();
  await expect(page).toHaveURL(`/subscription-plans/plans/${planId}`);
  await page.reload();
  await expect(page.getByTestId('plan-name')).toHaveText(`${PLAN} edited`);
  expect(plain(await page.getByTestId('plan-price').textContent())).toBe(`${money(14)} / month`);
  await expect(page.getByTestId('plan-vouchers-perks').getByTestId('plan-voucher-uses').first()).toHaveText(
    '6 × per month',
  );
});

test('the plan’s vouchers link to the vouchers, and an additional voucher can be added', async ({ page }) => {
  await openAs(page, own);
  await page.goto(`/subscription-plans/plans/${planId}`);
  await page.getByRole('link', { name: 'All vouchers of this plan' }).click();
  await expect(page).toHaveURL(`/subscription-plans/plans/${planId}/vouchers`);
  const first = page.getByTestId('plan-vouchers-perks').getByRole('link', { name: PERKS[0]! });
  await expect(first).toHaveAttribute('href', /^\/vouchers\/\d+$/);

  await page.getByTestId('add-additional-voucher').click();
  const dialog = page.getByRole('dialog', { name: 'Add an additional voucher' });
  await expect(dialog.getByLabel('Voucher', { exact: true })).not.toContainText(PERKS[0]!);
  await dialog.getByLabel('Voucher', { exact: true }).selectOption({ label: BONUS });
  await dialog.getByLabel('Uses per month').fill('2');
  await expectAccessible(page);
  await dialog.getByTestId('add-voucher-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('plan-vouchers-benefits').getByTestId('plan-voucher')).toHaveText([
    new RegExp(`${EXTRA}.*1 × per month`),
    new RegExp(`${BONUS}.*2 × per month`),
  ]);
  await expectAccessible(page);
  await look(page, 'plan-vouchers');
});

test('delete: a plan with subscribers cannot be deleted and the dialog says how many, a plan without goes', async ({
  page,
}) => {
  const plans = await api<Page1<PlanJson>>(await richStore(page), '/api/store/subscriptions?page=1&size=100');
  const busy = plans.data.find((p) => p.subscriber_count > 0)!;
  await page.goto(`/subscription-plans/plans/${busy.id}`);
  await page.getByTestId('delete-plan').click();
  const blocked = page.getByRole('dialog', { name: 'This plan cannot be deleted' });
  await expect(blocked).toContainText(
    `“${busy.name}” has ${busy.subscriber_count} active subscriber${busy.subscriber_count === 1 ? '' : 's'}.`,
  );
  await expect(blocked.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);
  await look(page, 'plan-delete-blocked');
  await blocked.getByTestId('confirm-close').click();
  await expect(page).toHaveURL(`/subscription-plans/plans/${busy.id}`);

  const mine = await page.context().newPage();
  await openAs(mine, own);
  await mine.goto(`/subscription-plans/plans/${planId}`);
  await mine.getByTestId('delete-plan').click();
  const confirm = mine.getByRole('dialog', { name: 'Delete this plan?' });
  await expect(confirm).toContainText('has no active subscribers: it will be removed for good.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveURL('/subscription-plans');
  await expect(mine.getByText('No plans yet')).toBeVisible();
  const gone = await fetch(`${API_URL}/api/store/subscriptions/${planId}`, {
    headers: { Authorization: `Bearer ${own.token}` },
  });
  expect(gone.status).toBe(404);
  await mine.goto(`/subscription-plans/plans/${planId}`);
  await expect(mine.getByTestId('not-found-state')).toContainText('This plan does not exist');
  await expectAccessible(mine);
});

test('a subscriber’s detail, vouchers and one voucher’s history, reached from the subscriber table', async ({
  page,
}) => {
  const rich = await richStore(page);
  await page.goto('/subscription-plans');
  await page.getByTestId('subscriber-table').getByTestId('table-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/subscription-plans\/consumers\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const subscriber = (
    await api<{
      data: {
        username: string;
        phone: string;
        total_paid: number;
        redeemed_count: number;
        plan: { id: number; name: string };
        voucher_count: number;
        memberships: { plan: { id: number; name: string }; paid: number }[];
      };
    }>(rich, `/api/store/subscriptions/my/subscriber/${id}`)
  ).data;
  await expect(page.getByTestId('subscriber-username')).toHaveText(subscriber.username);
  await expect(page.getByTestId('subscriber-phone')).toHaveText(subscriber.phone.replace('.', ' '));
  await expect(page.getByTestId('membership-plan')).toHaveText(subscriber.memberships.map((m) => m.plan.name));
  expect(plain(await page.getByTestId('subscriber-total-paid').textContent())).toBe(money(subscriber.total_paid));
  await expect(page.getByTestId('subscriber-redeemed')).toHaveText(String(subscriber.redeemed_count));
  await expect(page.getByTestId('subscriber-status')).toHaveText(/Active|Cancelled|Ended/);
  await expectAccessible(page);
  await look(page, 'subscriber-detail');

  await page.getByTestId('subscriber-membership').first().getByRole('link', { name: 'Vouchers of this plan' }).click();
  await expect(page).toHaveURL(`/subscription-plans/consumers/${id}/vouchers?plan=${subscriber.plan.id}`);
  const vouchers = await api<Page1<{ id: number; name: string; used_qty: number; max_use_qty: number }>>(
    rich,
    `/api/store/subscriber/${id}/voucher?page=1&size=10&plan_id=${subscriber.plan.id}`,
  );
  const items = page.getByTestId('subscriber-voucher');
  await expect(items).toHaveCount(vouchers.data.length);
  const v = vouchers.data[0]!;
  await expect(items.first().getByTestId('voucher-usage')).toHaveText(
    `${v.used_qty} of ${v.max_use_qty} used this period`,
  );
  await expectAccessible(page);
  await look(page, 'subscriber-vouchers');

  await items.first().getByRole('link', { name: v.name }).click();
  await expect(page).toHaveURL(`/subscription-plans/consumers/${id}/vouchers/${v.id}`);
  const history = await api<Page1<unknown>>(
    rich,
    `/api/store/subscriber/${id}/voucher/${v.id}/redemptions?page=1&size=10`,
  );
  await expect(page.getByRole('heading', { level: 2, name: v.name })).toBeVisible();
  if (history.data.length > 0) await expect(page.getByTestId('redemption')).toHaveCount(history.data.length);
  else await expect(page.getByText('Not redeemed yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open voucher' })).toHaveAttribute('href', `/vouchers/${v.id}`);
  await expectAccessible(page);
  await look(page, 'subscriber-voucher');

  await page.goto('/subscription-plans/consumers/999999');
  await expect(page.getByTestId('not-found-state')).toContainText('This subscriber does not exist');
  await expectAccessible(page);
});

test('the subscriber search finds a phone typed with spaces, a leading 0 or no country code', async ({ page }) => {
  const store = await registerStore(`Telefon Café ${suffix}`);
  const plan = await createPlan(store, 'Kaffee-Abo', [await createVoucher(store, 'Kaffee')]);
  // Unique per run: the local number of the fan to find, and another fan who must not match.
  const local = `151${suffix}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  await fanSubscribes(store, plan, `+49.${local}`);
  await fanSubscribes(store, plan, `+49.160${suffix}99`);
  await openAs(page, store, 'de');
  await page.goto('/subscription-plans');
  const table = page.getByTestId('subscriber-table');
  await expect(table.getByTestId('table-row')).toHaveCount(2);
  const search = page.getByRole('searchbox', { name: 'Nach Name oder Telefon suchen' });
  for (const typed of [`0${local.slice(0, 3)} ${local.slice(3, 7)} ${local.slice(7)}`, local, `+49 ${local}`]) {
    await search.fill(typed);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(table.getByTestId('table-row'), typed).toHaveCount(1);
    await expect(table.getByTestId('table-row')).toContainText(local.slice(-4));
  }
});

test('the plan form finds and adds any of more than 100 vouchers: search and "show more"', async ({ page }) => {
  const store = await registerStore(`Viele Gutscheine ${suffix}`);
  const names = Array.from({ length: 105 }, (_, i) => `Sorte ${String(i + 1).padStart(3, '0')}`);
  const ids = new Map<string, number>();
  for (let i = 0; i < names.length; i += 15) {
    const batch = names.slice(i, i + 15);
    const created = await Promise.all(batch.map((name) => createVoucher(store, name)));
    batch.forEach((name, j) => ids.set(name, created[j]!));
  }
  await openAs(page, store, 'de');
  await page.goto('/subscription-plans/plans/create');

  const finder = page.getByTestId('voucher-finder');
  const status = page.getByTestId('voucher-finder-status');
  const firstRow = page.getByTestId('voucher-row').first().getByLabel('Gutschein 1', { exact: true });
  await expect(status).toHaveText('50 von 105 veröffentlichten Gutscheinen angezeigt');
  await expect(firstRow.locator('option:not([disabled])')).toHaveCount(50);

  // Page by page through the server until every voucher is offered.
  await finder.getByRole('button', { name: 'Weitere Gutscheine anzeigen' }).click();
  await expect(status).toHaveText('100 von 105 veröffentlichten Gutscheinen angezeigt');
  await finder.getByRole('button', { name: 'Weitere Gutscheine anzeigen' }).click();
  await expect(firstRow.locator('option:not([disabled])')).toHaveCount(105);
  await expect(finder.getByRole('button', { name: 'Weitere Gutscheine anzeigen' })).toHaveCount(0);
  await firstRow.selectOption({ label: 'Sorte 001' });

  // Or by name: the search asks the server, and Enter searches rather than saving the plan.
  const search = finder.getByRole('searchbox', { name: 'Gutschein nach Namen suchen' });
  await search.fill('Sorte 077');
  await search.press('Enter');
  await expect(status).toHaveText('1 von 1 veröffentlichten Gutscheinen angezeigt');
  await expect(page).toHaveURL('/subscription-plans/plans/create');
  await page.getByTestId('add-voucher-row').click();
  await page.getByLabel('Gutschein 2', { exact: true }).selectOption({ label: 'Sorte 077' });
  // The first row keeps the voucher it picked although the search no longer finds it.
  await expect(firstRow.locator('option:checked')).toHaveText('Sorte 001');
  await search.fill('Keine solche Sorte');
  await search.press('Enter');
  await expect(status).toHaveText('Kein veröffentlichter Gutschein passt zu „Keine solche Sorte“');
  await expectAccessible(page);

  await page.getByLabel('Name des Plans').fill('Sortenplan');
  await page.getByLabel('Preis in EUR').fill('9');
  await page.getByLabel('Abrechnungszeitraum').selectOption({ label: 'Monatlich' });
  await page.getByTestId('save-plan').click();
  await expect(page).toHaveURL(/\/subscription-plans\/plans\/\d+$/);
  const saved = await api<{ data: { subscription_vouchers: { voucher_id: number }[] } }>(
    store,
    `/api/store/subscriptions/${new URL(page.url()).pathname.split('/').pop()}`,
  );
  expect(saved.data.subscription_vouchers.map((v) => v.voucher_id)).toEqual([
    ids.get('Sorte 001'),
    ids.get('Sorte 077'),
  ]);
});

test('a fan who holds two plans shows both, each with its payments and vouchers, and the total of both', async ({
  page,
}) => {
  const own = await registerStore('Café Zwei Pläne');
  const coffee = await createVoucher(own, 'Kaffee gratis');
  const cake = await createVoucher(own, 'Kuchen gratis');
  const coffeePlan = await createPlan(own, 'Kaffee-Abo', [coffee]);
  const cakePlan = await createPlan(own, 'Kuchen-Abo', [cake]);
  const phone = `+49.1705${String(Date.now()).slice(-7)}`;
  await fanSubscribes(own, coffeePlan, phone);
  await fanSubscribes(own, cakePlan, phone);
  const list = await api<Page1<{ id: number }>>(own, '/api/store/subscriptions/my/subscriber?page=1&size=10');
  expect(list.data).toHaveLength(1);
  const id = list.data[0]!.id;
  const detail = (
    await api<{
      data: { total_paid: number; memberships: { plan: { id: number; name: string }; status: string; paid: number }[] };
    }>(own, `/api/store/subscriptions/my/subscriber/${id}`)
  ).data;
  expect(detail.memberships.map((m) => m.plan.name)).toEqual(['Kuchen-Abo', 'Kaffee-Abo']);

  await openAs(page, own);
  await page.goto('/subscription-plans');
  await page.getByTestId('subscriber-table').getByTestId('table-row').first().getByRole('link').click();
  await expect(page).toHaveURL(`/subscription-plans/consumers/${id}`);
  const plans = page.getByTestId('subscriber-membership');
  await expect(plans).toHaveCount(2);
  await expect(page.getByTestId('membership-plan')).toHaveText(['Kuchen-Abo', 'Kaffee-Abo']);
  await expect(page.getByTestId('membership-status')).toHaveText(['Active', 'Active']);
  for (const [i, m] of detail.memberships.entries()) {
    expect(plain(await plans.nth(i).getByTestId('membership-paid').textContent())).toBe(
      `Paid ${money(m.paid)} in 1 payment`,
    );
  }
  // The total is the sum of what is listed.
  const sum = detail.memberships.reduce((t, m) => t + Math.round(m.paid * 100), 0) / 100;
  expect(detail.total_paid).toBe(sum);
  expect(plain(await page.getByTestId('subscriber-total-paid').textContent())).toBe(money(sum));
  await expectAccessible(page);
  await look(page, 'subscriber-two-plans');

  await plans.nth(1).getByRole('link', { name: 'Vouchers of this plan' }).click();
  await expect(page).toHaveURL(`/subscription-plans/consumers/${id}/vouchers?plan=${coffeePlan}`);
  await expect(page.getByTestId('subscriber-vouchers-plan')).toHaveText('Kaffee-Abo');
  await expect(page.getByTestId('subscriber-voucher')).toHaveCount(1);
  await expect(page.getByTestId('subscriber-voucher')).toContainText('Kaffee gratis');
  await expectAccessible(page);
});
