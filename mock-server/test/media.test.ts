/**
 * Picture uploads: judged by their bytes, encoded again so that only pixels are stored and served,
 * one file and a few fields per upload, one current picture per slot, and a quota per store.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@mbo/db';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { sniffImageType } from '../src/repo/media-files';
import { call, insertStore, makeTestApp, NOW, signIn, unchecked, type TestApp } from './fixtures';
import { sendRaw } from './raw';

const solid = (format: 'png' | 'jpeg' | 'webp', size = 8) => {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return image.toFormat(format).toBuffer();
};

let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;

/** A multipart body as a browser's FormData would send it. */
async function multipart(parts: [string, { bytes: Buffer; type: string; name?: string } | string][]) {
  const form = new FormData();
  for (const [field, part] of parts) {
    if (typeof part === 'string') form.append(field, part);
    else form.append(field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name ?? 'picture');
  }
  const req = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

let t: TestApp;
let token: string;
let storeId: number;
let mediaDir: string;

const start = async (quotaMb = 20) => {
  t = await makeTestApp({ config: { mediaDir, publicUrl: 'http://api.test', mediaQuotaBytes: quotaMb * 1024 * 1024 } });
};

beforeEach(async () => {
  PNG ??= await solid('png');
  JPEG ??= await solid('jpeg');
  WEBP ??= await solid('webp');
  mediaDir = join(mkdtempSync(join(tmpdir(), 'media-test-')), 'media');
  await start();
  storeId = insertStore(t.sqlite);
  token = signIn(t.sqlite, storeId, t.clock.now());
});
afterEach(() => t.close());

type Parts = Parameters<typeof multipart>[0];
const upload = async (parts: Parts, slot: 'photo' | 'logo' = 'photo', as: string | null = token) => {
  const { payload, headers } = await multipart(parts);
  return call(t.app, 'uploadMedia', { query: { slot }, body: unchecked(payload), headers, token: as });
};
const picture = (bytes: Buffer, type = 'image/png', name = 'shop.png'): Parts => [['file', { bytes, type, name }]];
const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const stored = () => (existsSync(mediaDir) ? readdirSync(mediaDir).sort() : []);
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const save = (fields: { photo_url?: string | null; logo_url?: string | null }) =>
  call(t.app, 'updateMyStore', { body: fields, token });

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
  it('stores a PNG encoded again and serves that copy, with nosniff and a sandboxing CSP', async () => {
    const res = await upload(picture(PNG));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      url: expect.stringMatching(/^http:\/\/api\.test\/media\/[\w-]{22}\.png$/),
      content_type: 'image/png',
      size: expect.any(Number),
    });
    const file = await served(res.body.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(file.rawPayload.length).toBe(res.body.data.size);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect(stored()).toHaveLength(1);
  });

  it('judges the bytes, not the declared type or name; JPEG and WebP keep their format', async () => {
    const jpeg = await upload(picture(JPEG, 'application/octet-stream', 'x.bin'));
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data).toMatchObject({ content_type: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
    const webp = await upload(picture(WEBP, 'image/png', 'y.png'), 'logo');
    expect(webp.body.data).toMatchObject({ content_type: 'image/webp', url: expect.stringMatching(/\.webp$/) });

    const fake = await upload(picture(Buffer.from('not a picture at all')));
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({
      status: 422,
      user_message: expect.any(String),
      errors: { file: [expect.any(String)] },
    });
    // A signature with nothing decodable behind it is no picture either.
    const header = await upload(picture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])));
    expect(header.status).toBe(422);
  });

  it('drops what hides behind or inside a picture: script after the image, EXIF with a location', async () => {
    const html = Buffer.from('<html><script>alert(document.domain)</script></html>');
    for (const [bytes, type] of [
      [Buffer.concat([PNG, html]), 'image/png'],
      [Buffer.concat([JPEG, html]), 'image/jpeg'],
    ] as const) {
      const res = await upload(picture(bytes, type));
      expect(res.status).toBe(201);
      const file = await served(res.body.data.url);
      expect(file.rawPayload.includes('<script')).toBe(false);
      expect(file.rawPayload.includes('<html')).toBe(false);
    }

    const located = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 1234/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const res = await upload(picture(located, 'image/jpeg', 'IMG_0001.jpg'));
    expect(res.status).toBe(201);
    const file = await served(res.body.data.url);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([16, 8]);
    expect(file.rawPayload.includes('PhoneCo')).toBe(false);
  });

  it('turns a picture by its EXIF orientation before the orientation goes', async () => {
    const sideways = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(picture(sideways, 'image/jpeg'));
    const meta = await sharp((await served(res.body.data.url)).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([10, 20, undefined]);
  });

  it('answers 413 in the envelope for a file over 5 MB, and stores nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(picture(big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, user_message: expect.any(String), errors: { file: [expect.any(String)] } });
    expect(stored()).toHaveLength(0);
  });

  it('a second file is 400, and nothing is stored', async () => {
    const res = await upload([...picture(PNG), ['file', { bytes: JPEG, type: 'image/jpeg' }]]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      status: 400,
      user_message: 'Send one picture at a time',
      errors: { file: ['Send one picture at a time'] },
    });
    expect(stored()).toHaveLength(0);
    const other = await upload([...picture(PNG), ['extra', { bytes: JPEG, type: 'image/jpeg' }]]);
    expect(other.status).toBe(400);
  });

  it('more than a few form fields is 400 with a message', async () => {
    const fields: Parts = Array.from({ length: 6 }, (_, i) => [`note${i}`, 'x']);
    const res = await upload([...fields, ...picture(PNG)]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      status: 400,
      user_message: 'The upload has too many form fields (at most 4)',
      errors: {},
    });
    // A few are taken (and ignored).
    expect((await upload([['note', 'hello'], ...picture(PNG)])).status).toBe(201);
  });

  it('a multipart body cut off is 400 in the envelope, through inject and on a real socket', async () => {
    const { payload, headers } = await multipart(picture(PNG));
    const cut = payload.subarray(0, payload.length - 30);
    const res = await call(t.app, 'uploadMedia', { query: { slot: 'photo' }, body: unchecked(cut), headers, token });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      status: 400,
      user_message: 'The upload was cut off or is not valid multipart/form-data',
      errors: {},
    });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // Chunked, and the body ends (0-length chunk) before the multipart's closing boundary.
    const answer = await sendRaw(
      port,
      `POST /api/store/media?slot=photo HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        `${cut.length.toString(16)}\r\n`,
      cut,
      '\r\n0\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400 });
    expect(stored()).toHaveLength(0);
  });

  it('answers 422 on file without a file part, 422 on slot without a slot, and 415 for a JSON body', async () => {
    const none = await upload([['note', 'hello']]);
    expect(none.status).toBe(422);
    expect(none.error.errors.file).toEqual([expect.any(String)]);

    const { payload, headers } = await multipart(picture(PNG));
    const noSlot = await call(t.app, 'uploadMedia', { query: unchecked({}), body: unchecked(payload), headers, token });
    expect(noSlot.status).toBe(422);
    expect(Object.keys(noSlot.error.errors)).toEqual(['slot']);

    const json = await call(t.app, 'uploadMedia', { query: { slot: 'logo' }, body: unchecked({ file: 'x' }), token });
    expect(json.status).toBe(415);
    expect(json.error).toEqual({ status: 415, user_message: 'The body must be multipart/form-data', errors: {} });
  });

  it('needs a signed-in store', async () => {
    const res = await upload(picture(PNG), 'photo', null);
    expect(res.status).toBe(401);
  });
});

describe('one current picture per slot', () => {
  it('a new upload replaces the slot’s unsaved one; saving removes what the store no longer shows', async () => {
    const first = await upload(picture(PNG));
    const second = await upload(picture(JPEG, 'image/jpeg'));
    const logo = await upload(picture(WEBP, 'image/webp'), 'logo');
    // The first photo was never saved: the second replaced it. The logo's slot is apart.
    expect(stored()).toEqual([nameOf(second.body.data.url), nameOf(logo.body.data.url)].sort());
    expect((await served(first.body.data.url)).statusCode).toBe(404);

    expect((await save({ photo_url: second.body.data.url })).status).toBe(200);
    // Saved without the logo: the unsaved logo goes.
    expect(stored()).toEqual([nameOf(second.body.data.url)]);

    // A new photo, not saved yet, leaves the shown one in place; saved, the old one goes.
    const third = await upload(picture(PNG));
    expect(stored()).toEqual([nameOf(second.body.data.url), nameOf(third.body.data.url)].sort());
    const fourth = await upload(picture(PNG));
    expect(stored()).toEqual([nameOf(second.body.data.url), nameOf(fourth.body.data.url)].sort());
    await save({ photo_url: fourth.body.data.url });
    expect(stored()).toEqual([nameOf(fourth.body.data.url)]);
    expect((await served(second.body.data.url)).statusCode).toBe(404);

    // Removing the photo removes its file.
    await save({ photo_url: null });
    expect(stored()).toEqual([]);
  });

  it('another store’s uploads and pictures are its own', async () => {
    const mine = await upload(picture(PNG));
    await save({ photo_url: mine.body.data.url });
    const other = insertStore(t.sqlite);
    const otherToken = signIn(t.sqlite, other, t.clock.now());
    await upload(picture(PNG), 'photo', otherToken);
    await call(t.app, 'updateMyStore', { body: { about: 'Hallo' }, token: otherToken });
    expect(stored()).toEqual([nameOf(mine.body.data.url)]);
  });

  it('a store over its quota gets 413 in the envelope, and keeps what it had', async () => {
    await t.close();
    await start(1);
    storeId = insertStore(t.sqlite);
    token = signIn(t.sqlite, storeId, t.clock.now());
    // Noise does not compress: about 0.6 MB as PNG, so two do not fit in 1 MB.
    const noisy = await sharp(randomBytes(450 * 450 * 3), { raw: { width: 450, height: 450, channels: 3 } })
      .png()
      .toBuffer();
    const photo = await upload(picture(noisy));
    expect(photo.status).toBe(201);
    const logo = await upload(picture(noisy), 'logo');
    expect(logo.status).toBe(413);
    expect(logo.error).toEqual({
      status: 413,
      user_message: "The store's pictures may take at most 1 MB",
      errors: { file: ["The store's pictures may take at most 1 MB"] },
    });
    expect(stored()).toEqual([nameOf(photo.body.data.url)]);
    // Replacing the slot's own unsaved upload fits: the old one is not counted.
    expect((await upload(picture(noisy))).status).toBe(201);
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

  it('keeps pictures across a restart on the same data directory; removes files nothing references', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-restart-'));
    const open = async () => {
      const handle = openDatabase(join(dir, 'mock.sqlite'));
      const app = await buildApp({ db: handle, clock: fixedClock(NOW), config: { publicUrl: 'http://api.test' } });
      await app.ready();
      return { app, handle, close: async () => (await app.close(), handle.close()) };
    };
    let server = await open();
    const store = insertStore(server.handle.sqlite);
    const owner = signIn(server.handle.sqlite, store, Date.parse(NOW));
    const { payload, headers } = await multipart(picture(PNG));
    const res = await call(server.app, 'uploadMedia', {
      query: { slot: 'photo' },
      body: unchecked(payload),
      headers,
      token: owner,
    });
    await call(server.app, 'updateMyStore', { body: { photo_url: res.body.data.url }, token: owner });
    const path = new URL(res.body.data.url).pathname;
    const before = (await server.app.inject({ method: 'GET', url: path })).rawPayload;
    const stray = 'ZZZZZZZZZZZZZZZZZZZZZZ.png';
    writeFileSync(join(dir, 'media', stray), PNG);
    await server.close();

    server = await open();
    const after = await server.app.inject({ method: 'GET', url: path });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before)).toBe(true);
    expect(readdirSync(join(dir, 'media'))).toEqual([nameOf(res.body.data.url)]);
    await server.close();
  });
});
