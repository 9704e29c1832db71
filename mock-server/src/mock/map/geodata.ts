/**
 * The offline map's data, projected once to Web Mercator in world units (0..1 both ways): land
 * and country borders from Natural Earth (world-atlas), the German states (germany-states.json,
 * from Natural Earth's admin-1), and the gazetteer's cities, streets and landmarks.
 */
import { GAZETTEER, type GazetteerEntry } from '@mbo/seed/gazetteer';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from './germany-states.json' with { type: 'json' };

const require = createRequire(import.meta.url);

/** A run of points in world units, x then y, with its bounding box. */
export interface Run {
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Place {
  x: number;
  y: number;
  name: string;
  kind: GazetteerEntry['kind'];
  /** Lower draws earlier at small zooms: the gazetteer lists the biggest cities first. */
  rank: number;
}

export interface Geodata {
  /** Land polygons per detail: 110m, 50m and 10m of Natural Earth. */
  land: Record<'coarse' | 'medium' | 'fine', Run[]>;
  /** Borders between countries, as lines cut into short runs. */
  countryBorders: Record<'coarse' | 'medium' | 'fine', Run[]>;
  stateBorders: Run[];
  places: Place[];
}

/** Where the seeded data lies (Germany and a margin): city zooms have data only here. */
export const REGION = { west: 5.0, south: 46.8, east: 15.8, north: 55.4 } as const;

export const lonToX = (lon: number) => (lon + 180) / 360;
export const latToY = (lat: number) => {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};

function runOf(points: Float64Array): Run {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { points, minX, minY, maxX, maxY };
}

function toRun(coords: readonly (readonly number[])[]): Run {
  const points = new Float64Array(coords.length * 2);
  coords.forEach(([lon, lat], i) => {
    points[i * 2] = lonToX(lon!);
    points[i * 2 + 1] = latToY(lat!);
  });
  return runOf(points);
}

/** The part of a polygon on one side of a vertical (axis 0) or horizontal (axis 1) line. */
function clipHalf(points: Float64Array, axis: 0 | 1, at: number, below: boolean): Float64Array {
  const out: number[] = [];
  const n = points.length;
  const inside = (i: number) => (below ? points[i + axis]! <= at : points[i + axis]! >= at);
  for (let i = 0; i < n; i += 2) {
    const j = (i + n - 2) % n;
    const curIn = inside(i);
    if (curIn !== inside(j)) {
      const t = (at - points[j + axis]!) / (points[i + axis]! - points[j + axis]!);
      out.push(points[j]! + t * (points[i]! - points[j]!), points[j + 1]! + t * (points[i + 1]! - points[j + 1]!));
    }
    if (curIn) out.push(points[i]!, points[i + 1]!);
  }
  return Float64Array.from(out);
}

/**
 * A big polygon (a continent's coast) cut into pieces of at most `limit` points by halving its
 * box again and again: a tile then clips a few small pieces instead of the whole coastline.
 */
function pieces(run: Run, limit = 1500, depth = 0): Run[] {
  if (run.points.length / 2 <= limit || depth > 14) return [run];
  const axis = run.maxX - run.minX >= run.maxY - run.minY ? 0 : 1;
  const mid = axis === 0 ? (run.minX + run.maxX) / 2 : (run.minY + run.maxY) / 2;
  return [true, false].flatMap((below) => {
    const half = clipHalf(run.points, axis, mid, below);
    return half.length >= 6 ? pieces(runOf(half), limit, depth + 1) : [];
  });
}

/** Lines cut into runs of at most `size` points, so a tile draws only the pieces it shows. */
function chunked(lines: readonly (readonly (readonly number[])[])[], size = 64): Run[] {
  const runs: Run[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.length - 1; i += size - 1) runs.push(toRun(line.slice(i, i + size)));
  }
  return runs;
}

type Polygonal = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

function landRuns(file: string): Run[] {
  const topo = require(`world-atlas/${file}`) as Topology<{ land: GeometryCollection }>;
  const land = feature(topo, topo.objects.land);
  const runs: Run[] = [];
  for (const f of land.features) {
    const g = f.geometry as Polygonal;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const polygon of polygons) for (const ring of polygon) runs.push(...pieces(toRun(ring)));
  }
  return runs;
}

function borderRuns(file: string): Run[] {
  const topo = require(`world-atlas/${file}`) as Topology<{ countries: GeometryCollection }>;
  // Only lines between two countries: coastlines come from the land's edge.
  const borders = mesh(topo, topo.objects.countries, (a, b) => a !== b);
  return chunked(borders.coordinates);
}

let loaded: Geodata | undefined;

/** Loads and projects everything once (a few hundred milliseconds, on the first tile). */
export function geodata(): Geodata {
  loaded ??= {
    land: {
      coarse: landRuns('land-110m.json'),
      medium: landRuns('land-50m.json'),
      fine: landRuns('land-10m.json'),
    },
    countryBorders: {
      coarse: borderRuns('countries-110m.json'),
      medium: borderRuns('countries-50m.json'),
      fine: borderRuns('countries-10m.json'),
    },
    stateBorders: chunked(states.states.flatMap((s) => s.rings)),
    places: GAZETTEER.map((e, rank) => ({ x: lonToX(e.lon), y: latToY(e.lat), name: e.name, kind: e.kind, rank })),
  };
  return loaded;
}
