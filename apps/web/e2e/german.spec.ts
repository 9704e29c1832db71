import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type Screen } from './screens';
import { signedIn } from './session-cache';
import { API_URL, DEMO, look, prepare } from './support';

/**
 * Every screen in German (e2e/screens.ts lists them): no translation key shows as itself, t() asked
 * for no key that is missing, and no English text of the app's own catalogue is on screen, nor in
 * an aria-label, placeholder, title or alt text. API texts (errors, category names) come German too.
 */

const I18N = join(import.meta.dirname, '..', 'src', 'i18n');
type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(tree).map(([k, v]) =>
      typeof v === 'string' ? { [`${prefix}${k}`]: v } : flat(v, `${prefix}${k}.`),
    ),
  );
const catalogue = (lang: 'en' | 'de') =>
  Object.assign(
    {},
    ...readdirSync(join(I18N, lang)).map((file) =>
      flat(JSON.parse(readFileSync(join(I18N, lang, file), 'utf8')) as Tree, `${file.replace(/\.json$/, '')}.`),
    ),
  ) as Record<string, string>;
const en = catalogue('en');
const de = catalogue('de');
const domains = [...new Set(Object.keys(en).map((k) => k.split('.')[0]!))];

/** English phrases of the app that German differs from: the parts between placeholders, 8+ characters. */
const ENGLISH = [
  ...new Set(
    Object.entries(en)
      .filter(([key, text]) => de[key] !== text)
      .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}|<\/?\w+>/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 8 && /[a-z]{3}/.test(part))
      .filter((part) => !Object.values(de).some((d) => d.includes(part))),
  ),
];
const KEY_LIKE = new RegExp(`\\b(${domains.join('|')})\\.[a-z][\\w]*\\.[\\w.]+`);

/** Everything a person reads or hears on the page now. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
}

/**
 * English words that have no place in a German text. Checked on whole words, after the store's own
 * data (names of plans, vouchers and fans, broadcast texts: USER_DATA) is taken out.
 */
const STOP_WORDS =
  /\b(the|and|your|has|with|from|subscribed|subscriber|subscribers|voucher|vouchers|invoice|subtotal|redeemed|cancelled|payout|reached|ends|ago|today|yesterday)\b/i;
/** Dates, times and money shaped the English way: "25 Nov, 2026", "Dezember 01, 2026", "09:30 AM", "€9". */
const ENGLISH_SHAPES = [
  /\b\d{1,2} \p{L}{3,}\.?, \d{4}\b/u,
  /\p{L}+ \d{1,2}, \d{4}\b/u,
  /\b\d{1,2}:\d{2} ?[AP]M\b/,
  /€ ?\d/,
];

let USER_DATA: string[] = [];

/** The store's own texts, longest first, to take out of a page's text before looking for English. */
async function userData(token: string): Promise<string[]> {
  const get = async <T>(path: string) =>
    (
      (await (await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: T;
      }
    ).data;
  const plans = await get<{ name: string }[]>('/api/store/subscriptions?page=1&size=100');
  const vouchers = await get<{ name: string }[]>('/api/store/vouchers?page=1&size=100');
  const broadcasts = await get<{ description: string; voucher?: { name: string } }[]>(
    '/api/store/broadcast?page=1&size=100',
  );
  const subscribers = await get<{ username: string }[]>('/api/store/subscriptions/my/subscriber?page=1&size=100').catch(
    () => [],
  );
  return [
    ...plans.map((p) => p.name),
    ...vouchers.map((v) => v.name),
    ...broadcasts.map((b) => b.description),
    ...(Array.isArray(subscribers) ? subscribers.map((s) => s.username) : []),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

function withoutUserData(text: string): string {
  return USER_DATA.reduce((out, data) => out.split(data).join(' '), text);
}

async function expectGerman(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe('de');
  const text = await pageTexts(page);
  const words = withoutUserData(text);
  expect(words.match(STOP_WORDS)?.[0], `${where}: an English word on a German screen`).toBeUndefined();
  for (const shape of ENGLISH_SHAPES)
    expect(words.match(shape)?.[0], `${where}: an English-shaped date, time or amount`).toBeUndefined();
  expect(await page.evaluate(() => document.title), `${where}: the tab's title`).not.toBe('Merchant');
  expect(text.match(KEY_LIKE)?.[0], `${where}: a key shows as itself`).toBeUndefined();
  expect(await page.evaluate(() => window.__i18nMissing ?? []), `${where}: keys missing in every language`).toEqual([]);
  const english = ENGLISH.filter((phrase) => text.includes(phrase));
  expect(english, `${where}: English texts on a German screen`).toEqual([]);
}

async function visit(page: Page, screen: Screen) {
  const where = `${screen.path}${screen.open ? ' (opened)' : ''}`;
  await page.goto(screen.path);
  await expect(page.getByTestId(screen.ready).first(), where).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screen.open?.(page);
  await expectGerman(page, where);
}

test('the catalogue has English phrases to look for', () => {
  expect(ENGLISH.length).toBeGreaterThan(100);
  expect(ENGLISH).toContain('Sign in to your store');
});

test.describe('public screens in German', () => {
  for (const screen of PUBLIC_SCREENS) {
    test(`${screen.path}${screen.open ? ' (opened)' : ''}`, async ({ page }) => {
      await prepare(page, { locale: 'de' });
      await visit(page, screen);
    });
  }

  test('the onboarding carousel', async ({ page }) => {
    await prepare(page, { locale: 'de', onboarded: false });
    await page.goto('/login');
    await expect(page.getByTestId('onboarding')).toBeVisible();
    for (let step = 1; step <= 3; step++) {
      await expectGerman(page, `onboarding step ${step}`);
      await page.getByTestId('onboarding-next').click();
    }
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});

for (const [store, screens] of Object.entries(SIGNED_IN_SCREENS) as [keyof typeof DEMO, Screen[]][]) {
  test.describe(`${DEMO[store].name}'s screens in German`, () => {
    for (const screen of screens) {
      test(`${screen.path}${screen.open ? ' (opened)' : ''}`, async ({ page }) => {
        await prepare(page, { locale: 'de' });
        const { access_token } = await signedIn(page, DEMO[store].phone);
        USER_DATA = await userData(access_token);
        await visit(page, screen);
      });
    }
  });
}

test.describe('API texts in German', () => {
  test('notifications of every type read German, and switching to English re-renders them', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    const { access_token } = await signedIn(page, DEMO.rich.phone);
    USER_DATA = await userData(access_token);
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
      const words = withoutUserData(`${n.title} ${n.message}`);
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
    await expectGerman(page, '/notifications');
    await look(page, 'de-notifications');
  });

  test('a plan with subscribers cannot be deleted, said in German', async ({ page }) => {
    await prepare(page, { locale: 'de' });
    const { access_token } = await signedIn(page, DEMO.rich.phone);
    USER_DATA = await userData(access_token);
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
    await expectGerman(page, 'plan-delete refusal');
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
