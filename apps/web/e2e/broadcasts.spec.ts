import { expect, test, type Page } from '@playwright/test';
import {
  api,
  createPlan,
  createVoucher,
  fanSubscribes,
  moveClockPast,
  openAs,
  registerStore,
  requestBroadcast,
  soonOnServer,
  type OwnStore,
} from './own-store';
import { API_URL, expectAccessible, look } from './support';

/**
 * An instant as a device in `timeZone` shows it: the form's inputs, the list's date and time
 * ("15 Jan 2031", "03:30 AM") and the detail's date with its time ("15 January 2031 at 03:30 AM").
 */
function local(instant: number | string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const month = (style: 'long' | 'short') =>
    new Intl.DateTimeFormat('en-US', { timeZone, month: style }).format(new Date(instant));
  const day = String(Number(parts.day));
  const hour = Number(parts.hour);
  const h12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return {
    dateInput: `${parts.year}-${parts.month}-${parts.day}`,
    timeInput: `${parts.hour}:${parts.minute}`,
    date: `${day} ${month('short')} ${parts.year}`,
    time: `${h12}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`,
    dateTime: `${day} ${month('long')} ${parts.year} at ${h12}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`,
  };
}

const suffix = String(Date.now()).slice(-6);
const ALPHA = `Alpha Coffee ${suffix}`; // has a subscriber
const ZETA = `Zeta Lunch ${suffix}`; // has none: its broadcasts cannot be delivered
const FAR = '2031-01-15T02:30:00.000Z'; // Berlin: Jan 15, 03:30 · New York: Jan 14, 09:30 PM
const FAN_PHONE = `+49.170${suffix}55`;

let store: OwnStore;
let plans: { alpha: number; zeta: number };
let vouchers: { espresso: number; cake: number; soup: number };
let soon: number;

/** The rows of the table once it shows the current answer (not the previous one, dimmed, while loading). */
const rows = (page: Page) =>
  page.getByTestId('broadcast-table').and(page.locator(':not([aria-busy])')).getByTestId('table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

test.describe.serial('broadcasts of a store of its own', () => {
  test.beforeAll(async () => {
    store = await registerStore(`Broadcast Bistro ${suffix}`);
    vouchers = {
      espresso: await createVoucher(store, `Espresso ${suffix}`),
      cake: await createVoucher(store, `Cake ${suffix}`),
      soup: await createVoucher(store, `Soup ${suffix}`),
    };
    plans = {
      alpha: await createPlan(store, ALPHA, [vouchers.espresso, vouchers.cake]),
      zeta: await createPlan(store, ZETA, [vouchers.soup]),
    };
    await fanSubscribes(store, plans.alpha, FAN_PHONE);
  });

  test('no broadcasts yet: the empty list and the way to request one', async ({ page }) => {
    await openAs(page, store);
    await page.goto('/broadcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toContainText('No broadcasts yet');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Broadcasts' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await look(page, 'broadcasts-empty');
    await page.getByTestId('request-broadcast').click();
    await expect(page).toHaveURL(/\/broadcasts\/request$/);
  });

  test('request a broadcast: refused under its fields, then pending in the list', async ({ page }) => {
    await openAs(page, store);
    await page.goto('/broadcasts/request');
    await expect(page.getByRole('heading', { level: 1, name: 'Request broadcast' })).toBeVisible();
    await expect(page.getByTestId('schedule-notice')).toContainText('only queues your message');
    const submit = page.getByRole('button', { name: 'Request broadcast' });

    // Nothing filled: each field says what it misses, and nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/store/broadcast/request')) sent += 1;
    });
    await submit.click();
    await expect(page.getByLabel('Subscription plan')).toHaveAccessibleDescription('Choose a subscription plan');
    await expect(page.getByLabel('Voucher')).toHaveAccessibleDescription('Choose a voucher');
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/Write a message/);
    await expect(page.getByLabel('Time')).toHaveAccessibleDescription('Choose a time');
    await expectAccessible(page);
    await look(page, 'request-refused');

    // The plan narrows the vouchers to its own.
    await page.getByLabel('Subscription plan').selectOption({ label: ALPHA });
    await expect(page.getByLabel('Voucher').locator('option:not([disabled])')).toHaveText([
      `Cake ${suffix}`,
      `Espresso ${suffix}`,
    ]);
    await expect(page.getByText('Goes to its 1 active subscriber.')).toBeVisible();
    await page.getByLabel('Voucher').selectOption({ label: `Espresso ${suffix}` });
    const description = `Espresso on the house this week ${suffix}`;
    await page.getByLabel('Message').fill(description);

    // A time that has passed is refused before sending.
    const past = local(Date.now() - 60 * 60_000, 'Europe/Berlin');
    await page.getByLabel('Date').fill(past.dateInput);
    await page.getByLabel('Time').fill(past.timeInput);
    await submit.click();
    await expect(page.getByLabel('Time')).toHaveAccessibleDescription('Choose a time in the future');
    expect(sent).toBe(0);

    soon = await soonOnServer();
    const when = local(soon, 'Europe/Berlin');
    await page.getByLabel('Date').fill(when.dateInput);
    await page.getByLabel('Time').fill(when.timeInput);
    await look(page, 'request-filled');
    await submit.click();

    await expect(page).toHaveURL(/\/broadcasts$/);
    await expect(page.getByTestId('success-toast')).toContainText('Broadcast requested');
    const row = rows(page).first();
    await expect(row.getByTestId('broadcast-plan')).toHaveText(ALPHA);
    await expect(row.getByTestId('broadcast-voucher')).toHaveText(`Espresso ${suffix}`);
    await expect(row.getByTestId('broadcast-date')).toHaveText(when.date);
    await expect(row.getByTestId('broadcast-time')).toHaveText(when.time);
    await expect(row.getByTestId('status-badge')).toHaveText('Pending');
    await expect(row.getByTestId('status-badge')).toHaveAttribute('data-tone', 'warning');
    expect(sent).toBe(1);

    const [stored] = (
      await api<{ data: { description: string; scheduled_at: string; lang: string }[] }>(store, '/api/store/broadcast')
    ).data;
    expect(stored).toMatchObject({ description, scheduled_at: new Date(soon).toISOString(), lang: 'en' });
  });

  test('once the clock passes it: Success and in the outbox; a plan without fans fails', async ({ page }) => {
    // The same minute for the plan nobody subscribed to.
    await requestBroadcast(store, {
      subscription_id: plans.zeta,
      voucher_id: vouchers.soup,
      description: `Soup of the day ${suffix}`,
      scheduled_at: new Date(soon).toISOString(),
    });
    await moveClockPast(soon);

    await openAs(page, store);
    await page.goto('/broadcasts');
    await expect(rowOf(page, ALPHA).getByTestId('status-badge')).toHaveText('Success');
    await expect(rowOf(page, ALPHA).getByTestId('status-badge')).toHaveAttribute('data-tone', 'success');
    await expect(rowOf(page, ZETA).getByTestId('status-badge')).toHaveText('Failed');
    await expect(rowOf(page, ZETA).getByTestId('status-badge')).toHaveAttribute('data-tone', 'error');

    const outbox = (await (await fetch(`${API_URL}/__mock/outbox?to=${encodeURIComponent(FAN_PHONE)}`)).json()) as {
      body: string;
      channel: string;
    }[];
    expect(outbox.map((m) => m.body)).toContainEqual(
      `Broadcast Bistro ${suffix}: Espresso on the house this week ${suffix}\nVoucher: Espresso ${suffix}`,
    );
  });

  test('a row opens the broadcast: message, plan, times, fans reached, and why a failed one failed', async ({
    page,
  }) => {
    await openAs(page, store);
    await page.goto('/broadcasts');
    await rowOf(page, ALPHA).getByRole('link').click();
    await expect(page).toHaveURL(/\/broadcasts\/\d+$/);
    const detail = page.getByTestId('broadcast-detail');
    await expect(detail.getByTestId('broadcast-message-text')).toHaveText(`Espresso on the house this week ${suffix}`);
    await expect(detail.getByTestId('broadcast-detail-plan').getByRole('link')).toHaveAttribute(
      'href',
      `/subscription-plans/plans/${plans.alpha}`,
    );
    await expect(detail.getByTestId('broadcast-detail-voucher')).toHaveText(`Espresso ${suffix}`);
    await expect(detail.getByTestId('status-badge')).toHaveText('Success');
    await expect(detail.getByTestId('broadcast-reached')).toHaveText('1 fan');
    const stored = (
      await api<{ data: { id: number; plan_id: number; sent_at: string; scheduled_at: string }[] }>(
        store,
        '/api/store/broadcast',
      )
    ).data;
    const alpha = stored.find((b) => b.plan_id === plans.alpha)!;
    const sent = (await api<{ data: { sent_at: string } }>(store, `/api/store/broadcast/${alpha.id}`)).data.sent_at;
    const shown = local(sent, 'Europe/Berlin');
    await expect(detail.getByTestId('broadcast-sent')).toHaveText(shown.dateTime);
    const scheduled = local(alpha.scheduled_at, 'Europe/Berlin');
    await expect(detail.getByTestId('broadcast-scheduled')).toHaveText(scheduled.dateTime);
    await expect(detail.getByTestId('broadcast-failure')).toHaveCount(0);
    await expectAccessible(page);
    await look(page, 'broadcast-detail');

    await page.goto('/broadcasts');
    await rowOf(page, ZETA).getByRole('link').click();
    await expect(page).toHaveURL(/\/broadcasts\/\d+$/);
    await expect(page.getByTestId('status-badge')).toHaveText('Failed');
    await expect(page.getByTestId('broadcast-failure')).toContainText('The plan had no active subscribers');
    await expect(page.getByTestId('broadcast-reached')).toHaveText('0 fans');
    await expectAccessible(page);
    await look(page, 'broadcast-failed');

    await page.goto('/broadcasts/99999999');
    await expect(page.getByTestId('not-found-state')).toContainText('Broadcast not found');
  });

  test('the message counts up to 1,000 characters and says what a paste lost', async ({ page }) => {
    await openAs(page, store);
    await page.goto('/broadcasts/request');
    const message = page.getByLabel('Message');
    await message.fill('x'.repeat(873));
    await expect(page.getByTestId('description-counter')).toHaveText('873 / 1,000');
    await message.fill('');
    await expect(page.getByTestId('description-counter')).toHaveText('0 / 1,000');
    // A paste longer than the room left is cut by the field; the form says what was left out.
    await message.fill('a'.repeat(990));
    await message.focus();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const field = document.querySelector<HTMLTextAreaElement>('#broadcast-description')!;
      const data = new DataTransfer();
      data.setData('text/plain', 'Tail text that is too long for the rest');
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByTestId('paste-cut')).toHaveText(
      'The message can be 1,000 characters long: 29 characters of your paste were left out, from “that is too long for the rest”.',
    );
    await expectAccessible(page);

    // The server names the limit too, for a client that sends more.
    const res = await fetch(`${API_URL}/api/store/broadcast/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${store.token}` },
      body: JSON.stringify({
        subscription_id: plans.alpha,
        voucher_id: vouchers.espresso,
        description: 'x'.repeat(1001),
        scheduled_at: FAR,
      }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { description: string[] } };
    expect(body.errors.description[0]).toContain('1000');
  });

  test('search by plan name and filter by status and sort, kept in the URL', async ({ page }) => {
    await requestBroadcast(store, {
      subscription_id: plans.zeta,
      voucher_id: vouchers.soup,
      description: `Far ahead ${suffix}`,
      scheduled_at: FAR,
    });
    await openAs(page, store);
    await page.goto('/broadcasts');
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search by plan name' }).fill('alpha coffee');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=alpha\+coffee/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId('broadcast-plan')).toHaveText(ALPHA);

    // Pending and Alpha: nothing left.
    await page.getByTestId('filter-open').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.getByRole('radio', { name: 'Pending' }).check({ force: true });
    await expectAccessible(page);
    await look(page, 'broadcasts-filter');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(page.getByTestId('empty-state')).toContainText('No results found');

    // Without the search: the one far ahead.
    await page.getByRole('button', { name: /Remove filter .alpha coffee/ }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId('broadcast-plan')).toHaveText(ZETA);
    await expect(rows(page).first().getByTestId('status-badge')).toHaveText('Pending');

    // Failed only.
    await page.getByTestId('filter-open').click();
    await sheet.getByRole('radio', { name: 'Failed' }).check({ force: true });
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]status=failed/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId('status-badge')).toHaveText('Failed');

    // Every status, by date: the delivered minute first, the one in 2031 last; a reload keeps it.
    await page.getByTestId('filter-open').click();
    await sheet.getByRole('button', { name: 'Reset' }).click();
    await sheet.getByRole('radio', { name: 'Date (earliest first)' }).check({ force: true });
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?sort=date$/);
    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last().getByTestId('broadcast-date')).toHaveText(local(FAR, 'Europe/Berlin').date);

    // By name: Alpha before Zeta.
    await page.getByTestId('filter-open').click();
    await sheet.getByRole('radio', { name: 'Name (A–Z)' }).check({ force: true });
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?sort=name$/);
    await expect(rows(page).getByTestId('broadcast-plan')).toHaveText([ALPHA, ZETA, ZETA]);
    await expectAccessible(page);
    await look(page, 'broadcasts-list');
  });

  for (const timezoneId of ['Europe/Berlin', 'America/New_York']) {
    test.describe(`on a device in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('one scheduled_at shows as that time zone sees it', async ({ page }) => {
        const expected = local(FAR, timezoneId);
        await openAs(page, store);
        await page.goto(`/broadcasts?status=pending`);
        const row = rowOf(page, ZETA);
        await expect(row.getByTestId('broadcast-date')).toHaveText(expected.date);
        await expect(row.getByTestId('broadcast-time')).toHaveText(expected.time);
        expect(expected.time).toBe(timezoneId === 'Europe/Berlin' ? '03:30 AM' : '09:30 PM');
      });
    });
  }

  test('in German', async ({ page }) => {
    await openAs(page, store, 'de');
    await page.goto('/broadcasts?sort=name');
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
    await expect(rows(page).getByTestId('status-badge')).toHaveText(['Gesendet', 'Fehler', 'Offen']);
    await expect(rowOf(page, ZETA).last().getByTestId('broadcast-date')).toHaveText('15. Jan. 2031');
    await expectAccessible(page);
    await look(page, 'broadcasts-de');
    await page.getByTestId('request-broadcast').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcast anfordern' })).toBeVisible();
    await look(page, 'request-de');
  });
});
