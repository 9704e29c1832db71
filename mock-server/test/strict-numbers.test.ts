/**
 * Numbers mean what they say: ids and whole-number query values are plain decimal digits, an empty
 * page or size takes its documented default, and the fee needs a price written as euros.
 */
import { endpoints } from '@mbo/contracts';
import { buildOpenApiDocument } from '@mbo/contracts/openapi';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertVoucher, rawUrl, request, useSignedInApp } from './fixtures';

const s = useSignedInApp();
/** GET of a URL spelled as a test means it, for the spellings the typed `call` would never send. */
const get = (url: string) => request(s.app, s.token, { method: 'GET', url });

/** Spellings of 27 (or 1) that are not plain decimal digits. */
const NOT_DIGITS = ['0x1b', '1e0', '+1', '%201', '1.0', '27%20', '-1', '0b11', '1_000', '%EF%BC%91'];

const expectEnvelope = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status, user_message: expect.any(String), errors: expect.any(Object) });
};

describe('ids in paths', () => {
  let voucherId: number;
  beforeEach(() => {
    voucherId = insertVoucher(s.sqlite, s.storeId);
  });

  it('`0x1b` and friends are not an id: 422, and nothing is deleted', async () => {
    const hex = `0x${voucherId.toString(16)}`;
    for (const raw of [hex, `${voucherId}.0`, `${voucherId}e0`, `+${voucherId}`, `%20${voucherId}`, ...NOT_DIGITS]) {
      const res = await s.app.inject({
        method: 'DELETE',
        url: rawUrl('deleteVoucher', { id: raw }),
        headers: { authorization: `Bearer ${s.token}` },
      });
      expect(res.statusCode, raw).toBe(422);
      expect(res.json(), raw).toMatchObject({ status: 422, errors: { id: [expect.any(String)] } });
    }
    expect((await s.call('getVoucher', { params: { id: voucherId } })).status).toBe(200);
  });

  it('plain digits, leading zeros included, name the row', async () => {
    expect((await s.call('getVoucher', { params: { id: voucherId } })).body.data.id).toBe(voucherId);
    expect((await s.call('getVoucher', { params: { id: `00${voucherId}` } })).body.data.id).toBe(voucherId);
  });

  it('an id beyond exact JSON numbers is 422, not a lookup', async () => {
    expectEnvelope(await s.call('getVoucher', { params: { id: '99999999999999999999' } }), 422);
    expectEnvelope(await s.call('getVoucher', { params: { id: 0 } }), 422);
  });
});

describe('whole-number query values', () => {
  it('refuse anything but digits with 422 naming the field', async () => {
    for (const raw of NOT_DIGITS) {
      for (const field of ['page', 'size']) {
        const res = await get(rawUrl('listVouchers', {}, `?${field}=${raw}`));
        expect(res.status, `${field}=${raw}`).toBe(422);
        expect(res.body.errors[field], `${field}=${raw}`).toBeDefined();
      }
      const filter = await get(rawUrl('listSubscribers', {}, `?plan_id=${raw}`));
      expect(filter.status, `plan_id=${raw}`).toBe(422);
    }
  });

  it('an empty page or size takes the documented default', async () => {
    const res = await s.call('listVouchers', { query: { page: '', size: '' } });
    expect(res.status).toBe(200);
    expect(res.body.paginate).toMatchObject({ current_page: 1, per_page: 10 });
    const doc = buildOpenApiDocument() as { paths: Record<string, any> };
    const params = doc.paths[endpoints.listVouchers.path].get.parameters as {
      name: string;
      schema: { default?: number };
    }[];
    expect(params.find((p) => p.name === 'page')?.schema.default).toBe(1);
    expect(params.find((p) => p.name === 'size')?.schema.default).toBe(10);
  });

  it('an empty plan filter means no filter', async () => {
    expect((await s.call('listSubscribers', { query: { plan_id: '' } })).status).toBe(200);
  });
});

describe('additional-fee', () => {
  it('needs a price in euros, as OpenAPI says', async () => {
    expect((await s.call('additionalFee', { query: { price: '19.90' } })).body.data).toMatchObject({ price: 19.9 });
    expect((await s.call('additionalFee', { query: { price: 2 } })).status).toBe(200);
    for (const query of ['', '?price=', '?price=0x10', '?price=1e1', '?price=%2B5', '?price=5.999', '?price=-1']) {
      const res = await get(rawUrl('additionalFee', {}, query));
      expect(res.status, query).toBe(422);
      expect(res.body.errors.price, query).toBeDefined();
    }
    const doc = buildOpenApiDocument() as { paths: Record<string, any> };
    const [price] = doc.paths[endpoints.additionalFee.path].get.parameters as { name: string; required: boolean }[];
    expect(price).toMatchObject({ name: 'price', required: true });
  });
});
