import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmallMap, tileOf, tilesAround, tileUrl, type MapTile } from './small-map';

const TEMPLATE = 'https://tiles.example/{z}/{x}/{y}.png';

describe('tileOf', () => {
  it('numbers the tiles as OpenStreetMap does', () => {
    // Hamburg's town hall at zoom 15, by the OpenStreetMap wiki's formula (y from asinh(tan φ)):
    // 17293.521 / 10590.469.
    const at = tileOf(53.5503, 9.9923, 15);
    expect(at.x).toBeCloseTo(17293.521, 3);
    expect(at.y).toBeCloseTo(10590.469, 3);
    // The antimeridian and the equator meet on the corner of the middle tiles.
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1 });
  });
});

/** Whether the tiles cover the whole 480 × 160 map, and each of them shows in it. */
function coversTheMapExactly(tiles: MapTile[]) {
  const inside = (t: MapTile) => t.left < 240 && t.left + t.size > -240 && t.top < 80 && t.top + t.size > -80;
  const points = [-239, -120, 0, 120, 239].flatMap((x) => [-79, 0, 79].map((y) => [x, y] as const));
  const covered = ([x, y]: readonly [number, number]) =>
    tiles.some((t) => t.left <= x && x < t.left + t.size && t.top <= y && y < t.top + t.size);
  return tiles.every(inside) && points.every(covered);
}

describe('tilesAround', () => {
  it('covers the map around the place, the place at the centre', () => {
    const tiles = tilesAround(53.5503, 9.9923, 15, 1, TEMPLATE);
    const at = tileOf(53.5503, 9.9923, 15);
    expect(coversTheMapExactly(tiles)).toBe(true);
    const centre = tiles.find((t) => t.left <= 0 && t.top <= 0 && t.left + 256 > 0 && t.top + 256 > 0)!;
    expect(centre.src).toBe(`https://tiles.example/15/${Math.floor(at.x)}/${Math.floor(at.y)}.png`);
    // The centre tile is moved up and left by the place's offset inside it.
    expect(centre.left).toBeCloseTo(-(at.x % 1) * 256);
    expect(centre.top).toBeCloseTo(-(at.y % 1) * 256);
    expect(tiles[0]!.left).toBeCloseTo(centre.left - 256);
    for (const t of tiles) expect(t.size).toBe(256);
  });

  it('on a high-density screen draws tiles one level deeper at half size', () => {
    const tiles = tilesAround(53.5503, 9.9923, 15, 2, TEMPLATE);
    expect(tiles.every((t) => t.size === 128 && t.src.startsWith('https://tiles.example/16/'))).toBe(true);
    expect(coversTheMapExactly(tiles)).toBe(true);
  });

  it('leaves out the tiles wholly outside the map, wherever the place sits in its tile', () => {
    // Hamburg: a row above or below the centre's falls outside the 160 px height.
    const tiles = tilesAround(53.5503, 9.9923, 15, 2, TEMPLATE);
    expect(tiles.length).toBeLessThan(15);
    for (const [lat, lng] of [
      [48.1374, 11.5755],
      [52.52, 13.405],
      [50.9375, 6.9603],
      [0, 0],
    ] as const)
      for (const ratio of [1, 2]) expect(coversTheMapExactly(tilesAround(lat, lng, 15, ratio, TEMPLATE))).toBe(true);
  });

  it('wraps around the antimeridian and stops at the poles', () => {
    const tiles = tilesAround(85, 179.99, 2, 1, TEMPLATE);
    // The place sits at the right edge of tile 3, so its right neighbour is tile 0; no row above
    // the top one, and the row below starts under the map's bottom edge.
    expect(tiles.map((t) => t.src)).toEqual(['https://tiles.example/2/3/0.png', 'https://tiles.example/2/0/0.png']);
  });
});

it("fills a tile service's template, Leaflet's subdomain and retina parts too", () => {
  expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 3, 4, 5)).toBe('https://a.tile.example/3/4/5.png');
});

it('is one picture for screen readers, its tiles unnamed and nothing to focus', () => {
  render(<SmallMap lat={53.5503} lng={9.9923} label="Map of the store's location" />);
  const map = screen.getByRole('img', { name: "Map of the store's location" });
  const tiles = screen.getAllByTestId('small-map-tile');
  expect(tiles.length).toBeGreaterThan(0);
  for (const tile of tiles) expect(tile).toHaveAttribute('alt', '');
  expect(map.querySelector('[tabindex], a, button')).toBeNull();
});
