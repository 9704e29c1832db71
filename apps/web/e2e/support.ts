import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { API_URL, MOCK_PORT, useBuild } from '../playwright.config';

export { API_URL };
/** Whether the specs run against the production build (CI) rather than the dev server. */
export const PRODUCTION_BUILD = useBuild;

/**
 * Where the setup project leaves one token per demo store for every worker (gitignored). One file
 * per mock server port: runs on other ports (another checkout, another engineer) have databases and
 * tokens of their own and must not overwrite these.
 */
export const TOKENS_FILE = join(import.meta.dirname, '.auth', `tokens-${MOCK_PORT}.json`);

export type SessionToken = { access_token: string; expired_at: number };

/** Demo stores of the seed (see the README). */
export const DEMO = {
  rich: { name: 'Café Morgenrot', phone: '+49.15112345678', local: '15112345678' },
  fresh: { name: 'Blumen Lindner', phone: '+49.15223456789', local: '15223456789' },
  bakery: { name: 'Bäckerei Sonnenschein', phone: '+49.16034567890', local: '16034567890' },
};

/** Seeded stores no spec signs in as through the shared tokens, for tests of the sign-in itself. */
export const OTHER_STORES = {
  books: { name: 'Buchhandlung Seitenwind', phone: '+49.17012340003', local: '17012340003' },
  /** Only the fault spec signs in as it: its fault rules are limited to this store's calls. */
  fitness: { name: 'FitWerk Studio', phone: '+49.17012340004', local: '17012340004' },
  /**
   * The sign-in tests' own stores. The setup has just asked codes for the demo stores, and the
   * server sends a phone one code per 30 s: signing in as a demo store would first wait that out.
   */
  hair: { name: 'Friseursalon Schnittpunkt', phone: '+49.17012340001', local: '17012340001' },
  butcher: { name: 'Metzgerei Huber', phone: '+49.17012340005', local: '17012340005' },
};

/** Waits until the server will send this phone a new code (one every 30 seconds per phone). */
export async function untilCodeCanBeRequested(phone: string) {
  const res = await fetch(`${API_URL}/__mock/outbox?to=${encodeURIComponent(phone)}`);
  const newest = ((await res.json()) as { code: string | null; created_at: string }[]).find((m) => m.code);
  const left = newest ? Math.min(Date.parse(newest.created_at) + 31_000 - Date.now(), 31_000) : 0;
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** The newest one-time code sent to a phone, read from the mock server's outbox. */
export async function latestCode(phone: string): Promise<string> {
  const res = await fetch(`${API_URL}/__mock/outbox?to=${encodeURIComponent(phone)}`);
  const messages = (await res.json()) as { code: string | null }[];
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`No code in the outbox for ${phone}`);
  return code;
}

/** Starts a browser session: locale, onboarding flag, and (optionally) a real token from the mock server. */
export async function prepare(page: Page, opts: { locale?: 'en' | 'de'; onboarded?: boolean } = {}) {
  await page.addInitScript(
    ([locale, onboarded]) => {
      if (!sessionStorage.getItem('e2e-init')) {
        sessionStorage.setItem('e2e-init', '1');
        localStorage.setItem('locale', locale as string);
        if (onboarded) localStorage.setItem('onboarded', 'true');
      }
    },
    [opts.locale ?? 'en', opts.onboarded ?? true] as const,
  );
}

/** Asks the mock server to send a sign-in code to a phone (at most one every 30 seconds per phone). */
export function requestOtp(phone: string) {
  return fetch(`${API_URL}/auth/request-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, domain: 'store', lang: 'en' }),
  });
}

/**
 * Puts a session into localStorage before the app starts, as the app stores it. Only on the first
 * load of the browser session, so a reload keeps whatever the app did with it since.
 */
export async function storeSession(page: Page, accessToken: string, expiredAt: number) {
  await page.addInitScript(
    ([token, expiry]) => {
      if (sessionStorage.getItem('e2e-session')) return;
      sessionStorage.setItem('e2e-session', '1');
      localStorage.setItem('accessToken', token as string);
      localStorage.setItem('expiredAt', String(expiry));
    },
    [accessToken, expiredAt] as const,
  );
}

/** Signs in through the API (request-otp → outbox → get-token) and returns the token. */
export async function signInThroughApi(phone: string): Promise<SessionToken> {
  await untilCodeCanBeRequested(phone);
  const otp = await requestOtp(phone);
  if (!otp.ok) throw new Error(`request-otp ${phone}: ${otp.status}`);
  const code = await latestCode(phone);
  const res = await fetch(`${API_URL}/auth/get-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code, domain: 'store', return: 'token', lang: 'en' }),
  });
  if (!res.ok) throw new Error(`get-token ${phone}: ${res.status}`);
  return ((await res.json()) as { data: SessionToken }).data;
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are measured as they settle: a button turning from disabled grey to its brand colour
  // mid-transition would read as poor contrast. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // A page without frames is checked where it is, with axe.run (AxeBuilder's legacy mode). The
  // default mode runs axe in each frame and assembles the results in a blank page it opens: one
  // more window and two more copies of axe's 580 KB script per check, which took half of each
  // check's CPU: over a whole run, about a tenth of the browser tests' CPU.
  // A page that has frames gets the default mode, which also checks frames of other origins.
  const builder = new AxeBuilder({ page });
  const results = await (page.frames().length === 1 ? builder.setLegacyMode() : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * A picture of the page (or of one part of it) for a person to look at, taken when SHOTS is set:
 * `SHOTS=1 npx playwright test …`. It goes to this test's folder under Playwright's output folder
 * (test-results/), which each run empties, never elsewhere on the machine.
 */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  const path = test.info().outputPath(`${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
}

/** The screen at 390 px and at 320 px: it never scrolls sideways, and `shot` takes it at both widths. */
export async function look(page: Page, name: string): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), `${name} is wider than 390 px`).toBeLessThanOrEqual(0);
  await shot(page, name);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await overflow(), `${name} is wider than 320 px`).toBeLessThanOrEqual(0);
  await shot(page, `${name}-320`);
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * Picks a place with the map picker that `opener` opens: searches for it, takes the first result
 * that starts with its name, and confirms. `opened` runs once the map's tiles show, `preview` while
 * the chosen place is previewed (a photo, an accessibility check).
 */
export async function pickPlace(
  page: Page,
  opener: Locator,
  place: string,
  { opened, preview }: { opened?: (picker: Locator) => Promise<void>; preview?: () => Promise<void> } = {},
): Promise<void> {
  await opener.click();
  const picker = page.getByTestId('map-picker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await opened?.(picker);
  await picker.getByRole('searchbox', { name: 'Search for a place' }).fill(place);
  const results = picker.getByTestId('place-results');
  await expect(results.getByRole('button').first()).toBeVisible();
  await shot(page, 'map-search');
  await results
    .getByRole('button', { name: new RegExp(`^${place}`) })
    .first()
    .click();
  await expect(picker.getByTestId('location-preview')).toContainText(place);
  await preview?.();
  await picker.getByRole('button', { name: 'Confirm location' }).click();
  await expect(picker).toHaveCount(0);
}

/**
 * Checks that a card keeps its height (within 8 px) when its answer arrives: a skeleton shaped like
 * the content, so nothing below it moves. The call matching `call` is held until the skeleton was
 * measured; `open` starts the page, and `loaded` shows once the answer is on screen.
 */
export async function expectHeightKeptOnArrival(
  page: Page,
  { call, card, open, loaded }: { call: RegExp; card: Locator; open: () => Promise<unknown>; loaded: Locator },
): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(call, async (route) => {
    await held;
    await route.continue();
  });
  await open();
  await expect(card.getByTestId('skeleton')).toBeVisible();
  const skeleton = (await card.boundingBox())!.height;
  release();
  await expect(loaded).toBeVisible();
  const content = (await card.boundingBox())!.height;
  await page.unrouteAll();
  expect(Math.abs(content - skeleton), `skeleton ${skeleton} px, loaded ${content} px`).toBeLessThanOrEqual(8);
}
