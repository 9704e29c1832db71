import { expect, test, type Page } from '@playwright/test';
import { api, as, richStore, type OwnStore, type Page1 } from './own-store';
import { signedIn } from './session-cache';
import { readFileSync } from 'node:fs';
import { API_URL, DEMO, expectAccessible, look, prepare, type SessionToken, TOKENS_FILE } from './support';

/**
 * Vouchers of the rich demo store (and the fresh one for "no vouchers"). Other specs add vouchers to
 * the rich store at the same time, so nothing here counts the whole list: what a test creates has a
 * name of its own, and figures are read from the API when the test needs them.
 */
const stamp = String(Date.now()).slice(-7);
const unique = (name: string) => `${name} ${stamp}`;

interface VoucherJson {
  id: number;
  name: string;
  status: 'draft' | 'published' | 'expired';
  voucher_type: { code: 'DFP' | 'DPR' | 'GDS' };
  plans: { id: number; name: string }[];
}
async function createVoucher(store: OwnStore, body: Record<string, unknown>): Promise<number> {
  const res = await api<{ data: { id: number } }>(store, '/api/store/vouchers', {
    method: 'POST',
    body: { voucher_type: 'GDS', value: 2.5, status: 'published', ...body },
  });
  return res.data.id;
}

const rows = (page: Page) => page.getByTestId('voucher-table').getByTestId('table-row');

test('search keeps its term in the URL; reload and back keep it', async ({ page }) => {
  const store = await richStore(page);
  const name = unique('Lavender latte');
  await createVoucher(store, { name });

  await page.goto('/vouchers');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  await look(page, 'list');

  await page.getByRole('searchbox', { name: 'Search vouchers' }).fill(`latte ${stamp}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=latte(\\+|%20)${stamp}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(page.getByTestId('active-filters')).toContainText(`latte ${stamp}`);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search vouchers' })).toHaveValue(`latte ${stamp}`);
  await expect(rows(page)).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/vouchers$/);
  await expect(page.getByRole('searchbox', { name: 'Search vouchers' })).toHaveValue('');
});

test('the filter sheet works by keyboard alone; the filters show on the page and live in the URL', async ({ page }) => {
  const store = await richStore(page);
  await createVoucher(store, { name: unique('Keyboard draft'), voucher_type: 'DPR', value: 15, status: 'draft' });
  await page.goto('/vouchers');
  await expect(rows(page).first()).toBeVisible();

  await page.getByTestId('filter-open').focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  await look(page, 'filter-sheet');
  // Tab into the type group; arrows choose within a group, as radio buttons do.
  const focusedName = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
  for (let i = 0; i < 5 && (await focusedName()) !== 'voucher-type'; i++) await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('voucher-type');
  await page.keyboard.press('ArrowRight'); // Discount (fixed amount)
  await page.keyboard.press('ArrowRight'); // Discount (percentage)
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('voucher-status');
  await page.keyboard.press('ArrowRight'); // Draft
  await page.keyboard.press('Tab'); // Reset
  await page.keyboard.press('Tab'); // Apply
  await expect(page.locator(':focus')).toHaveText('Apply');
  await page.keyboard.press('Enter');

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/type=DPR/);
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByTestId('filter-open')).toBeFocused();
  const chips = page.getByTestId('active-filters');
  await expect(chips).toContainText('Type: Discount (percentage)');
  await expect(chips).toContainText('Status: Draft');
  await expect(rows(page).first()).toBeVisible();
  // Every row is a draft discount. Asked of the list as a whole (retried until it holds): the
  // unfiltered page stays on screen until the filtered one arrives.
  await expect(rows(page).filter({ hasNotText: 'Discount (percentage)' })).toHaveCount(0);
  await expect(
    rows(page).filter({ has: page.getByTestId('status-badge').filter({ hasNotText: 'Draft' }) }),
  ).toHaveCount(0);

  // Escape closes the sheet without changing anything.
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/type=DPR/);

  // Each chip removes its filter.
  await chips.getByRole('button', { name: 'Remove filter Status: Draft' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/type=DPR/);
});

test('the pager walks the pages, and a page beyond the end typed into the URL shows the last page', async ({
  page,
}) => {
  await richStore(page);
  await page.goto('/vouchers');
  await expect(page.getByTestId('pager-status')).toHaveText(/^Page 1 of \d+$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('pager-status')).toHaveText(/^Page 2 of \d+$/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/page=/);

  await page.goto('/vouchers?page=999');
  await expect(page).not.toHaveURL(/page=999/);
  const status = page.getByTestId('pager-status');
  await expect(status).toHaveText(/^Page (\d+) of \1$/);
  const last = Number((await status.textContent())!.match(/of (\d+)/)![1]);
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(rows(page).first()).toBeVisible();

  await page.goto('/vouchers?page=0');
  await expect(page.getByTestId('pager-status')).toHaveText(/^Page 1 of \d+$/);
});

test('a store without vouchers says so, with one way to the form', async ({ page }) => {
  await signedIn(page, DEMO.fresh.phone);
  await prepare(page, { locale: 'en' });
  await page.goto('/vouchers');
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText('No vouchers yet');
  // One create button: the footer's, not a second one in the empty state.
  await expect(empty.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add new voucher' })).toHaveCount(1);
  await expectAccessible(page);
  await look(page, 'empty-no-vouchers');
  await page.getByTestId('add-voucher').click();
  await expect(page).toHaveURL(/\/vouchers\/create$/);
});

test('a search or filter that finds nothing says so, and clears with one button', async ({ page }) => {
  await richStore(page);
  const empty = page.getByTestId('empty-state');
  await page.goto(`/vouchers?q=${encodeURIComponent(`nothing-${stamp}`)}&type=GDS`);
  await expect(empty).toContainText('No results found');
  await expectAccessible(page);
  await look(page, 'empty-no-results');
  await empty.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/vouchers$/);
  await expect(rows(page).first()).toBeVisible();
});

test('create: the rules show under their fields, then the saved voucher opens', async ({ page }) => {
  await richStore(page);
  await page.goto('/vouchers');
  await page.getByTestId('add-voucher').click();
  await expect(page).toHaveURL(/\/vouchers\/create$/);
  const form = page.getByTestId('voucher-form');
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await look(page, 'form-create');

  await page.getByTestId('save-voucher').click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('field-error').first()).toHaveText('Value is required');
  await page.getByLabel('Name', { exact: true }).fill('A');
  await page.getByText('Discount (percentage)', { exact: true }).click();
  await page.getByLabel('Discount', { exact: true }).fill('150');
  await page.getByTestId('save-voucher').click();
  await expect(form.getByText('Use at least 2 characters')).toBeVisible();
  await expect(form.getByText('Enter a percentage between 1 and 100')).toBeVisible();
  await expectAccessible(page);
  await look(page, 'form-errors');

  const name = unique('Breakfast deal');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Discount', { exact: true }).fill('20');
  await page.getByLabel('Only on certain days and hours').check();
  await page.getByLabel('From', { exact: true }).fill('08:00');
  await page.getByLabel('Until', { exact: true }).fill('11:00');
  await page.getByLabel('Category', { exact: true }).selectOption('food');
  await page.getByRole('textbox', { name: 'Point 1' }).fill('Show the code at the counter');
  await page.getByRole('button', { name: 'Add point' }).click();
  await page.getByRole('textbox', { name: 'Point 2' }).fill('One per visit');
  await page.getByLabel('Terms and conditions', { exact: true }).fill('Not with other offers.');
  await look(page, 'form-filled');
  await page.getByTestId('save-voucher').click();

  await expect(page).toHaveURL(/\/vouchers\/\d+$/);
  await expect(page.getByTestId('voucher-name')).toHaveText(name);
  await expect(page.getByTestId('voucher-value')).toHaveText('20% off');
  await expect(page.getByTestId('voucher-schedule')).toHaveText('Mon–Fri, 08:00–11:00');
  await expect(page.getByTestId('voucher-category')).toHaveText('Food');
  await expect(page.getByTestId('voucher-informations').getByRole('listitem')).toHaveText([
    'Show the code at the counter',
    'One per visit',
  ]);
  await expect(page.getByTestId('voucher-terms')).toContainText('Not with other offers.');
  await expect(page.getByTestId('status-badge').first()).toHaveText('Draft');
  // Back from the new voucher goes to the list, not to the form.
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/vouchers$/);
});

test('the detail shows every field; an edit is kept after a reload', async ({ page }) => {
  const store = await richStore(page);
  const name = unique('Edit me');
  const id = await createVoucher(store, {
    name,
    voucher_type: 'DFP',
    value: 2,
    quantity: 300,
    start_date: '2026-03-01',
    end_date: '2030-12-31',
    schedule: { start_time: '09:00', end_time: '13:00', days: ['sat', 'sun'] },
    category: 'drink',
    informations: ['Ask at the till'],
    terms_and_conditions: 'While stocks last.',
  });
  await page.goto(`/vouchers/${id}`);
  await expect(page.getByTestId('voucher-name')).toHaveText(name);
  await expect(page.getByTestId('voucher-value')).toHaveText('€2.00 off');
  await expect(page.getByTestId('voucher-type')).toHaveText('Discount (fixed amount)');
  await expect(page.getByTestId('voucher-validity')).toHaveText('1 Mar 2026 – 31 Dec 2030');
  await expect(page.getByTestId('voucher-schedule')).toHaveText('Sat, Sun, 09:00–13:00');
  await expect(page.getByTestId('voucher-quantity')).toHaveText('300');
  await expect(page.getByTestId('voucher-plans')).toContainText('Not part of any plan yet.');
  await expect(page.getByTestId('voucher-holders')).toContainText('No subscriber holds this voucher yet.');
  await expectAccessible(page);
  await look(page, 'detail');

  await page.getByTestId('edit-voucher').click();
  await expect(page).toHaveURL(new RegExp(`/vouchers/${id}/edit$`));
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Discount', { exact: true })).toHaveValue('2.00');
  await expectAccessible(page);
  await look(page, 'form-edit');
  const renamed = unique('Edited');
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByLabel('Discount', { exact: true }).fill('3,50');
  await page.getByTestId('save-voucher').click();
  await expect(page).toHaveURL(new RegExp(`/vouchers/${id}$`));
  await expect(page.getByTestId('voucher-name')).toHaveText(renamed);

  await page.reload();
  await expect(page.getByTestId('voucher-name')).toHaveText(renamed);
  await expect(page.getByTestId('voucher-value')).toHaveText('€3.50 off');
});

test('leaving the form with changes asks first', async ({ page }) => {
  await richStore(page);
  await page.goto('/vouchers/create');
  await page.getByLabel('Name', { exact: true }).fill('Half done');
  await page.getByTestId('back-link').click();
  const dialog = page.getByTestId('leave-guard');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Half done');
  await page.getByTestId('back-link').click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/vouchers$/);
});

test('duplicate opens the form prefilled as a draft copy, and saves a new voucher', async ({ page }) => {
  const store = await richStore(page);
  const name = unique('Original');
  const id = await createVoucher(store, { name, informations: ['Ask for it'], category: 'food' });
  await page.goto(`/vouchers/${id}`);
  await page.getByTestId('duplicate-voucher').click();
  await expect(page).toHaveURL(new RegExp(`/vouchers/create\\?from=${id}$`));
  await expect(page.getByRole('heading', { name: 'Duplicate voucher' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} (copy)`);
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Point 1' })).toHaveValue('Ask for it');
  await page.getByTestId('save-voucher').click();

  await expect(page).toHaveURL(/\/vouchers\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/vouchers/${id}$`));
  await expect(page.getByTestId('voucher-name')).toHaveText(`${name} (copy)`);
  await expect(page.getByTestId('status-badge').first()).toHaveText('Draft');
  // The original is still there.
  expect((await api<{ data: VoucherJson }>(store, `/api/store/vouchers/${id}`)).data.name).toBe(name);
});

test('delete asks first and works by keyboard; the voucher is gone', async ({ page }) => {
  const store = await richStore(page);
  const name = unique('Delete me');
  const id = await createVoucher(store, { name });
  await page.goto(`/vouchers/${id}`);
  const trigger = page.getByTestId('delete-voucher');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this voucher?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expectAccessible(page);
  await look(page, 'delete-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i++) {
    if ((await page.locator(':focus').textContent())?.trim() === 'Delete') break;
    await page.keyboard.press('Tab');
  }
  await expect(page.locator(':focus')).toHaveText('Delete');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/vouchers$/);
  const res = await fetch(`${API_URL}/api/store/vouchers/${id}`, {
    headers: { Authorization: `Bearer ${store.token}` },
  });
  expect(res.status).toBe(404);

  // Its page now says it is not there, with a way back.
  await page.goto(`/vouchers/${id}`);
  await expect(page.getByTestId('not-found-state')).toContainText('Voucher not found');
  await page.getByRole('link', { name: 'Back to vouchers' }).click();
  await expect(page).toHaveURL(/\/vouchers$/);
});

test('a voucher in a plan cannot be deleted: the dialog names the plan and offers nothing to confirm', async ({
  page,
}) => {
  const store = await richStore(page);
  const list = await api<Page1<VoucherJson>>(store, '/api/store/vouchers?status=published&size=100');
  let used: VoucherJson | undefined;
  let holder: { id: number; username: string } | undefined;
  for (const v of list.data.filter((v) => v.plans.length > 0)) {
    const subs = await api<Page1<{ id: number; username: string }>>(store, `/api/store/vouchers/${v.id}/subs?size=1`);
    if (subs.paginate.total_entries > 0) {
      used = v;
      holder = subs.data[0];
      break;
    }
  }
  expect(used, 'the rich store has a voucher in a plan that fans hold').toBeTruthy();
  await page.goto(`/vouchers/${used!.id}`);
  const plans = page.getByTestId('voucher-plans');
  for (const plan of used!.plans) {
    await expect(plans.getByRole('link', { name: plan.name })).toHaveAttribute(
      'href',
      `/subscription-plans/plans/${plan.id}`,
    );
  }
  // Each holder's row opens that fan.
  await expect(
    page.getByTestId('voucher-holder').first().getByRole('link', { name: holder!.username }),
  ).toHaveAttribute('href', `/subscription-plans/consumers/${holder!.id}`);

  await page.getByTestId('delete-voucher').click();
  const dialog = page.getByRole('dialog', { name: 'This voucher cannot be deleted' });
  const names = used!.plans.map((plan) => `“${plan.name}”`).join(', ');
  await expect(dialog).toContainText(
    used!.plans.length === 1
      ? `“${used!.name}” is part of the plan ${names}. Remove it from that plan first.`
      : `“${used!.name}” is part of the plans ${names}. Remove it from these plans first.`,
  );
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);
  await look(page, 'delete-blocked');
  await dialog.getByTestId('confirm-close').click();
  await expect(dialog).toBeHidden();
  expect((await api<{ data: VoucherJson }>(store, `/api/store/vouchers/${used!.id}`)).data.id).toBe(used!.id);
});

test('the delete dialog of a draft and of a published voucher in no plan says it is removed', async ({ page }) => {
  const store = await richStore(page);
  const draft = unique('Draft to delete');
  const draftId = await createVoucher(store, { name: draft, status: 'draft' });
  await page.goto(`/vouchers/${draftId}`);
  await page.getByTestId('delete-voucher').click();
  await expect(page.getByRole('dialog', { name: 'Delete this voucher?' })).toContainText(
    `“${draft}” is a draft: it will be removed for good.`,
  );
  await page.keyboard.press('Escape');

  const loose = unique('Published, no plan');
  const looseId = await createVoucher(store, { name: loose, status: 'published' });
  await page.goto(`/vouchers/${looseId}`);
  await page.getByTestId('delete-voucher').click();
  const dialog = page.getByRole('dialog', { name: 'Delete this voucher?' });
  await expect(dialog).toContainText(`“${loose}” is in no plan, so no fan holds it: it will be removed for good.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/vouchers$/);
});

test('another store’s voucher and an unknown id show “not found”', async ({ page }) => {
  await richStore(page);
  const tokens = JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as Record<string, SessionToken>;
  const bakery = as(tokens[DEMO.bakery.phone]!.access_token);
  const theirs = await api<Page1<VoucherJson>>(bakery, '/api/store/vouchers?size=1');
  for (const id of [theirs.data[0]!.id, 99999999, 'abc']) {
    await page.goto(`/vouchers/${id}`);
    await expect(page.getByTestId('not-found-state')).toBeVisible();
  }
  await look(page, 'not-found');
});
