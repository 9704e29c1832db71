import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, openAs, registerStore } from './own-store';
import { signedIn } from './session-cache';
import { API_URL, DEMO, expectAccessible, prepare, shot } from './support';

type Compared = { compared_to: { from: string; to: string } };
type Summary = {
  overview: Compared & {
    subscriber_total: number;
    subscriber_growth: number;
    voucher_total: number;
    voucher_growth: number;
  };
  revenue: Compared & {
    revenue_total: number;
    revenue_growth: number;
    last_6_month: { month: string; amount: number }[];
  };
  voucher: {
    voucher_total: number;
    voucher_growth: number;
    items: { name: string; total: number; max_use_qty: number }[];
  };
  subscriber: { subscriber_total: number; subscriber_growth: number; items: { name: string; total: number }[] };
};

/** The figures the API gives this token: the screen must show exactly these. */
async function summaries(token: string): Promise<Summary> {
  const get = async (name: keyof Summary) => {
    const res = await fetch(`${API_URL}/api/store/summary/${name}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok, `summary/${name}`).toBe(true);
    return ((await res.json()) as { data: unknown }).data;
  };
  const [overview, revenue, voucher, subscriber] = await Promise.all(
    (['overview', 'revenue', 'voucher', 'subscriber'] as const).map(get),
  );
  return { overview, revenue, voucher, subscriber } as Summary;
}

const intl = (locale: 'en' | 'de') => (locale === 'de' ? 'de-DE' : 'en-GB');
const num = (n: number, locale: 'en' | 'de') => new Intl.NumberFormat(intl(locale)).format(n);
const money = (n: number, locale: 'en' | 'de') =>
  new Intl.NumberFormat(intl(locale), { style: 'currency', currency: 'EUR' }).format(n);
/** German sets a space before the percent sign ("+12 %"). */
const growth = (g: number, locale: 'en' | 'de') =>
  `${Math.round(g) > 0 ? '+' : ''}${Math.round(g)}${locale === 'de' ? ' %' : '%'}`;
const fullMonth = (month: string, locale: 'en' | 'de') =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString(intl(locale), { month: 'long', year: 'numeric' });
/** Intl puts a non-breaking space before "€"; compare texts with plain spaces. */
const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ').trim();

async function expectFigures(page: Page, s: Summary, locale: 'en' | 'de') {
  const card = (id: string) => page.getByTestId(id);
  await expect(card('overview-vouchers-total')).toHaveText(num(s.overview.voucher_total, locale));
  await expect(card('overview-vouchers').getByTestId('growth-badge')).toHaveText(
    growth(s.overview.voucher_growth, locale),
  );
  await expect(card('overview-subscribers-total')).toHaveText(num(s.overview.subscriber_total, locale));
  await expect(card('overview-subscribers').getByTestId('growth-badge')).toHaveText(
    growth(s.overview.subscriber_growth, locale),
  );

  expect(plain(await card('revenue-total').textContent())).toBe(plain(money(s.revenue.revenue_total, locale)));
  await expect(card('revenue-card').getByTestId('growth-badge')).toHaveText(growth(s.revenue.revenue_growth, locale));

  // The report panels' headline figures are the overview's: each figure shows once.
  expect(s.voucher.voucher_total).toBe(s.overview.voucher_total);
  expect(s.subscriber.subscriber_total).toBe(s.overview.subscriber_total);
  await expect(page.getByTestId('growth-badge')).toHaveCount(3);

  const vouchers = card('voucher-usage-card');
  const items = vouchers.getByTestId('voucher-usage-item');
  await expect(items).toHaveCount(s.voucher.items.length);
  for (const [i, v] of s.voucher.items.entries()) {
    await expect(items.nth(i)).toContainText(v.name);
    await expect(items.nth(i).getByTestId('voucher-usage-ratio')).toHaveText(
      locale === 'de'
        ? `${num(v.total, locale)} von ${num(v.max_use_qty, locale)} eingelöst`
        : `${num(v.total, locale)} of ${num(v.max_use_qty, locale)} used`,
    );
    const percent = v.max_use_qty > 0 ? Math.min(100, Math.round((v.total / v.max_use_qty) * 100)) : 0;
    await expect(items.nth(i).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  }

  const subscribers = card('top-subscribers-card');
  await expect(subscribers.getByTestId('top-subscriber-name')).toHaveText(s.subscriber.items.map((i) => i.name));
  await expect(subscribers.getByTestId('top-subscriber-score')).toHaveText(
    s.subscriber.items.map((i) => num(i.total, locale)),
  );
}

/** The chart's bars: recharts draws one `.recharts-bar-rectangle` per month. */
const barsOf = (page: Page) => page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle');
/** The amounts on the chart's axis (RevenueChart's own labels). */
const amountTicks = (page: Page) =>
  page.getByTestId('revenue-chart').locator('.recharts-yAxis-tick-labels .revenue-axis-tick');

/** Waits for the tooltip to stop moving: recharts slides it from one month to the next. */
const settled = (tooltip: Locator) =>
  tooltip.evaluate((el) =>
    Promise.all(el.parentElement!.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );

/** The months of the API's answer, oldest first, as the chart draws them. */
const chartMonths = (s: Summary) => [...s.revenue.last_6_month].sort((a, b) => a.month.localeCompare(b.month));

/** Hovers the bar of the best month and checks the tooltip: full month name and the amount as money. */
async function expectChart(page: Page, s: Summary, locale: 'en' | 'de') {
  await expect(barsOf(page)).toHaveCount(6);
  const months = chartMonths(s);
  const best = months.reduce((a, b) => (b.amount > a.amount ? b : a));
  await barsOf(page).nth(months.indexOf(best)).hover();
  const tooltip = page.getByTestId('revenue-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(fullMonth(best.month, locale));
  expect(plain(await tooltip.textContent())).toContain(plain(money(best.amount, locale)));
}

/**
 * The amounts on the axis: at least three round amounts from 0 up, each written as whole money in
 * the language with its thousands grouped ("8.000 €", "€8,000"), so no tick has another shape.
 */
async function expectAmountTicks(page: Page, locale: 'en' | 'de') {
  await expect(amountTicks(page).first()).toBeVisible();
  const ticks = (await amountTicks(page).allTextContents()).map(plain);
  expect(ticks.length).toBeGreaterThanOrEqual(3);
  const shape = locale === 'de' ? /^\d{1,3}(\.\d{3})* €$/ : /^€\d{1,3}(,\d{3})*$/;
  for (const tick of ticks) expect(tick).toMatch(shape);
  expect(ticks[0]).toBe(locale === 'de' ? '0 €' : '€0');
  // Round steps from 0 up: every gap between ticks the same, and the top a multiple of it.
  const amounts = ticks.map((t) => Number(t.replace(/\D/g, '')));
  const step = amounts[1]! - amounts[0]!;
  expect(step).toBeGreaterThan(0);
  expect(amounts).toEqual(amounts.map((_, i) => i * step));
}

test.describe('dashboard of the rich demo store', () => {
  test('shows the figures the API returns, the 6-month chart and its tooltip (English)', async ({ page }) => {
    await prepare(page, { locale: 'en' });
    const token = await signedIn(page, DEMO.rich.phone);
    const s = await summaries(token.access_token);
    await page.goto('/');
    await expect(page.getByTestId('store-name')).toHaveText(DEMO.rich.name);
    await expectFigures(page, s, 'en');
    await expectChart(page, s, 'en');
    await expectAmountTicks(page, 'en');
    // Growth compares this month so far with the same days of last month, and says so.
    const { from, to } = s.overview.compared_to;
    const days = `${Number(from.slice(8))}${from === to ? '' : `–${Number(to.slice(8))}`}`;
    const month = new Date(`${to}T12:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    await expect(page.getByTestId('overview-vouchers')).toContainText(`vs. ${days} ${month}`);
    await expect(page.getByTestId('overview-subscribers')).toContainText(`vs. ${Number(to.slice(8))} ${month}`);
    await expect(page.getByTestId('revenue-card')).toContainText(`this month vs. ${days} ${month}`);
    await expectAccessible(page);
  });

  test("each month's revenue is what the store earned that month in the sales report", async ({ page }) => {
    await prepare(page, { locale: 'en' });
    const token = (await signedIn(page, DEMO.rich.phone)).access_token;
    await page.goto('/');
    // The months of the chart, read from its table for screen readers, against the report of each month.
    const rows = page.getByTestId('revenue-card').locator('table tbody tr');
    await expect(rows).toHaveCount(6);
    const { last_6_month } = (await summaries(token)).revenue;
    const today = new Date().toISOString().slice(0, 10);
    for (const [i, m] of last_6_month.entries()) {
      const [y, mo] = m.month.split('-').map(Number) as [number, number];
      const end = new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
      const res = await fetch(
        `${API_URL}/api/store/sales-report?from=${m.month}-01&to=${end < today ? end : today}&size=1`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      const report = (await res.json()) as { totals: { net: number } };
      expect(m.amount, m.month).toBe(report.totals.net);
      expect(plain(await rows.nth(i).locator('td').textContent())).toBe(plain(money(report.totals.net, 'en')));
    }
  });

  test('formats money, numbers and months in German', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    const token = await signedIn(page, DEMO.rich.phone);
    const s = await summaries(token.access_token);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectFigures(page, s, 'de');
    // "1.234,50 €": dot for thousands, comma for cents, the euro sign after the amount.
    expect(plain(await page.getByTestId('revenue-total').textContent())).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    await expect(page.getByTestId('overview-vouchers')).toContainText(/gegenüber \d+\.–\d+\. \S+/);
    await expectChart(page, s, 'de');
    await expectAmountTicks(page, 'de');
  });
});

test('a store that hid its guide before earning: empty panels with their own pictures, no "0 %"', async ({ page }) => {
  const store = await registerStore(`Empty panels ${Date.now()}`);
  await api(store, '/api/store/setup-guide', { method: 'PUT', body: { dismissed: true } });
  await openAs(page, store);
  const s = await summaries(store.token);
  expect(s.voucher.items).toEqual([]);
  expect(s.subscriber.items).toEqual([]);
  await page.goto('/');
  await expect(page.getByTestId('store-name')).toHaveText(store.name);
  await expect(page.getByTestId('overview-vouchers-total')).toHaveText('0');
  // Nothing to compare yet: no growth badge says "0 %".
  await expect(page.getByTestId('growth-badge')).toHaveCount(0);
  const vouchers = page.getByTestId('voucher-usage-card');
  await expect(vouchers.getByTestId('empty-state')).toContainText('No vouchers');
  const subscribers = page.getByTestId('top-subscribers-card');
  await expect(subscribers.getByTestId('empty-state')).toContainText('No subscribers');
  // Six empty months make no chart: the card says where its bars will come from.
  const revenue = page.getByTestId('revenue-card');
  await expect(revenue.getByTestId('empty-state')).toContainText('No revenue yet');
  await expect(page.getByTestId('revenue-chart')).toHaveCount(0);
  expect(plain(await page.getByTestId('revenue-total').textContent())).toBe(plain(money(0, 'en')));
  // Each empty panel has its own picture, none the not-found page's.
  const pictures = await page
    .getByTestId('empty-state')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  expect(new Set(pictures).size).toBe(3);
  expect(pictures.some((src) => src.includes('empty-card'))).toBe(false);
  await expectAccessible(page);
  await shot(page, 'dashboard-empty');
});

test("a top subscriber's row opens them, and their score is the vouchers their page says they redeemed", async ({
  page,
}) => {
  const token = await signedIn(page, DEMO.rich.phone);
  await prepare(page, { locale: 'de' });
  const s = await summaries(token.access_token);
  const top = s.subscriber.items[0]!;
  await page.goto('/');
  const row = page.getByTestId('top-subscriber-link').first();
  await expect(row).toContainText(top.name);
  await row.click();
  await expect(page).toHaveURL(/\/subscription-plans\/consumers\/\d+$/);
  await expect(page.getByTestId('subscriber-redeemed')).toHaveText(num(top.total, 'de'));
});

test('the drawer opens, highlights the current route, closes on the backdrop and logs out', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await signedIn(page, DEMO.rich.phone);
  await page.goto('/');
  await expect(page.getByTestId('store-name')).toHaveText(DEMO.rich.name);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: DEMO.rich.name })).toBeVisible();
  const current = drawer.getByRole('link', { name: 'Dashboard' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveClass(/bg-brand-50/);

  // The backdrop is the part of the screen the drawer does not cover.
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 20, viewport.height / 2);
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Log out' }).click();
  // Signing out asks first: Cancel keeps the session and the page.
  const asking = page.getByRole('dialog', { name: 'Log out?' });
  await expect(asking).toContainText('you will need a new code');
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await expectAccessible(page);
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await asking.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('expiredAt')])).toEqual([
    null,
    null,
  ]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a bar shows its month and amount and leaves the focus where it was', async ({ page }) => {
    await prepare(page, { locale: 'en' });
    const token = await signedIn(page, DEMO.rich.phone);
    const s = await summaries(token.access_token);
    await page.goto('/');
    await expect(barsOf(page)).toHaveCount(6);
    // The chart is not in the tab order: recharts' keyboard layer is off, nothing in it is focusable.
    const chart = page.getByTestId('revenue-chart');
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(await chart.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();

    const last = chartMonths(s).at(-1)!;
    await barsOf(page).nth(5).tap();
    const tooltip = page.getByTestId('revenue-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(fullMonth(last.month, 'en'));
    expect(plain(await tooltip.textContent())).toContain(plain(money(last.amount, 'en')));
    // The focus stays where it was, so no focus ring is drawn in the chart.
    await expect(menu).toBeFocused();
    expect(await chart.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await chart.evaluate((el) => el.querySelectorAll(':focus, :focus-visible').length)).toBe(0);
    // The tooltip of the last month stays inside the card.
    await settled(tooltip);
    const card = (await page.getByTestId('revenue-card').boundingBox())!;
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    await shot(page.getByTestId('revenue-card'), 'revenue-chart');
  });
});

test("the figures show without the chart's chunk, in the chart's place a placeholder of its height", async ({
  page,
}) => {
  await prepare(page, { locale: 'en' });
  const token = await signedIn(page, DEMO.rich.phone);
  const s = await summaries(token.access_token);
  // The lazily loaded chart module: revenue-chart-<hash>.js in the build, the source in dev.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/revenue-chart(-[\w-]+\.js|\.tsx)(\?.*)?$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  const card = page.getByTestId('revenue-card');
  await expect(page.getByTestId('revenue-total')).toBeVisible();
  expect(plain(await page.getByTestId('revenue-total').textContent())).toBe(
    plain(money(s.revenue.revenue_total, 'en')),
  );
  await expect(card.getByTestId('growth-badge')).toBeVisible();
  await expect(card.getByTestId('revenue-chart-loading')).toBeVisible();
  await expect(card.getByTestId('revenue-chart')).toHaveCount(0);
  // The table beside the chart does not wait for it either.
  await expect(card.locator('table tbody tr')).toHaveCount(6);
  await expect.poll(() => asked).toBe(true);
  const before = (await card.boundingBox())!.height;

  release();
  await expect(barsOf(page)).toHaveCount(6);
  await expect(card.getByTestId('revenue-chart-loading')).toHaveCount(0);
  // The chart takes the placeholder's place: nothing below it moves.
  expect((await card.boundingBox())!.height).toBe(before);
  await page.unrouteAll();
});

test('a store greets as "Welcome back"; while loading the avatar is a grey circle', async ({ page }) => {
  await prepare(page, { locale: 'en' });
  await signedIn(page, DEMO.rich.phone);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/store/my', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('avatar-skeleton').first()).toBeVisible();
  await expect(page.getByTestId('avatar-placeholder')).toHaveCount(0);
  release();
  await expect(page.getByTestId('store-name')).toHaveText(DEMO.rich.name);
  await expect(page.getByTestId('avatar-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('store-greeting')).toHaveText('Welcome back');
});

test.describe('the German chart on a phone', () => {
  test.use({ hasTouch: true });

  for (const width of [390, 320]) {
    test(`at ${width} px its ticks and tooltips stay inside the card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await prepare(page, { locale: 'de' });
      const token = await signedIn(page, DEMO.rich.phone);
      const s = await summaries(token.access_token);
      await page.goto('/');
      await expect(barsOf(page)).toHaveCount(6);
      await expectAmountTicks(page, 'de');
      const card = page.getByTestId('revenue-card');
      await card.scrollIntoViewIfNeeded();
      const inside = async (target: Locator, what: string) => {
        const outer = (await card.boundingBox())!;
        const box = (await target.boundingBox())!;
        expect(box.x, `${what} starts inside the card`).toBeGreaterThanOrEqual(outer.x);
        expect(box.x + box.width, `${what} ends inside the card`).toBeLessThanOrEqual(outer.x + outer.width);
      };
      for (const [i, tick] of (await amountTicks(page).all()).entries()) await inside(tick, `amount tick ${i}`);
      // Bars wide enough to tap.
      for (const bar of await barsOf(page).locator('path').all())
        expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(16);

      const months = chartMonths(s);
      const tooltip = page.getByTestId('revenue-tooltip');
      for (const i of [0, 5]) {
        await barsOf(page).nth(i).tap();
        await expect(tooltip).toContainText(fullMonth(months[i]!.month, 'de'));
        expect(plain(await tooltip.textContent())).toContain(plain(money(months[i]!.amount, 'de')));
        await settled(tooltip);
        await inside(tooltip, `the tooltip of month ${i + 1}`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `dashboard-de-${width}-tooltip`);
      await shot(card, `revenue-card-de-${width}-tooltip`);
    });
  }
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the store name keeps to one line with an ellipsis, and the drawer shows it whole', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    await signedIn(page, DEMO.bakery.phone);
    await page.goto('/');
    const name = page.getByTestId('store-name');
    await expect(name).toHaveText(DEMO.bakery.name);
    // "Bäckerei Sonnenschein" is longer than the line beside the avatar and the bell: one line, cut.
    const lines = (el: Element) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    expect(await name.evaluate(lines)).toBe(1);
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    expect(await page.getByTestId('store-greeting').evaluate(lines)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'dashboard-320');

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const title = page.getByRole('dialog').getByRole('heading', { name: DEMO.bakery.name });
    await expect(title).toBeVisible();
    // Whole: on as many lines as it takes, nothing cut.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await title.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis');
    await shot(page, 'drawer-320');
  });
});
