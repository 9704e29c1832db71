import { z } from '@mbo/contracts';
import { reverseGazetteer, searchGazetteer, type GazetteerEntry } from '@mbo/seed/gazetteer';
import type { FastifyInstance } from 'fastify';
import { hidden, parseInput } from './kit';

const SearchQuery = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  format: z.enum(['json', 'jsonv2']).optional(),
});

const ReverseQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  format: z.enum(['json', 'jsonv2']).optional(),
});

/** Stable id of an entry (FNV-1a of its display name), as Nominatim gives every place a number. */
function placeId(e: GazetteerEntry): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < e.display_name.length; i++) {
    h ^= e.display_name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Nominatim gives coordinates as strings.
const coords = (e: GazetteerEntry) => ({ lat: String(e.lat), lon: String(e.lon) });

/**
 * Nominatim-style address parts. Display names read "name, [parts…], city, postcode, Deutschland"
 * for streets and landmarks and "city, [state,] Deutschland" for cities.
 */
function addressOf(e: GazetteerEntry): Record<string, string> {
  const parts = e.display_name.split(', ');
  const country = parts[parts.length - 1] ?? 'Deutschland';
  if (e.kind === 'city') {
    return { city: e.name, state: parts.length > 2 ? parts[1]! : e.name, country, country_code: 'de' };
  }
  const postcode = parts[parts.length - 2] ?? '';
  const city = parts[parts.length - 3] ?? '';
  return {
    [e.kind === 'street' ? 'road' : 'tourism']: e.name,
    ...(parts.length > 4 ? { suburb: parts[parts.length - 4]! } : {}),
    city,
    postcode,
    country,
    country_code: 'de',
  };
}

/** Offline geocoding in Nominatim's shape, so the map picker works without the internet. */
export function registerGeoRoutes(app: FastifyInstance): void {
  app.get('/__mock/geo/search', hidden, async (req) => {
    const { q, limit } = parseInput(SearchQuery, req.query);
    return searchGazetteer(q, limit).map((e) => ({
      place_id: placeId(e),
      name: e.name,
      display_name: e.display_name,
      ...coords(e),
      type: e.kind,
    }));
  });

  // Nothing nearby is still HTTP 200 with an error field, as Nominatim answers.
  app.get('/__mock/geo/reverse', hidden, async (req) => {
    const { lat, lon } = parseInput(ReverseQuery, req.query);
    const e = reverseGazetteer(lat, lon);
    if (!e) return { error: 'Unable to geocode' };
    return {
      place_id: placeId(e),
      name: e.name,
      display_name: e.display_name,
      ...coords(e),
      type: e.kind,
      address: addressOf(e),
    };
  });
}
