import { describe, expect, it } from 'vitest';
import { call, insertMembership, insertPayment, useSignedInApp } from './fixtures';

const NOW = '2026-03-10T12:00:00.000Z';
const t = useSignedInApp({ now: NOW, store: { name: 'Blumen Test' }, other: { name: 'Other' } });

const guide = async (token = t.token) => {
  const res = await t.call('setupGuide', { token });
  expect(res.status).toBe(200);
  return res.body.data;
};
const steps = (g: Awaited<ReturnType<typeof guide>>) => Object.fromEntries(g.steps.map((s) => [s.step, s]));

describe('the setup guide', () => {
  it('starts at 0 of 5 for a new store, in order, and shows', async () => {
    const g = await guide();
    expect(g.steps.map((s) => s.step)).toEqual(['profile', 'voucher', 'plan', 'payouts', 'share']);
    expect(g.steps.every((s) => !s.done && s.record_id === null)).toBe(true);
    expect(g).toMatchObject({ done_count: 0, total: 5, earning: false, dismissed: false, show: true });
  });

  it('ticks each step from the store data, naming the voucher and the plan it made', async () => {
    // Profile: a photo alone is not enough, the about text completes it.
    await t.call('updateMyStore', { body: { photo_url: 'https://example.com/p.jpg' } });
    expect(steps(await guide()).profile!.done).toBe(false);
    await t.call('updateMyStore', { body: { about: 'Flowers from the harbour.' } });
    expect(steps(await guide()).profile!.done).toBe(true);

    // A voucher, then a plan without a voucher (not yet), then one with it.
    const voucher = t.add.voucher({ name: 'Rose' });
    const later = t.add.voucher({ name: 'Tulip' });
    t.add.plan([], { name: 'Empty' });
    let s = steps(await guide());
    expect(s.voucher).toEqual({ step: 'voucher', done: true, record_id: voucher });
    expect(s.plan).toEqual({ step: 'plan', done: false, record_id: null });
    const plan = t.add.plan([{ voucherId: later, maxUseQty: 2 }], { name: 'Bouquet' });
    s = steps(await guide());
    expect(s.plan).toEqual({ step: 'plan', done: true, record_id: plan });

    // Payouts, as the provider's onboarding page activates them.
    t.sqlite.prepare('UPDATE stores SET activated_at = 1 WHERE id = ?').run(t.storeId);
    expect(steps(await guide()).payouts!.done).toBe(true);

    // Share: the link made for the QR code is not enough; someone opening it is.
    const link = (await t.call('shortLink', { body: { link_id: String(t.storeId) } })).body.data.sort_link;
    expect(steps(await guide()).share!.done).toBe(false);
    const opened = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(opened.statusCode).toBe(302);
    const done = await guide();
    expect(done).toMatchObject({ done_count: 5, show: false, dismissed: false });
  });

  it('is not shown once a fan has paid, and counts only payments up to the clock', async () => {
    const v = t.add.voucher();
    const plan = t.add.plan([{ voucherId: v, maxUseQty: 1 }]);
    const fan = t.add.fan();
    const m = insertMembership(t.sqlite, t.storeId, fan, plan, { subscribedAt: Date.parse(NOW) - 86_400_000 });
    const membership = { id: m, storeId: t.storeId, subscriberId: fan, planId: plan };
    insertPayment(t.sqlite, membership, 1000, Date.parse(NOW) + 86_400_000); // after now
    expect(await guide()).toMatchObject({ earning: false, show: true });
    insertPayment(t.sqlite, membership, 1000, Date.parse(NOW) - 3_600_000);
    expect(await guide()).toMatchObject({ earning: true, show: false, done_count: 2 });
  });

  it('is dismissed for the store on the server, and can be shown again', async () => {
    const res = await t.call('updateSetupGuide', { body: { dismissed: true } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dismissed: true, show: false, done_count: 0 });
    expect(await guide()).toMatchObject({ dismissed: true, show: false });
    // Another store's guide is its own.
    expect(await guide(t.otherToken)).toMatchObject({ dismissed: false, show: true });
    const back = await t.call('updateSetupGuide', { body: { dismissed: false } });
    expect(back.body.data).toMatchObject({ dismissed: false, show: true });
  });

  it("reads only the signed-in store's rows", async () => {
    t.addOther.voucher();
    expect(steps(await guide()).voucher!.done).toBe(false);
  });

  it('refuses a body without a boolean, in the error shape, and needs a token', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/store/setup-guide',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
      payload: { dismissed: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 422, errors: { dismissed: [expect.any(String)] } });
    expect((await call(t.app, 'setupGuide', {})).status).toBe(401);
  });
});
