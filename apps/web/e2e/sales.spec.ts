import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signedIn } from './session-cache';
import {
  API_URL,
  DEMO,
  expectAccessible,
  expectHeightKeptOnArrival,
  look,
  prepare,
  type SessionToken,
  shot,
  signInThroughApi,
  storeSession,
} from './support';

const intl = (locale: 'en' | 'de') => (locale === 'de' ? 'de-DE' : 'en-GB');
const money = (n: number, locale: 'en' | 'de' = 'en') =>
  new Intl.NumberFormat(intl(locale), { style: 'currency', currency: 'EUR' }).format(n).replace(/\s/g, ' ');
/** Intl puts a non-breaking space before "€"; compare texts with plain spaces. */
const plain = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s/g, ' ').trim();

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  expect(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

type Balance = { available: number; pending_payout: number; paid_out: number; earned: number; is_activated: boolean };
type Payout = { id: number; amount: number; status: string };
const balanceOf = async (token: string) => (await api<{ data: Balance }>(token, '/api/store/balance')).data;

/** A store of this spec's own: registered and signed in through the API, so nothing else touches its money. */
async function registerStore(): Promise<SessionToken & { id: number; name: string }> {
  const phone = `+49.176${String(Date.now()).slice(-8)}`;
  const name = `Eisdiele Test ${phone.slice(-4)}`;
  const res = await fetch(`${API_URL}/api/store/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      category_id: 1,
      phone,
      address: 'Kastanienallee 1, 10435 Berlin',
      lat: 52.53,
      lng: 13.41,
    }),
  });
  expect(res.ok, `register: ${res.status}`).toBe(true);
  const token = await signInThroughApi(phone);
  const me = await api<{ data: { id: number } }>(token.access_token, '/api/store/my');
  return { ...token, id: me.data.id, name };
}

/** A fan subscribes to a plan of the store (through the mock's events): one payment, so a balance. */
async function fanPays(token: string, storeId: number, planId: number) {
  const res = await fetch(`${API_URL}/__mock/events/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ store_id: storeId, plan_id: planId }),
  });
  expect(res.status).toBe(201);
  return balanceOf(token);
}

async function createPlan(token: string): Promise<number> {
  const voucher = await api<{ data: { id: number } }>(token, '/api/store/vouchers', {
    method: 'POST',
    body: JSON.stringify({ name: 'Kugel gratis', voucher_type: 'GDS', value: 1, status: 'published' }),
  });
  const plan = await api<{ data: { id: number } }>(token, '/api/store/subscriptions', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Eis-Abo',
      price: 12.5,
      billing_period_id: 1,
      vouchers: [{ voucher_id: voucher.data.id, max_use_qty: 4, additional_voucher: false }],
    }),
  });
  return plan.data.id;
}

test.describe.serial('a new store: activation, withdraw, approval', () => {
  let store: Awaited<ReturnType<typeof registerStore>>;
  let planId: number;

  test.beforeAll(async () => {
    store = await registerStore();
  });

  test.beforeEach(async ({ page }) => {
    await prepare(page, { locale: 'en' });
    await storeSession(page, store.access_token, store.expired_at);
  });

  test('activation round trip through the payment provider', async ({ page }) => {
    await page.goto('/settings/my-sales');
    const activation = page.getByTestId('activation-card');
    await expect(activation).toContainText('Not activated');
    await expect(page.getByTestId('balance-available')).toHaveText(money(0));
    await expect(page.getByTestId('withdraw-button')).toBeDisabled();
    await expect(page.getByText('Activate payouts first to withdraw your balance.')).toBeVisible();
    await expect(page.getByText('No payout history')).toBeVisible();
    await expect(page.getByText('No invoices yet')).toBeVisible();
    await expectAccessible(page);
    await look(page, 'my-sales-not-activated');

    await activation.getByRole('link', { name: 'Activate payouts' }).click();
    await expect(page).toHaveURL(/\/settings\/my-sales\/activate$/);
    await expect(page.getByRole('heading', { name: 'Why a payment-provider account?' })).toBeVisible();
    await expectAccessible(page);
    await look(page, 'activate');

    const email = page.getByLabel('E-mail address');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Continue to the payment provider' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await email.fill('inhaber@eisdiele.example');
    await page.getByRole('button', { name: 'Continue to the payment provider' }).click();

    // The mock provider's onboarding page, on the API's origin.
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/__mock/provider/onboarding\\?account=acct_`));
    await expect(page.getByText(store.name)).toBeVisible();
    await expect(page.getByText('inhaber@eisdiele.example')).toBeVisible();
    await page.getByRole('button', { name: 'Activate payouts' }).click();

    await expect(page).toHaveURL(/\/settings\/my-sales\?activated=1$/);
    await expect(page.getByTestId('just-activated')).toHaveText('Your store is now activated for payouts.');
    await expect(activation).toContainText('Activated');
    await expect(page.getByTestId('withdraw-button')).toBeDisabled();
    await expect(page.getByText('Nothing to withdraw yet', { exact: false })).toBeVisible();
    expect((await balanceOf(store.access_token)).is_activated).toBe(true);
    await expectAccessible(page);
    await look(page, 'my-sales-activated');

    await page.getByRole('button', { name: 'Open payment-provider dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/__mock/provider/dashboard\\?account=acct_`));
    await expect(page.getByText('Payouts: active')).toBeVisible();
  });

  test('withdraw, approval by the administrator, paid, and the notification', async ({ page }) => {
    planId = await createPlan(store.access_token);
    const before = await fanPays(store.access_token, store.id, planId);
    expect(before.available).toBeGreaterThan(0);

    await page.goto('/settings/my-sales');
    await expect(page.getByTestId('balance-available')).toHaveText(money(before.available));
    await page.getByTestId('withdraw-button').click();
    const dialog = page.getByTestId('withdraw-dialog');
    await expect(dialog).toContainText(`Withdraw ${money(before.available)}?`);
    await expect(dialog).toContainText('A payout takes at least 7 business days.');
    await expectAccessible(page);
    await look(page, 'withdraw-dialog');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();

    await expect(page.getByTestId('withdraw-requested')).toContainText(
      `Payout of ${money(before.available)} requested`,
    );
    await expect(dialog).toHaveCount(0);
    const first = page.getByTestId('payout-row').first();
    await expect(first.getByTestId('status-badge')).toHaveText('Pending');
    expect((await first.textContent())?.replace(/\s/g, ' ')).toContain(money(before.available));
    await expect(page.getByTestId('balance-available')).toHaveText(money(0));
    expect(await plain(page, 'balance-pending')).toBe(money(before.available));
    await expect(page.getByTestId('withdraw-button')).toBeDisabled();
    await expect(page.getByText('Your whole balance is on its way.', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await look(page, 'my-sales-pending');

    // The administrator approves it (the mock's tool), and the store is told.
    const payouts = await api<{ data: Payout[] }>(store.access_token, '/api/store/payouts');
    const payout = payouts.data[0]!;
    expect(payout).toMatchObject({ status: 'pending', amount: before.available });
    const approved = await fetch(`${API_URL}/__mock/payouts/${payout.id}/approve`, { method: 'POST' });
    expect(approved.ok).toBe(true);

    await page.reload();
    await expect(first.getByTestId('status-badge')).toHaveText('Paid');
    expect(await plain(page, 'balance-paid')).toBe(money(before.available));
    expect(await plain(page, 'balance-pending')).toBe(money(0));
    await look(page, 'my-sales-paid');

    const notes = await api<{
      data: { latest: { type: string; reference_id: number | null; read_at: string | null }[] };
    }>(store.access_token, '/api/store/notifications');
    expect(notes.data.latest[0]).toMatchObject({ type: 'withdraw_success', reference_id: payout.id, read_at: null });
    // The bell of the store's header counts it.
    await page.goto('/');
    // The count arrives after the page: wait for one of at least 1 rather than read the first label.
    await expect(page.getByRole('img', { name: /^[1-9]\d* unread notifications?$/ })).toBeVisible();
  });

  test("a refusal shows the server's message", async ({ page }) => {
    const balance = await fanPays(store.access_token, store.id, planId);
    await page.goto('/settings/my-sales');
    await expect(page.getByTestId('balance-available')).toHaveText(money(balance.available));
    await page.getByTestId('withdraw-button').click();
    const dialog = page.getByTestId('withdraw-dialog');
    await expect(dialog).toBeVisible();
    // Meanwhile the balance is withdrawn elsewhere (another device): the server refuses this one.
    await api(store.access_token, '/api/store/withdraw', { method: 'POST' });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('withdraw-refused')).toHaveText('There is no balance to withdraw');
    await expect(page.getByTestId('balance-available')).toHaveText(money(0));
    await look(page, 'my-sales-refused');
  });
});

test.describe('the rich store (read only)', () => {
  test('sales report: the range in the URL, totals, pages, empty range, and the CSV of the same range', async ({
    page,
  }) => {
    await prepare(page, { locale: 'en' });
    const token = (await signedIn(page, DEMO.rich.phone)).access_token;
    // Last month is over: other specs' new payments land today, not there.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    const from = first.toISOString().slice(0, 10);
    const to = last.toISOString().slice(0, 10);
    type Report = {
      data: { username: string; plan_name: string; gross: number; fee: number; net: number }[];
      paginate: { total_pages: number };
      totals: { count: number; gross: number; fee: number; net: number };
    };
    const report = await api<Report>(token, `/api/store/sales-report?from=${from}&to=${to}&size=10`);
    expect(report.totals.count).toBeGreaterThan(10);

    await page.goto('/settings/my-sales');
    await page.getByTestId('reports-link').click();
    await expect(page).toHaveURL(/\/settings\/my-sales\/reports$/);
    await page.getByRole('button', { name: 'Last month' }).click();
    await expect(page).toHaveURL(new RegExp(`reports\\?from=${from}&to=${to}$`));
    await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('totals-count')).toHaveText(`earned from ${report.totals.count} payments`);
    expect(await plain(page, 'totals-net')).toBe(money(report.totals.net));
    expect(await plain(page, 'totals-gross')).toBe(money(report.totals.gross));
    expect(await plain(page, 'totals-fee')).toBe(money(report.totals.fee));
    await expect(page.getByTestId('sale-row')).toHaveCount(report.data.length);
    await expect(page.getByTestId('sale-fan')).toHaveText(report.data.map((r) => `Fan: ${r.username}`));
    // Every row shows the API's figures, and what the store earns is what the fan paid less the fee.
    const texts = async (id: string) =>
      (await page.getByTestId(id).allTextContents()).map((t) => t.replace(/\s/g, ' '));
    expect(await texts('sale-gross')).toEqual(report.data.map((r) => money(r.gross)));
    expect(await texts('sale-fee')).toEqual(report.data.map((r) => money(r.fee)));
    expect(await texts('sale-net')).toEqual(report.data.map((r) => money(r.net)));
    for (const r of report.data)
      expect(Math.round(r.gross * 100) - Math.round(r.fee * 100)).toBe(Math.round(r.net * 100));
    await expect(page.getByTestId('pager-status')).toHaveText(`Page 1 of ${report.paginate.total_pages}`);
    await expectAccessible(page);
    await look(page, 'reports');

    // The range survives a reload; the next page joins the URL.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&page=2$`));
    await page.reload();
    await expect(page.getByTestId('pager-status')).toHaveText(`Page 2 of ${report.paginate.total_pages}`);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);

    // The CSV of the same range, with the bearer token, byte for byte what the API sends (its byte
    // order mark included), saved under the store's and the month's name.
    const csv = await fetch(`${API_URL}/api/store/sales-report/download?from=${from}&to=${to}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    });
    const expected = Buffer.from(await csv.arrayBuffer());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
    expect(download.suggestedFilename()).toBe(`sales-cafe-morgenrot-${from.slice(0, 7)}.csv`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.equals(expected)).toBe(true);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('date,subscriber,plan,gross_paid_by_fan,fee_kept_by_platform,net_earned_by_store,currency');
    expect(lines).toHaveLength(report.totals.count + 2);
    // The CSV's totals row is the screen's.
    const [label, , count, gross, fee, net] = lines.at(-1)!.split(',');
    expect(label).toBe('total');
    expect(Number(count)).toBe(report.totals.count);
    expect(money(Number(gross))).toBe(await plain(page, 'totals-gross'));
    expect(money(Number(fee))).toBe(await plain(page, 'totals-fee'));
    expect(money(Number(net))).toBe(await plain(page, 'totals-net'));

    // A range typed by hand; an end before the start is refused before asking.
    await page.getByLabel('To', { exact: true }).fill('2001-01-01');
    await page.getByLabel('From', { exact: true }).fill('2001-01-31');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page).toHaveURL(/reports\?from=2001-01-01&to=2001-01-31$/);
    await expect(page.getByText('No sales report')).toBeVisible();
    await expect(page.getByTestId('totals-count')).toHaveText('earned from 0 payments');
    await expectAccessible(page);
    await look(page, 'reports-empty');
  });

  test('invoice: from the list to the document, as the API has it, adding up on screen, printable, and an unknown one', async ({
    page,
  }) => {
    await prepare(page, { locale: 'en' });
    const token = (await signedIn(page, DEMO.rich.phone)).access_token;
    type Summary = { id: number; invoice_number: string; subject: string; total: number };
    const list = await api<{ data: Summary[] }>(token, '/api/store/invoices?size=5');
    const newest = list.data[0]!;
    const full = await api<{
      data: Summary & {
        items: { amount: number }[];
        subtotal: number;
        transaction_fee: number;
        tendered: number;
        earned: number;
        amount: number;
        billed_to: { name: string };
        issuer: { name: string };
      };
    }>(token, `/api/store/invoices/${newest.id}`);

    await page.goto('/settings/my-sales');
    const rows = page.getByTestId('invoice-row');
    await expect(rows).toHaveCount(list.data.length);
    await rows
      .first()
      .getByRole('link', { name: new RegExp(newest.subject) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/settings/my-sales/${newest.id}$`));
    await expect(page.getByTestId('invoice-number')).toHaveText(newest.invoice_number);
    await expect(page.getByTestId('invoice-issuer')).toContainText(full.data.issuer.name);
    await expect(page.getByTestId('invoice-billed-to')).toContainText(full.data.billed_to.name);
    await expect(page.getByTestId('invoice-subject-text')).toHaveText(newest.subject);
    await expect(page.getByTestId('invoice-item')).toHaveCount(full.data.items.length);
    expect(await plain(page, 'invoice-subtotal')).toBe(money(full.data.subtotal));
    expect(await plain(page, 'invoice-fee')).toBe(money(-full.data.transaction_fee));
    expect(await plain(page, 'invoice-total')).toBe(money(newest.total));
    expect(await plain(page, 'invoice-tendered')).toBe(money(full.data.tendered));
    expect(await plain(page, 'invoice-earned')).toBe(money(full.data.earned));
    expect(await plain(page, 'invoice-amount')).toBe(money(full.data.amount));
    // It adds up on screen: the line amounts sum to the subtotal, and subtotal − fee = total.
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
    const lines = (await page.getByTestId('invoice-item-amount').allTextContents()).map(cents);
    expect(lines).toEqual(full.data.items.map((i) => Math.round(i.amount * 100)));
    const [subtotal, fee, total] = await Promise.all(
      ['invoice-subtotal', 'invoice-fee', 'invoice-total'].map(async (id) => cents(await plain(page, id))),
    );
    expect(lines.reduce((a, b) => a + b, 0)).toBe(subtotal);
    expect(subtotal! + fee!).toBe(total);
    await expectAccessible(page);
    await look(page, 'invoice');

    // Printed (saved as PDF): the invoice alone, without the app's header and buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('back-link')).toBeHidden();
    await expect(page.getByTestId('invoice-print')).toBeHidden();
    await expect(page.getByTestId('invoice-document')).toBeVisible();
    await shot(page, 'invoice-print');
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/settings/my-sales/999999');
    await expect(page.getByText('This invoice does not exist')).toBeVisible();
    await expect(page.getByTestId('error-toast')).toHaveCount(0);
    await expectAccessible(page);
    await look(page, 'invoice-not-found');
  });

  test('the balance card keeps its height when the balance arrives, in German at 390 px', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    await signedIn(page, DEMO.rich.phone);
    const card = page.getByTestId('balance-card');
    await expectHeightKeptOnArrival(page, {
      call: /\/api\/store\/balance$/,
      card,
      open: () => page.goto('/settings/my-sales'),
      loaded: card.getByTestId('balance-available'),
    });
  });

  test('my sales asks for its figures while its code is still on its way, and for each once', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    await signedIn(page, DEMO.rich.phone);
    const asked: string[] = [];
    let balanceAsked!: () => void;
    const balanceOnItsWay = new Promise<void>((resolve) => (balanceAsked = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/api/')) return;
      asked.push(pathname);
      if (pathname === '/api/store/balance') balanceAsked();
    });
    // The page's code arrives only once the balance has been asked for: a page that asked for its
    // data only when mounted would never get it, and the test would time out.
    await page.route(/\/my-sales-page(-[^/]*)?\.(js|tsx)(\?.*)?$/, async (route) => {
      await balanceOnItsWay;
      await route.continue();
    });
    await page.goto('/settings/my-sales');
    await expect(page.getByTestId('balance-available')).toBeVisible();
    await expect(page.getByTestId('payout-row').first()).toBeVisible();
    for (const path of ['/api/store/balance', '/api/store/payouts', '/api/store/invoices']) {
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    }
  });

  test('my sales in German: money and dates in the locale', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    const token = (await signedIn(page, DEMO.rich.phone)).access_token;
    await page.goto('/settings/my-sales');
    await expect(page.getByRole('heading', { name: 'Meine Verkäufe' })).toBeVisible();
    const balance = await balanceOf(token);
    expect(await plain(page, 'balance-paid')).toBe(money(balance.paid_out, 'de'));
    expect(await plain(page, 'balance-available')).toBe(money(balance.available, 'de'));
    // The balance is the earnings less what is paid out or on its way, in figures the API gives.
    expect(await plain(page, 'balance-sum')).toBe(
      `${money(balance.earned, 'de')} verdient − ${money(balance.paid_out, 'de')} ausgezahlt − ${money(balance.pending_payout, 'de')} unterwegs`,
    );
    await expect(page.getByTestId('payout-row').first().getByTestId('status-badge')).toHaveText(
      /In Bearbeitung|Ausgezahlt|Abgelehnt/,
    );
    await expectAccessible(page);
    await look(page, 'my-sales-de');
    await page.goto('/settings/my-sales/reports');
    await expect(page.getByRole('heading', { name: 'Verkaufsbericht' })).toBeVisible();
    await look(page, 'reports-de');

    // The German CSV opens in columns in a German spreadsheet: the byte order mark, ';' between
    // fields, German headers, decimal commas, Berlin time with its offset, and a German file name.
    await page.getByRole('button', { name: 'Letzter Monat' }).click();
    // The range goes into the address once the router's loaders have run.
    await page.waitForURL((url) => url.searchParams.has('from'));
    const from = new URL(page.url()).searchParams.get('from')!;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
    expect(download.suggestedFilename()).toBe(`umsatz-cafe-morgenrot-${from.slice(0, 7)}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Abonnent;Plan;Brutto (vom Fan bezahlt);Fan-Gebühr (behält die Plattform);Netto (verdient das Geschäft);Währung',
    );
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00;[^;]+;[^;]+;\d+,\d\d;\d+,\d\d;\d+,\d\d;EUR$/);
    const [label, , , , , net] = lines.at(-1)!.split(';');
    expect(label).toBe('Summe');
    expect(money(Number(net!.replace(',', '.')), 'de')).toBe(await plain(page, 'totals-net'));
  });
});
