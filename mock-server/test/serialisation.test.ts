/**
 * At run time the server writes responses with fast-json-stringify from each schema's JSON Schema;
 * in tests zod checks them. Both must produce the same bodies: every GET of the table is asked of
 * both, on the demo data.
 */
import { buildPath, endpointNames, endpoints, type EndpointDef } from '@mbo/contracts';
import { seedDatabase } from '@mbo/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { openDatabase, type DbHandle } from '@mbo/db';
import { NOW, signIn } from './fixtures';

let handle: DbHandle;
let checked: FastifyInstance;
let fast: FastifyInstance;
let token: string;
const ids: Record<string, string | number> = {};

beforeAll(async () => {
  handle = openDatabase(':memory:');
  const clock = fixedClock(NOW);
  seedDatabase(handle.sqlite, { scale: 'demo', now: clock.now() });
  const one = <T>(sql: string, ...args: unknown[]) =>
    handle.sqlite
      .prepare(sql)
      .pluck()
      .get(...args) as T;
  const store = one<number>("SELECT id FROM stores WHERE phone = '+49.15112345678'");
  token = signIn(handle.sqlite, store, clock.now());
  ids.voucher = one<number>('SELECT id FROM vouchers WHERE store_id = ? ORDER BY id LIMIT 1', store);
  ids.plan = one<number>('SELECT id FROM plans WHERE store_id = ? ORDER BY id LIMIT 1', store);
  ids.subscriber = one<number>('SELECT subscriber_id FROM memberships WHERE store_id = ? ORDER BY id LIMIT 1', store);
  ids.heldVoucher = one<number>(
    `SELECT pv.voucher_id FROM plan_vouchers pv JOIN memberships m ON m.plan_id = pv.plan_id
     WHERE m.subscriber_id = ? ORDER BY m.subscribed_at DESC, m.id DESC, pv.id LIMIT 1`,
    ids.subscriber,
  );
  ids.invoice = one<number>('SELECT id FROM invoices WHERE store_id = ? ORDER BY id LIMIT 1', store);
  ids.code = one<string>('SELECT code FROM notifications WHERE store_id = ? AND read_at IS NOT NULL LIMIT 1', store);
  checked = await buildApp({ db: handle, clock, validateResponses: true });
  fast = await buildApp({ db: handle, clock, validateResponses: false });
});
afterAll(async () => {
  await checked.close();
  await fast.close();
  handle.close();
});

const paramsFor = (e: EndpointDef): Record<string, string | number> => {
  if (e.path.includes('{code}')) return { code: ids.code! };
  if (e.path.includes('/vouchers/')) return { id: ids.voucher! };
  if (e.path.includes('{voucher_id}')) return { id: ids.subscriber!, voucher_id: ids.heldVoucher! };
  if (e.path.includes('/subscriber')) return { id: ids.subscriber! };
  if (e.path.includes('/invoices/')) return { id: ids.invoice! };
  return { id: ids.plan! };
};

describe('fast serialisation writes what zod checks', () => {
  const table: Record<string, EndpointDef> = endpoints;
  const reads = endpointNames.filter((n) => table[n]!.method === 'GET' && table[n]!.produces !== 'text/csv');
  for (const name of reads) {
    it(name, async () => {
      const e: EndpointDef = endpoints[name];
      const url = buildPath(e.path, e.params ? paramsFor(e) : {}) + (name === 'additionalFee' ? '?price=19.9' : '');
      const headers = { authorization: `Bearer ${token}` };
      const a = await checked.inject({ method: 'GET', url, headers });
      const b = await fast.inject({ method: 'GET', url, headers });
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
    });
  }
});

describe('a list page asked again', () => {
  it('is written again once its data changes', async () => {
    const url = endpoints.listVouchers.path + '?page=1&size=50';
    const headers = { authorization: `Bearer ${token}` };
    const first = await fast.inject({ method: 'GET', url, headers });
    const again = await fast.inject({ method: 'GET', url, headers });
    expect(again.body).toBe(first.body);
    const named = (body: string) => (JSON.parse(body) as { data: { id: number; name: string }[] }).data;
    const before = named(first.body).find((v) => v.id === ids.voucher);
    expect(before).toBeDefined();
    expect(before!.name).not.toBe('Renamed voucher');

    handle.sqlite.prepare("UPDATE vouchers SET name = 'Renamed voucher' WHERE id = ?").run(ids.voucher);
    const after = await fast.inject({ method: 'GET', url, headers });
    expect(named(after.body).find((v) => v.id === ids.voucher)?.name).toBe('Renamed voucher');
    const checkedAfter = await checked.inject({ method: 'GET', url, headers });
    expect(after.json()).toEqual(checkedAfter.json());
  });
});
