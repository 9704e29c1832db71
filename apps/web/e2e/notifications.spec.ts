import { expect, test, type Page } from '@playwright/test';
import {
  api,
  createPlan,
  createVoucher,
  fanCancels,
  fanRedeems,
  fanSubscribes,
  moveClockPast,
  openAs,
  payoutApproved,
  registerStore,
  requestBroadcast,
  soonOnServer,
  type OwnStore,
} from './own-store';
import { expectAccessible, look } from './support';

type Note = { code: string; type: string; read_at: string | null };
const notes = async (store: OwnStore) =>
  (await api<{ data: { latest: Note[]; unread_count: number } }>(store, '/api/store/notifications?size=50')).data;

const suffix = String(Date.now()).slice(-6);
let store: OwnStore;
let planId: number;
let voucherId: number;
/** The fan who subscribes and then cancels: the newest subscription and cancellation name them. */
let leaverId: number;

const bell = (page: Page) => page.getByTestId('notification-bell');
const unreadName = (n: number) => `${n} unread notification${n === 1 ? '' : 's'}`;
const items = (page: Page) => page.getByTestId('notification');

test.describe.serial('notifications of a store of its own', () => {
  test.beforeAll(async () => {
    store = await registerStore(`Notice Bakery ${suffix}`);
    voucherId = await createVoucher(store, `Pretzel ${suffix}`);
    planId = await createPlan(store, `Bread Club ${suffix}`, [voucherId]);
    // One of each kind: a fan subscribes and redeems, another subscribes and cancels, a payout is
    // approved, and a broadcast is sent when the clock passes its minute.
    const first = await fanSubscribes(store, planId);
    await fanRedeems(first.membership_id, voucherId);
    const leaver = await fanSubscribes(store, planId);
    leaverId = leaver.subscriber_id;
    await fanCancels(leaver.membership_id);
    await payoutApproved(store);
    const soon = await soonOnServer();
    await requestBroadcast(store, {
      subscription_id: planId,
      voucher_id: voucherId,
      description: `Fresh pretzels tomorrow ${suffix}`,
      scheduled_at: new Date(soon).toISOString(),
    });
    await moveClockPast(soon);
    await api(store, '/api/store/broadcast'); // delivery runs when the store's list is read, too
    const types = (await notes(store)).latest.map((n) => n.type).sort();
    expect(types).toEqual([
      'broadcast_sent',
      'cust_subscribe',
      'cust_subscribe',
      'cust_subscribe_cancel',
      'vcr_redeemed',
      'withdraw_success',
    ]);
  });

  test('the list: title, message, how long ago, unread dot; the bell counts them', async ({ page }) => {
    const { latest, unread_count } = await notes(store);
    await openAs(page, store);
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName(unreadName(unread_count));
    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(`${unread_count} unread`, { exact: true })).toBeVisible();
    await expect(items(page)).toHaveCount(latest.length);
    await expect(items(page).first()).toHaveAttribute('data-unread', 'true');
    await expect(items(page).first().getByTestId('unread-dot')).toBeVisible();
    await expect(items(page).first().locator('time')).toHaveText(/^(now|.+ ago)$/);
    await expect(items(page).filter({ hasText: 'Broadcast sent' })).toContainText(`Bread Club ${suffix}`);
    await expectAccessible(page);
    await look(page, 'notifications');

    // The drawer highlights where the merchant is.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Broadcasts' })).not.toHaveAttribute('aria-current', 'page');
  });

  // A notification that names a fan opens that fan.
  const targets = [
    ['cust_subscribe', () => `/subscription-plans/consumers/${leaverId}`],
    ['cust_subscribe_cancel', () => `/subscription-plans/consumers/${leaverId}`],
    ['vcr_redeemed', () => `/vouchers/${voucherId}`],
    ['withdraw_success', () => '/settings/my-sales'],
    ['broadcast_sent', () => '/broadcasts'],
  ] as const;

  for (const [type, path] of targets) {
    test(`an unread ${type} is marked read and leads to ${type.startsWith('cust_') ? 'its fan' : 'its screen'}`, async ({
      page,
    }) => {
      const before = (await notes(store)).latest.find((n) => n.type === type && n.read_at === null)!;
      await openAs(page, store);
      await page.goto('/notifications');
      const item = page.locator(`[data-testid="notification"][data-type="${type}"][data-unread="true"]`).first();
      const read = page.waitForResponse((r) => r.url().includes(`/api/store/notifications/${before.code}`));
      await item.click();
      expect((await read).status()).toBe(200);
      // The target screens belong to other features: the address is what this test owns.
      await expect(page).toHaveURL(new RegExp(`${path()}$`));
      const after = (await notes(store)).latest.find((n) => n.code === before.code)!;
      expect(after.read_at).not.toBeNull();
    });
  }

  test('a read one leads the same way, without asking the server again', async ({ page }) => {
    await openAs(page, store);
    await page.goto('/notifications');
    const item = page.locator('[data-testid="notification"][data-type="vcr_redeemed"][data-unread="false"]').first();
    await expect(item.getByTestId('unread-dot')).toHaveCount(0);
    let asked = false;
    page.on('request', (r) => {
      if (/\/api\/store\/notifications\/ntf_/.test(r.url())) asked = true;
    });
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/vouchers/${voucherId}$`));
    expect(asked).toBe(false);
  });

  test('the bell rises when a fan subscribes, without a reload', async ({ page }) => {
    const { unread_count } = await notes(store);
    await openAs(page, store);
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName(unreadName(unread_count));
    await fanSubscribes(store, planId);
    await expect(bell(page)).toHaveAccessibleName(unreadName(unread_count + 1));
    await expect(bell(page).getByTestId('unread-count')).toHaveText(String(unread_count + 1));
  });

  test('mark all as read through the confirmation', async ({ page }) => {
    const { unread_count } = await notes(store);
    expect(unread_count).toBeGreaterThan(0);
    await openAs(page, store);
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark all as read?' });
    await expect(dialog).toContainText(`All ${unread_count} unread notifications will be marked as read.`);
    await expectAccessible(page);
    await look(page, 'notifications-mark-all');

    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await notes(store)).unread_count).toBe(unread_count);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await dialog.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
    await expect(page.getByText('You are all caught up.')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(unreadName(0));
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect((await notes(store)).unread_count).toBe(0);
  });

  test('in German, with times in German', async ({ page }) => {
    await fanSubscribes(store, planId);
    await openAs(page, store, 'de');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
    await expect(page.getByText('1 ungelesen', { exact: true })).toBeVisible();
    await expect(items(page).first().locator('time')).toHaveText(/^(jetzt|vor .+)$/);
    await expect(bell(page)).toHaveAttribute('href', '/notifications');
    await expectAccessible(page);
    await look(page, 'notifications-de');
  });
});
