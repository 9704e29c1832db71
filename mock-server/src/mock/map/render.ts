/**
 * Draws one 256 px map tile (Web Mercator, z/x/y as OpenStreetMap numbers them) with Skia
 * (@napi-rs/canvas, prebuilt binaries from npm): water, land, country and state borders, and the
 * gazetteer's places with their names. Outside the seeded region at city zooms there is no data,
 * and the tile says so.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { geodata, lonToX, latToY, REGION, type Place, type Run } from './geodata';

export const TILE_SIZE = 256;
/** From this zoom on, only the seeded region has data. */
export const REGION_ZOOM = 9;

const COLOURS = {
  water: '#aad3df',
  land: '#f2efe9',
  country: '#8b7da6',
  state: '#a99cc2',
  city: '#333333',
  street: '#b45a4a',
  landmark: '#4d7a3c',
  halo: 'rgba(255,255,255,0.9)',
  veil: 'rgba(246,247,249,0.82)',
  hatch: 'rgba(120,130,140,0.35)',
  note: '#404a55',
};
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The tile's square in world units, with a margin (in world units) around it. */
interface View {
  z: number;
  scale: number;
  left: number;
  top: number;
}

const overlaps = (r: Run, v: View, margin: number) => {
  const span = TILE_SIZE / v.scale;
  return (
    r.maxX >= v.left - margin &&
    r.minX <= v.left + span + margin &&
    r.maxY >= v.top - margin &&
    r.minY <= v.top + span + margin
  );
};

/**
 * A ring clipped to the tile's square (Sutherland–Hodgman), in tile pixels: a continent's
 * coastline of thousands of points becomes the few dozen the tile shows.
 */
function clipRing(r: Run, v: View): number[] {
  const lo = -2;
  const hi = TILE_SIZE + 2;
  let pts: number[] = [];
  for (let i = 0; i < r.points.length; i += 2) {
    pts.push((r.points[i]! - v.left) * v.scale, (r.points[i + 1]! - v.top) * v.scale);
  }
  const edges: [number, number, boolean][] = [
    [0, lo, true],
    [0, hi, false],
    [1, lo, true],
    [1, hi, false],
  ];
  for (const [axis, bound, keepAbove] of edges) {
    if (pts.length < 6) return [];
    const out: number[] = [];
    const inside = (i: number) => (keepAbove ? pts[i + axis]! >= bound : pts[i + axis]! <= bound);
    for (let i = 0; i < pts.length; i += 2) {
      const j = (i + pts.length - 2) % pts.length;
      const curIn = inside(i);
      const prevIn = inside(j);
      if (curIn !== prevIn) {
        const t = (bound - pts[j + axis]!) / (pts[i + axis]! - pts[j + axis]!);
        out.push(pts[j]! + t * (pts[i]! - pts[j]!), pts[j + 1]! + t * (pts[i + 1]! - pts[j + 1]!));
      }
      if (curIn) out.push(pts[i]!, pts[i + 1]!);
    }
    pts = out;
  }
  return pts;
}

function fillLand(ctx: SKRSContext2D, runs: Run[], v: View) {
  ctx.beginPath();
  for (const r of runs) {
    if (!overlaps(r, v, 0)) continue;
    const pts = clipRing(r, v);
    if (pts.length < 6) continue;
    ctx.moveTo(pts[0]!, pts[1]!);
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i]!, pts[i + 1]!);
    ctx.closePath();
  }
  ctx.fillStyle = COLOURS.land;
  // Holes (lakes such as the Caspian) are rings of their own, drawn as holes by even-odd.
  ctx.fill('evenodd');
}

function strokeLines(ctx: SKRSContext2D, runs: Run[], v: View, style: string, width: number, dash: number[] = []) {
  const margin = 4 / v.scale;
  ctx.beginPath();
  for (const r of runs) {
    if (!overlaps(r, v, margin)) continue;
    for (let i = 0; i < r.points.length; i += 2) {
      const x = (r.points[i]! - v.left) * v.scale;
      const y = (r.points[i + 1]! - v.top) * v.scale;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
  }
  ctx.strokeStyle = style;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.setLineDash([]);
}

/** How many cities a zoom labels (biggest first), and from which zoom streets and landmarks show. */
const citiesAt = (z: number) => (z < 5 ? 0 : z < 6 ? 8 : z < 8 ? 25 : Infinity);
const STREET_ZOOM = 12;

/** A label's box in world pixels at a zoom, for keeping labels apart. */
function labelBox(p: Place, scale: number) {
  const x = p.x * scale;
  const y = p.y * scale;
  const width = 8 + p.name.length * (p.kind === 'city' ? 8 : 7);
  return { left: x - 5, right: x + width, top: y - 9, bottom: y + 9 };
}

const labelled = new Map<number, Place[]>();

/**
 * The places a zoom labels: biggest cities first, then landmarks and streets, each only where its
 * label meets no label already placed. Decided for the whole map at once, so every tile agrees.
 */
function placesAt(z: number): Place[] {
  let chosen = labelled.get(z);
  if (chosen) return chosen;
  const scale = TILE_SIZE * 2 ** z;
  const boxes: ReturnType<typeof labelBox>[] = [];
  chosen = [];
  const candidates = geodata()
    .places.filter((p) => (p.kind === 'city' ? p.rank < citiesAt(z) : z >= STREET_ZOOM))
    .sort((a, b) => Number(a.kind !== 'city') - Number(b.kind !== 'city') || a.rank - b.rank);
  for (const p of candidates) {
    const box = labelBox(p, scale);
    if (boxes.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom))
      continue;
    boxes.push(box);
    chosen.push(p);
  }
  labelled.set(z, chosen);
  return chosen;
}

function drawPlaces(ctx: SKRSContext2D, v: View) {
  // Labels reach over the tile's edge, so places just outside are drawn too: both tiles draw
  // the same label at the same spot and it reads whole across the seam.
  const margin = 200 / v.scale;
  const span = TILE_SIZE / v.scale;
  const shown = placesAt(v.z).filter(
    (p) =>
      p.x >= v.left - margin && p.x <= v.left + span + margin && p.y >= v.top - margin && p.y <= v.top + span + margin,
  );
  ctx.textBaseline = 'middle';
  for (const p of shown) {
    const x = (p.x - v.left) * v.scale;
    const y = (p.y - v.top) * v.scale;
    const city = p.kind === 'city';
    const colour = city ? COLOURS.city : p.kind === 'street' ? COLOURS.street : COLOURS.landmark;
    ctx.beginPath();
    ctx.arc(x, y, city ? 3.5 : 3, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.font = city ? `bold 13px ${FONT}` : `${p.kind === 'street' ? 'italic ' : ''}12px ${FONT}`;
    ctx.lineWidth = 3;
    ctx.strokeStyle = COLOURS.halo;
    ctx.strokeText(p.name, x + 6, y);
    ctx.fillStyle = colour;
    ctx.fillText(p.name, x + 6, y);
  }
}

/** A veil, hatching and a note in both languages: nothing to show at this zoom here. */
function drawNoData(ctx: SKRSContext2D) {
  ctx.fillStyle = COLOURS.veil;
  ctx.fillRect(0, 0, TILE_SIZE, TILE_SIZE);
  ctx.strokeStyle = COLOURS.hatch;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let d = -TILE_SIZE; d < TILE_SIZE; d += 16) {
    ctx.moveTo(d, TILE_SIZE);
    ctx.lineTo(d + TILE_SIZE, 0);
  }
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lines = ['Keine Kartendaten', 'in dieser Zoomstufe', '', 'No map data', 'at this zoom'];
  ctx.font = `bold 14px ${FONT}`;
  lines.forEach((line, i) => {
    const y = TILE_SIZE / 2 + (i - 2) * 18;
    ctx.lineWidth = 4;
    ctx.strokeStyle = COLOURS.halo;
    ctx.strokeText(line, TILE_SIZE / 2, y);
    ctx.fillStyle = COLOURS.note;
    ctx.fillText(line, TILE_SIZE / 2, y);
  });
  ctx.textAlign = 'start';
}

/** Whether the tile lies (partly) in the seeded region, or the zoom is low enough for world data. */
export function hasData(z: number, x: number, y: number): boolean {
  if (z < REGION_ZOOM) return true;
  const n = 2 ** z;
  const left = x / n;
  const right = (x + 1) / n;
  const top = y / n;
  const bottom = (y + 1) / n;
  return (
    right >= lonToX(REGION.west) &&
    left <= lonToX(REGION.east) &&
    bottom >= latToY(REGION.north) &&
    top <= latToY(REGION.south)
  );
}

export interface RenderedTile {
  png: Buffer;
  /** False when the tile says it has no data. */
  hasData: boolean;
}

export function renderTile(z: number, x: number, y: number): RenderedTile {
  const data = geodata();
  const scale = TILE_SIZE * 2 ** z;
  const v: View = { z, scale, left: (x * TILE_SIZE) / scale, top: (y * TILE_SIZE) / scale };
  const detail = z < 4 ? 'coarse' : z < 6 ? 'medium' : 'fine';
  const canvas = createCanvas(TILE_SIZE, TILE_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLOURS.water;
  ctx.fillRect(0, 0, TILE_SIZE, TILE_SIZE);
  fillLand(ctx, data.land[detail], v);
  const covered = hasData(z, x, y);
  if (covered) {
    if (z >= 5) strokeLines(ctx, data.stateBorders, v, COLOURS.state, z >= 9 ? 1.5 : 1, [5, 4]);
    strokeLines(ctx, data.countryBorders[detail], v, COLOURS.country, z >= 6 ? 2 : 1);
    drawPlaces(ctx, v);
  } else drawNoData(ctx);
  return { png: canvas.toBuffer('image/png'), hasData: covered };
}
