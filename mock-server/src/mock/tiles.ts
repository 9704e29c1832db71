import { z } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import { crc32, deflateSync } from 'node:zlib';
import { hidden, parseInput } from './kit';
import { renderTile, type RenderedTile } from './map/render';

const MAX_ZOOM = 19;
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A square RGB PNG of one colour, built by hand (signature, IHDR, IDAT, IEND). */
export function solidPng(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  // compression, filter and interlace stay 0
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TileParams = z
  .object({
    z: z.coerce.number().int().min(0).max(MAX_ZOOM),
    x: z.coerce.number().int().min(0),
    y: z
      .string()
      .regex(/^\d+(\.png)?$/, 'y must be a whole number, optionally with .png')
      .transform((s) => Number.parseInt(s, 10)),
  })
  .superRefine((t, ctx) => {
    const n = 2 ** t.z;
    if (t.x >= n) ctx.addIssue({ code: 'custom', path: ['x'], message: `x must be below ${n} at zoom ${t.z}` });
    if (t.y >= n) ctx.addIssue({ code: 'custom', path: ['y'], message: `y must be below ${n} at zoom ${t.z}` });
  });

/** Rendered tiles kept in memory, most recently used last; a panned city is a few hundred tiles. */
const CACHE_SIZE = 3000;
const cache = new Map<string, RenderedTile>();

/** A tile from the cache, or drawn now and kept. */
export function tileAt(z: number, x: number, y: number): RenderedTile {
  const key = `${z}/${x}/${y}`;
  let tile = cache.get(key);
  if (tile) cache.delete(key);
  else tile = renderTile(z, x, y);
  cache.set(key, tile);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return tile;
}

/**
 * The offline base map (map/render.ts): Natural Earth land, water and borders, the German states
 * and the gazetteer's places. `X-Map-Data: none` marks a tile that only says there is no data.
 */
export function registerTileRoutes(app: FastifyInstance): void {
  app.get('/__mock/tiles/:z/:x/:y', hidden, async (req, reply) => {
    const { z, x, y } = parseInput(TileParams, req.params, 400);
    const tile = tileAt(z, x, y);
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Map-Data', tile.hasData ? 'yes' : 'none')
      .send(tile.png);
  });
}
