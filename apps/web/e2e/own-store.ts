/**
 * A store of a spec's own, built through the API and the mock server's tools: registered with a
 * unique phone, a plan with vouchers, fans who subscribe, redeem and cancel, a paid-out withdrawal,
 * broadcasts. Other specs never see it, so counts and unread notifications are the spec's alone.
 */
import { expect, type Page } from '@playwright/test';
import { signedIn } from './session-cache';
import { API_URL, DEMO, latestCode, prepare, storeSession } from './support';

export interface OwnStore {
  id: number;
  name: string;
  phone: string;
  token: string;
  expiredAt: number;
}

type Json = Record<string, unknown>;

/** The first page of a list as the API answers it. */
export type Page1<T> = { data: T[]; paginate: { total_entries: number; total_pages: number } };

/** A demo store for `api`: its shared session's token is all a call needs. */
export const as = (token: string) => ({ token }) as OwnStore;

/** Signs the page in as the rich demo store, in English, and gives the store for `api`. */
export async function richStore(page: Page): Promise<OwnStore> {
  const { access_token } = await signedIn(page, DEMO.rich.phone);
  await prepare(page, { locale: 'en' });
  return as(access_token);
}

/** Calls the API as the store; fails the test on a non-OK answer. */
export async function api<T>(store: OwnStore | null, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(store ? { Authorization: `Bearer ${store.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  expect(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

/** Registers a store and signs in with the code its registration sent (no second code, no wait). */
export async function registerStore(name: string): Promise<OwnStore> {
  const phone = `+49.179${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  await api(null, '/api/store/register', {
    method: 'POST',
    body: { name, category_id: 1, phone, address: 'Oranienstraße 12, 10999 Berlin', lat: 52.5, lng: 13.42, lang: 'en' },
  });
  const code = await latestCode(phone);
  const token = await api<{ data: { access_token: string; expired_at: number } }>(null, '/auth/get-token', {
    method: 'POST',
    body: { phone, code, domain: 'store', return: 'token', lang: 'en' },
  });
  const store = { id: 0, name, phone, token: token.data.access_token, expiredAt: token.data.expired_at };
  store.id = (await api<{ data: { id: number } }>(store, '/api/store/my')).data.id;
  return store;
}

/**
 * A session for a store by the mock's one-use sign-in link: no code is sent or used, so the store's
 * other sign-ins (a code waiting in the outbox) are left as they are.
 */
export async function sessionByLink(storeId: number): Promise<{ access_token: string; expired_at: number }> {
  const link = await api<{ data: { token: string } }>(null, '/__mock/sign-in-links', {
    method: 'POST',
    body: { store_id: storeId },
  });
  const session = await api<{ data: { access_token: string; expired_at: number } }>(
    null,
    '/__mock/sign-in-links/redeem',
    { method: 'POST', body: { token: link.data.token } },
  );
  return session.data;
}

/** Opens the app as this store, in a language. */
export async function openAs(page: Page, store: OwnStore, locale: 'en' | 'de' = 'en') {
  await prepare(page, { locale });
  await storeSession(page, store.token, store.expiredAt);
}

export async function createVoucher(store: OwnStore, name: string): Promise<number> {
  const res = await api<{ data: { id: number } }>(store, '/api/store/vouchers', {
    method: 'POST',
    body: { name, voucher_type: 'GDS', value: 1, status: 'published', start_date: '2026-01-01' },
  });
  return res.data.id;
}

export async function createPlan(store: OwnStore, name: string, voucherIds: number[]): Promise<number> {
  const res = await api<{ data: { id: number } }>(store, '/api/store/subscriptions', {
    method: 'POST',
    body: {
      name,
      price: 9.5,
      billing_period_id: 1,
      vouchers: voucherIds.map((voucher_id) => ({ voucher_id, max_use_qty: 4, additional_voucher: false })),
    },
  });
  return res.data.id;
}

/** A fan subscribes (the mock's event): a membership, a payment, a cust_subscribe notification. */
export async function fanSubscribes(store: OwnStore, planId: number, phone?: string) {
  const res = await api<{ data: { membership_id: number; subscriber_id: number; notification_code: string } }>(
    null,
    '/__mock/events/subscribe',
    { method: 'POST', body: { store_id: store.id, plan_id: planId, ...(phone ? { phone } : {}) } },
  );
  return res.data;
}

export async function fanRedeems(membershipId: number, voucherId: number) {
  return (
    await api<{ data: { notification_code: string } }>(null, '/__mock/events/redeem', {
      method: 'POST',
      body: { membership_id: membershipId, voucher_id: voucherId },
    })
  ).data;
}

export async function fanCancels(membershipId: number) {
  return (
    await api<{ data: { notification_code: string } }>(null, '/__mock/events/cancel', {
      method: 'POST',
      body: { membership_id: membershipId },
    })
  ).data;
}

/** Payouts activated at the (mock) provider, the balance withdrawn, and the withdrawal approved. */
export async function payoutApproved(store: OwnStore) {
  const link = await api<{ data: { url: string } }>(store, '/api/store/stripe/sub-account', {
    method: 'POST',
    body: { email: `owner${store.id}@example.com` },
  });
  const account = new URL(link.data.url).searchParams.get('account')!;
  const done = await fetch(`${API_URL}/__mock/provider/onboarding/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account }).toString(),
    redirect: 'manual',
  });
  expect(done.status, 'provider onboarding').toBe(302);
  const payout = await api<{ data: { id: number } }>(store, '/api/store/withdraw', { method: 'POST' });
  return (
    await api<{ data: { notification_code: string } }>(null, `/__mock/payouts/${payout.data.id}/approve`, {
      method: 'POST',
    })
  ).data;
}

export async function requestBroadcast(
  store: OwnStore,
  body: { subscription_id: number; voucher_id: number; description: string; scheduled_at: string },
) {
  return (
    await api<{ data: Json & { id: number } }>(store, '/api/store/broadcast/request', {
      method: 'POST',
      body: { ...body, lang: 'en' },
    })
  ).data;
}

/** The mock server's clock (it may be ahead of real time: specs move it forward). */
export async function serverNow(): Promise<number> {
  const clock = await api<{ now: string }>(null, '/__mock/clock');
  return Date.parse(clock.now);
}

/** The first whole minute at least two minutes after the server's now: a time the form can take. */
export async function soonOnServer(): Promise<number> {
  const now = await serverNow();
  return Math.ceil((now + 2 * 60_000) / 60_000) * 60_000;
}

/**
 * Moves the shared mock clock just past an instant, forward only and by minutes at most: other
 * specs run on the same server, and nothing of theirs minds a clock a few minutes ahead (the
 * sign-in limits run on real time). A clock already past it stays where it is.
 */
export async function moveClockPast(instant: number) {
  const clock = await api<{ now: string; offset_ms: number }>(null, '/__mock/clock');
  const behind = instant - Date.parse(clock.now) + 1000;
  expect(behind, 'the clock moves by minutes at most').toBeLessThan(5 * 60_000);
  if (behind > 0) await api(null, '/__mock/clock', { method: 'POST', body: { offset_ms: clock.offset_ms + behind } });
}
