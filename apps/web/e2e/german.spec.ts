import { expect, test } from '@playwright/test';
import { styleProblems } from './figures';
import { ENGLISH, ENGLISH_SHAPES, expectGerman, STOP_WORDS, userData, withoutUserData } from './german';
import { signedIn } from './session-cache';
import { API_URL, DEMO, look, prepare } from './support';

/**
 * What the server says comes German too: notifications, refusals, field errors and category names.
 * (Every screen's own texts are walked in German by walk.spec.ts.)
 */

test('the catalogue has English phrases to look for', () => {
  expect(ENGLISH.length).toBeGreaterThan(100);
  expect(ENGLISH).toContain('Sign in to your store');
});

test('the sweep of dates and numbers fails on a leading zero, a second date style and an ungrouped amount', () => {
  // What the screens write: the list's date and the full one side by side, grouped amounts; and
  // numbers that are no amounts (a year, a phone number, a postcode, an invoice number, a code).
  const fine = [
    'Bezahlt am 4. Dez. 2026 · Gesendet am 4. Dezember 2026 um 09:30 · Rechnung Oktober 2026',
    '1.–24. Okt. · 6. März 2026 · 1.000 Zeichen · 0 / 1.000 · 8.000 € · 15.500,00 € · +12 %',
    'Seit 2026 · +49 151 12345678 · 10115 Berlin · INV-0001-0012 · Code 123456 · Seite 1 von 12',
  ].join('\n');
  expect(styleProblems(fine, 'de', ['1.494 / 8.000', '2.039'])).toEqual([]);
  // What issue 45 found on the screens.
  expect(styleProblems('04. Dezember 2026 · 02. Sept. 2026 · 6. Dezember 2026', 'de')).toEqual([
    'a leading zero: "04. Dezember 2026"',
    'a leading zero: "02. Sept. 2026"',
  ]);
  expect(styleProblems('4. Dez. 2026 · 6. Dez 2026', 'de')).toEqual([
    'a date style that is neither the list\'s nor the full one: "Dez" (the screen mixes short, "Dez")',
  ]);
  expect(styleProblems('4. Dez. 2026 · 4.12.2026', 'de')).toEqual([
    'a date style that is neither the list\'s nor the full one: digits ("4.12.2026") (the screen mixes short, digits ("4.12.2026"))',
  ]);
  expect(styleProblems('8000 € · 10.000 € · 0 / 1000 · 1000 Zeichen', 'de', ['485 / 1494'])).toEqual([
    'an ungrouped number: "8000 €"',
    'an ungrouped number: "1000 Zeichen"',
    'an ungrouped number: "0 / 1000"',
    'an ungrouped number: "1494"',
  ]);
  // English has its own pair ("4 Dec 2026", "4 December 2026") and groups with commas.
  expect(styleProblems('4 Dec 2026 · 4 December 2026 at 09:30 AM · €8,000.00 · 1,000 characters', 'en')).toEqual([]);
  expect(styleProblems('December 04, 2026 · €8000', 'en')).toEqual([
    'a leading zero: "December 04, 2026"',
    'a date style that is neither the list\'s nor the full one: month first ("December 04, 2026")',
    'an ungrouped number: "€8000"',
  ]);
});

test('a German screen downloads its own texts and the shared ones, in German only', async ({ page }) => {
  await prepare(page, { locale: 'de' });
  await signedIn(page, DEMO.rich.phone);
  // The built app names a namespace's chunk texts.<lng>.<ns>-<hash>.js; the dev server serves its JSON.
  const texts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const found = /texts\.(\w+)\.(\w+)-[\w-]+\.js$/.exec(path) ?? /\/i18n\/(\w+)\/(\w+)\.json$/.exec(path);
    if (found) texts.push(`${found[1]}/${found[2]}`);
  });
  await page.goto('/settings/my-sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Verkäufe' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // My sales is a plain screen: the app's shared texts and the sales feature's, nothing of others.
  expect(texts.sort()).toEqual(['de/common', 'de/sales', 'de/ui']);
});

test.describe('API texts in German', () => {
  test('notifications of every type read German, and switching to English re-renders them', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    const { access_token } = await signedIn(page, DEMO.rich.phone);
    const storeData = await userData(access_token);
    const list = async (lang: string) =>
      (
        (await (
          await fetch(`${API_URL}/api/store/notifications?size=50`, {
            headers: { authorization: `Bearer ${access_token}`, 'accept-language': lang },
          })
        ).json()) as { data: { latest: { type: string; title: string; message: string }[] } }
      ).data.latest;
    const german = await list('de');
    const types = ['cust_subscribe', 'cust_subscribe_cancel', 'vcr_redeemed', 'withdraw_success', 'broadcast_sent'];
    expect([...new Set(german.map((n) => n.type))].sort()).toEqual([...types].sort());
    for (const n of german) {
      const words = withoutUserData(`${n.title} ${n.message}`, storeData);
      expect(words.match(STOP_WORDS)?.[0], `${n.type}: ${n.message}`).toBeUndefined();
      for (const shape of ENGLISH_SHAPES) expect(words.match(shape)?.[0], n.message).toBeUndefined();
    }
    const cancelled = german.find((n) => n.type === 'cust_subscribe_cancel')!;
    expect(cancelled.message).toMatch(/endet am \d{1,2}\. \p{L}+ \d{4}\.$/u);
    expect(german.find((n) => n.type === 'withdraw_success')!.message).toMatch(/\d,\d{2}\u00a0€/);
    const english = await list('en');
    expect(english.find((n) => n.type === 'cust_subscribe_cancel')!.title).toBe('Subscription cancelled');

    await page.goto('/notifications');
    // The first screen of a run may wait for the dev server to compile it.
    await expect(page.getByTestId('notification').first()).toBeVisible({ timeout: 30_000 });
    await expectGerman(page, '/notifications', storeData);
    await look(page, 'de-notifications');
  });

  test('a plan with subscribers cannot be deleted, said in German', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    const { access_token } = await signedIn(page, DEMO.rich.phone);
    const storeData = await userData(access_token);
    const plans = (
      (await (
        await fetch(`${API_URL}/api/store/subscriptions?page=1&size=100`, {
          headers: { authorization: `Bearer ${access_token}` },
        })
      ).json()) as { data: { id: number; subscriber_count: number }[] }
    ).data;
    const busy = plans.find((p) => p.subscriber_count > 0)!;
    await page.goto(`/subscription-plans/plans/${busy.id}`);
    await page.getByTestId('delete-plan').click();
    // The dialog already knows the plan has subscribers: it says why and offers nothing to confirm.
    await expect(page.getByRole('dialog')).toContainText(`${busy.subscriber_count} aktive`);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await expectGerman(page, 'plan-delete refusal', storeData);
    await look(page, 'de-plan-delete-refused');
  });

  test('an error of the server shows in German, under its field', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    await page.goto('/login');
    await page.getByLabel('Telefonnummer').fill('1709999991');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByTestId('field-error')).toHaveText(
      'Diese Telefonnummer ist als Geschäft nicht registriert. Bitte registriere dich zuerst.',
    );
    await expectGerman(page, 'login with an unknown phone');
  });

  test('store categories are named in German', async ({ page }) => {
    const german = (await (
      await fetch(`${API_URL}/api/store/categories`, { headers: { 'Accept-Language': 'de' } })
    ).json()) as { data: { name: string }[] };
    await prepare(page, { locale: 'de' });
    await page.goto('/register');
    const select = page.getByLabel('Kategorie');
    await expect(select.locator('option', { hasText: 'Bäckerei' })).toHaveCount(1);
    await expect(select.locator('option', { hasText: 'Bakery' })).toHaveCount(0);
    expect(await select.locator('option:not([disabled])').allTextContents()).toEqual(german.data.map((c) => c.name));
  });

  test('a wrong code is explained in German', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    // A phone of no store: no other spec's codes or tries are touched.
    const phone = `+49.179${String(Date.now()).slice(-8)}`;
    await page.goto(`/account-verification?phone=${encodeURIComponent(phone)}`);
    await page.getByRole('textbox').first().pressSequentially('000000');
    const message = page.getByTestId('field-error').or(page.getByTestId('error-toast'));
    await expect(message.first()).toBeVisible();
    await expectGerman(page, 'verification with a wrong code');
  });
});
