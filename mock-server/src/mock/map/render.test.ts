import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { geodata } from './geodata';
import { hasData, renderTile, TILE_SIZE } from './render';

/** The tile numbers of a point at a zoom (OpenStreetMap's scheme). */
function tileOf(lat: number, lon: number, z: number): [number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

/** How many pixels of each colour the PNG has. */
async function colours(png: Buffer): Promise<Map<number, number>> {
  const image = await loadImage(png);
  const canvas = createCanvas(TILE_SIZE, TILE_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, TILE_SIZE, TILE_SIZE);
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const rgb = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  return counts;
}

const LAND = 0xf2efe9;
const WATER = 0xaad3df;

describe('offline map tiles', () => {
  // The map data loads once, on the first tile (a few seconds on a busy machine).
  beforeAll(() => void geodata(), 60_000);

  it('a city-zoom tile over a seeded store shows more than one colour: its street, named', async () => {
    // Café Morgenrot, Kastanienallee 24, Berlin (seed/src/personas.ts).
    const [x, y] = tileOf(52.5386, 13.4097, 15);
    const tile = renderTile(15, x, y);
    expect(tile.hasData).toBe(true);
    const counts = await colours(tile.png);
    expect(counts.size).toBeGreaterThan(20);
    // Mostly land, with a label and a dot on it.
    expect(counts.get(LAND)! / TILE_SIZE ** 2).toBeGreaterThan(0.8);
    expect(counts.get(LAND)).toBeLessThan(TILE_SIZE ** 2);
  });

  it('the world and the coast show land and water', async () => {
    const counts = await colours(renderTile(0, 0, 0).png);
    expect(counts.get(LAND)).toBeGreaterThan(5000);
    expect(counts.get(WATER)).toBeGreaterThan(20000);
    const [x, y] = tileOf(54.4, 10.2, 8); // Kiel and the Baltic coast
    const coast = await colours(renderTile(8, x, y).png);
    expect(coast.get(LAND)).toBeGreaterThan(1000);
    expect(coast.get(WATER)).toBeGreaterThan(1000);
  });

  it('a tile outside the data says so, in writing, instead of showing a blank', async () => {
    const [x, y] = tileOf(40.4, -3.7, 12); // Madrid: no gazetteer, no states
    const tile = renderTile(12, x, y);
    expect(tile.hasData).toBe(false);
    const counts = await colours(tile.png);
    // The veil and hatching, and the dark text of the note.
    expect(counts.size).toBeGreaterThan(20);
    const dark = [...counts]
      .filter(([rgb]) => ((rgb >> 16) & 0xff) < 100 && ((rgb >> 8) & 0xff) < 100)
      .reduce((n, [, c]) => n + c, 0);
    expect(dark).toBeGreaterThan(300);
  });

  it('has world data at low zooms everywhere, and the seeded region only from city zooms on', () => {
    expect(hasData(3, ...tileOf(40.4, -3.7, 3))).toBe(true);
    expect(hasData(9, ...tileOf(52.52, 13.4, 9))).toBe(true);
    expect(hasData(9, ...tileOf(40.4, -3.7, 9))).toBe(false);
    expect(hasData(18, ...tileOf(47.66, 9.17, 18))).toBe(true); // Konstanz, at the region's edge
  });
});
