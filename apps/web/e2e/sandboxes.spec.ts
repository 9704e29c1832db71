import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { SANDBOX_API_URL } from '../playwright.config';
import { DEMO, expectAccessible } from './support';

/**
 * A shared demo server (SANDBOXES=on): two people, two browsers, two demos side by side, each
 * made in the demo console. One resets its sandbox while the other's data stays, in the console
 * and in the app the other opened from it. Its servers are its own (playwright.config.ts).
 */

/** A browser context of its own (its own cookies), with the project's viewport, language and time zone. */
async function person(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  return context.newPage();
}

/** Opens the console, makes a sandbox with the demo data and picks the rich demo store; answers its name. */
async function newDemo(page: Page): Promise<string> {
  await page.goto(`${SANDBOX_API_URL}/__mock`);
  await page.getByRole('button', { name: 'New sandbox with the demo data' }).click();
  await page.waitForURL(/\/__mock\/s\/[a-z]+-[a-z]+-\d+$/);
  const name = (await page.getByTestId('sandbox-name').textContent()) ?? '';
  expect(page.url()).toContain(`/__mock/s/${name}`);
  await page.getByRole('button', { name: new RegExp(`^${DEMO.rich.name}`) }).click();
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(DEMO.rich.name) })).toBeVisible();
  return name;
}

async function fanSubscribes(page: Page, fan: string) {
  await page.getByLabel('Fan name').fill(fan);
  await page.getByRole('button', { name: 'A fan subscribes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${fan} subscribed to` })).toBeVisible();
}

const subscribers = async (page: Page) =>
  Number(((await page.getByTestId('store-subscribers').textContent()) ?? '').replace(/\D/g, ''));
const member = (page: Page, fan: string) => page.getByRole('listitem').filter({ hasText: fan });

test('two demos side by side: one resets, the other keeps its data', async ({ browser }, info) => {
  const [anna, ben] = [await person(browser, info), await person(browser, info)];
  const [annas, bens] = [await newDemo(anna), await newDemo(ben)];
  expect(annas).not.toBe(bens);
  await expectAccessible(anna);
  const seeded = await subscribers(ben);

  await fanSubscribes(ben, 'Bea Side');
  await fanSubscribes(anna, 'Anna Reset');
  await expect(member(anna, 'Bea Side')).toHaveCount(0);
  await expect.poll(() => subscribers(ben)).toBe(seeded + 1);

  // Anna resets her sandbox.
  await anna.getByRole('button', { name: 'Reset to the demo data' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Reset to the demo data?' });
  await dialog.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(anna.getByRole('status').filter({ hasText: 'Demo data loaded' })).toBeVisible({ timeout: 30_000 });
  await expect(member(anna, 'Anna Reset')).toHaveCount(0);
  await expect.poll(() => subscribers(anna)).toBe(seeded);

  // Anna leaves her console (its outbox polls her sandbox, which counts as use).
  await anna.goto(`${SANDBOX_API_URL}/__mock?pick`);
  await expect(anna.getByTestId('sandbox-list').getByRole('link', { name: annas })).toBeVisible();

  // Ben's sandbox is as he left it: in the console, and in the app opened from it (whose token
  // names his sandbox; the app sends nothing else).
  await ben.reload();
  await expect(ben.getByTestId('sandbox-name')).toHaveText(bens);
  await expect(member(ben, 'Bea Side')).toBeVisible();
  expect(await subscribers(ben)).toBe(seeded + 1);
  const popup = ben.waitForEvent('popup');
  await ben.getByRole('button', { name: `Open the app as ${DEMO.rich.name}` }).click();
  const app = await popup;
  await app.waitForURL((url) => url.pathname === '/');
  await expect(app.getByTestId('store-name')).toHaveText(DEMO.rich.name);
  await app.getByTestId('notification-bell').click();
  await expect(app.getByText('Bea Side', { exact: false }).first()).toBeVisible();

  // Each person's console lists both sandboxes, last used first (a retry's server also lists
  // the first attempt's, so only these two are compared).
  await anna.reload();
  const listed = anna.getByTestId('sandbox-list').getByRole('link');
  await expect
    .poll(async () => (await listed.allTextContents()).filter((name) => name === annas || name === bens))
    .toEqual([bens, annas]);
  await expectAccessible(anna);
});
