import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type Screen } from './screens';
import { signedIn } from './session-cache';
import { API_URL, DEMO, prepare } from './support';

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

async function expectGerman(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe('de');
  const text = await pageTexts(page);
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
        await signedIn(page, DEMO[store].phone);
        await visit(page, screen);
      });
    }
  });
}

test.describe('API texts in German', () => {
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
