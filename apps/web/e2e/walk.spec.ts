import { expect, test, type Page } from '@playwright/test';
import { expectFits } from './fit';
import { expectGerman, userData, userDataSeenBy } from './german';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type Screen } from './screens';
import { signedIn } from './session-cache';
import { DEMO, prepare, shot } from './support';

/**
 * Every screen (e2e/screens.ts lists them) in German on a 320 px phone: its words are German
 * (e2e/german.ts) and they fit (e2e/fit.ts). The walk only reads, so its tests spread over the
 * workers.
 */

test.use({ viewport: { width: 320, height: 640 } });
test.describe.configure({ mode: 'parallel' });

async function walk(page: Page, screen: Screen, token?: string) {
  const where = `${screen.path}${screen.open ? ' (opened)' : ''}`;
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
}

test.describe('public screens', () => {
  for (const screen of PUBLIC_SCREENS) {
    test(`${screen.path}${screen.open ? ' (opened)' : ''}`, async ({ page }) => {
      await prepare(page, { locale: 'de' });
      await walk(page, screen);
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
    for (const screen of screens) {
      test(`${screen.path}${screen.open ? ' (opened)' : ''}`, async ({ page }) => {
        await prepare(page, { locale: 'de' });
        const { access_token } = await signedIn(page, DEMO[store].phone);
        await walk(page, screen, access_token);
      });
    }
  });
}
