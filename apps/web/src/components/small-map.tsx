import { config } from '@/lib/config';

/** Web Mercator tile numbers of a place at a zoom, with the fraction inside the tile. */
export function tileOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

/** A tile's address in the tile service's template ({z}/{x}/{y}, with Leaflet's {s} and {r}). */
export const tileUrl = (template: string, z: number, x: number, y: number) =>
  template
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{s}', 'a')
    .replace('{r}', '');

/** The widest and tallest the map is drawn (the app's column, its height), in CSS pixels. */
const MAX_WIDTH = 480;
const HEIGHT = 160;

export interface MapTile {
  src: string;
  /** Offset of the tile's top left corner from the map's centre, in CSS pixels. */
  left: number;
  top: number;
  size: number;
}

/**
 * The tiles that cover a map of at most MAX_WIDTH × HEIGHT centred on a place, and only those: a
 * tile wholly outside the map is neither asked for nor placed. On a high-density screen, tiles one
 * zoom level deeper are drawn at half their size, as Leaflet's `detectRetina` does: sharp, not
 * blown up.
 */
export function tilesAround(lat: number, lng: number, zoom: number, pixelRatio: number, template: string): MapTile[] {
  const retina = pixelRatio > 1;
  const z = retina ? zoom + 1 : zoom;
  const size = retina ? 128 : 256;
  const at = tileOf(lat, lng, z);
  const [cx, cy] = [Math.floor(at.x), Math.floor(at.y)];
  const [px, py] = [(at.x - cx) * size, (at.y - cy) * size];
  const n = 2 ** z;
  const tiles: MapTile[] = [];
  const across = Math.ceil(MAX_WIDTH / 2 / size);
  const down = Math.ceil(HEIGHT / 2 / size);
  for (let dy = -down; dy <= down; dy++) {
    const y = cy + dy;
    if (y < 0 || y >= n) continue;
    for (let dx = -across; dx <= across; dx++) {
      const [left, top] = [dx * size - px, dy * size - py];
      const inside =
        left < MAX_WIDTH / 2 && left + size > -MAX_WIDTH / 2 && top < HEIGHT / 2 && top + size > -HEIGHT / 2;
      if (!inside) continue;
      const x = (((cx + dx) % n) + n) % n;
      tiles.push({ src: tileUrl(template, z, x, y), left, top, size });
    }
  }
  return tiles;
}

/**
 * A small, still map of one place (the store's pin): a picture of the map's tiles around it, with
 * no dragging, zooming or keyboard focus, so it reads as a picture inside a scrolling page. Being
 * still, it needs no map library: the tiles are images placed around the centre.
 */
export function SmallMap({ lat, lng, label, zoom = 15 }: { lat: number; lng: number; label: string; zoom?: number }) {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  const tiles = tilesAround(lat, lng, zoom, ratio, config.tileUrl);
  return (
    <div
      role="img"
      aria-label={label}
      className="relative w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200"
      style={{ height: HEIGHT }}
      data-testid="small-map"
    >
      {tiles.map((tile) => (
        <img
          key={tile.src}
          src={tile.src}
          alt=""
          width={tile.size}
          height={tile.size}
          decoding="async"
          draggable={false}
          className="absolute max-w-none select-none"
          style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          data-testid="small-map-tile"
        />
      ))}
      {/* The store's pin: an indigo dot ringed in white at the centre. */}
      <span className="absolute top-1/2 left-1/2 h-[21px] w-[21px] -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-[#4f46e5] shadow-sm" />
    </div>
  );
}
