import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectFits } from './fit';
import { expectGerman, userData, userDataSeenBy } from './german';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, screenTitle, type Screen } from './screens';
import { signedIn } from './session-cache';
import { DEMO, prepare, shot } from './support';

/**
 * Every screen (e2e/screens.ts lists them) in German on a 320 px phone: its words are German
 * (e2e/german.ts) and they fit (e2e/fit.ts: no word split over two lines, no field too narrow to
 * read, no placeholder cut off, a top bar of at most two lines). The walk only reads, so its tests
 * spread over the workers. Each screen is checked again at 400 px, where the lists become tables.
 * With SHOTS=1 it takes each screen at 320 px and at 390 px.
 */

const PHONE = { width: 320, height: 640 };
test.use({ viewport: PHONE });
test.describe.configure({ mode: 'parallel' });

/**
 * One page for a group's screens in each worker, as Playwright's guide to reusing a page between
 * tests shows: the walk only reads, and each screen is a fresh load of its address, so what a page
 * carries from one screen to the next is the language and the session, which its group shares.
 * Without a browser window per screen the spec took 88–94 CPU-seconds instead of 104–121. A failed
 * screen still fails alone (the worker that ran it starts the group's page again for the screens
 * after it).
 */
function pagePerWorker(setUp: (page: Page) => Promise<void>): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    // A context made by hand gets none of the config's `use`: the project's address, language and
    // time zone come from it, and the phone's size from this file.
    const { baseURL, locale, timezoneId } = testInfo.project.use;
    context = await browser.newContext({ baseURL, locale, timezoneId, viewport: PHONE });
    page = await context.newPage();
    await setUp(page);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => page!;
}

async function walk(page: Page, screen: Screen, token?: string) {
  const where = screenTitle(screen);
  // The screen before on this page was left at 400 px.
  await page.setViewportSize(PHONE);
  // The store's texts as the page received them, and as they are now: other specs add records of
  // their own meanwhile, and delete some (a voucher the page shows may be gone when it is checked).
  const seen = userDataSeenBy(page);
  await page.goto(screen.path);
  // The dev server compiles a screen on its first visit: the first load may take a while.
  await expect(page.getByTestId(screen.ready).first(), where).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await screen.open?.(page);
  const now = token ? await userData(token) : [];
  await expectGerman(
    page,
    where,
    [...new Set([...seen(), ...now])].sort((a, b) => b.length - a.length),
  );
  await expectFits(page, where);
  await shot(page, 'screen-320');
  // From 400 px the lists are tables again (DataTable's STACKED_BELOW): their German headers fit too.
  await page.setViewportSize({ width: 400, height: 640 });
  // Two frames: the resize's media query change, then React's render of it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expectFits(page, where);
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'screen-390');
  }
}

test.describe('public screens', () => {
  const page = pagePerWorker((page) => prepare(page, { locale: 'de' }));
  for (const screen of PUBLIC_SCREENS) {
    test(screenTitle(screen), async () => {
      await walk(page(), screen);
    });
  }

  test('the onboarding carousel', async ({ page }) => {
    await prepare(page, { locale: 'de', onboarded: false });
    await page.goto('/login');
    await expect(page.getByTestId('onboarding')).toBeVisible();
    for (let step = 1; step <= 3; step++) {
      await expectGerman(page, `onboarding step ${step}`);
      await expectFits(page, `onboarding step ${step}`);
      await page.getByTestId('onboarding-next').click();
    }
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});

for (const [store, screens] of Object.entries(SIGNED_IN_SCREENS) as [keyof typeof DEMO, Screen[]][]) {
  test.describe(`${DEMO[store].name}'s screens`, () => {
    let accessToken = '';
    const page = pagePerWorker(async (page) => {
      await prepare(page, { locale: 'de' });
      accessToken = (await signedIn(page, DEMO[store].phone)).access_token;
    });
    for (const screen of screens) {
      test(screenTitle(screen), async () => {
        await walk(page(), screen, accessToken);
      });
    }
  });
}
