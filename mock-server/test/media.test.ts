import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solidPng } from '../src/mock/tiles';
import { sniffImageType } from '../src/repo/media-files';
import { call, insertStore, makeTestApp, signIn, unchecked, type TestApp } from './fixtures';

const PNG = solidPng(4, [200, 40, 40]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** A multipart body as a browser's FormData would send it. */
async function multipart(parts: Record<string, { bytes: Buffer; type: string; name?: string } | string>) {
  const form = new FormData();
  for (const [field, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(field, part);
    else form.append(field, new Blob([part.bytes], { type: part.type }), part.name ?? 'picture');
  }
  const req = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

let t: TestApp;
let token: string;
let mediaDir: string;

beforeEach(async () => {
  mediaDir = join(mkdtempSync(join(tmpdir(), 'media-test-')), 'media');
  t = await makeTestApp({ config: { mediaDir, publicUrl: 'http://api.test' } });
  token = signIn(t.sqlite, insertStore(t.sqlite), t.clock.now());
});
afterEach(() => t.close());

const upload = async (parts: Parameters<typeof multipart>[0], as: string | null = token) => {
  const { payload, headers } = await multipart(parts);
  return call(t.app, 'uploadMedia', { body: unchecked(payload), headers, token: as });
};

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/store/media', () => {
  it('stores a PNG and serves it back at the URL it answers', async () => {
    const res = await upload({ file: { bytes: PNG, type: 'image/png', name: 'shop.png' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      url: expect.stringMatching(/^http:\/\/api\.test\/media\/[\w-]{22}\.png$/),
      content_type: 'image/png',
      size: PNG.length,
    });
    const served = await t.app.inject({ method: 'GET', url: new URL(res.body.data.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(readdirSync(mediaDir)).toHaveLength(1);
  });

  it('judges the bytes, not the declared type or name', async () => {
    const res = await upload({ file: { bytes: JPEG, type: 'application/octet-stream', name: 'x.bin' } });
    expect(res.status).toBe(201);
    expect(res.body.data.content_type).toBe('image/jpeg');
    expect(res.body.data.url).toMatch(/\.jpg$/);

    const fake = await upload({
      file: { bytes: Buffer.from('not a picture at all'), type: 'image/png', name: 'a.png' },
    });
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({
      status: 422,
      user_message: expect.any(String),
      errors: { file: [expect.any(String)] },
    });
  });

  it('answers 413 in the envelope for a file over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload({ file: { bytes: big, type: 'image/png' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, user_message: expect.any(String), errors: { file: [expect.any(String)] } });
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toHaveLength(0);
  });

  it('answers 422 on file without a file part, and 415 for a JSON body', async () => {
    const none = await upload({ note: 'hello' });
    expect(none.status).toBe(422);
    expect(none.error.errors.file).toEqual([expect.any(String)]);

    const other = await upload({ photo: { bytes: PNG, type: 'image/png' } });
    expect(other.status).toBe(422);

    const json = await call(t.app, 'uploadMedia', { body: unchecked({ file: 'x' }), token });
    expect(json.status).toBe(415);
    expect(json.error).toEqual({ status: 415, user_message: 'The body must be multipart/form-data', errors: {} });
  });

  it('needs a signed-in store', async () => {
    const res = await upload({ file: { bytes: PNG, type: 'image/png' } }, null);
    expect(res.status).toBe(401);
  });
});

describe('GET /media/:name', () => {
  it('answers 404 in the envelope for unknown or malformed names', async () => {
    for (const url of ['/media/AAAAAAAAAAAAAAAAAAAAAA.png', '/media/..%2Fmock.sqlite', '/media/x.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404 });
    }
  });

  it('keeps pictures across a restart of the server on the same data directory', async () => {
    const res = await upload({ file: { bytes: PNG, type: 'image/png' } });
    await t.close();
    t = await makeTestApp({ config: { mediaDir } });
    const served = await t.app.inject({ method: 'GET', url: new URL(res.body.data.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
