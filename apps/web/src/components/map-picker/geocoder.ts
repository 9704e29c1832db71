import { config } from '@/lib/config';

/** A search hit in Nominatim's shape: coordinates come as strings. */
export interface PlaceResult {
  name?: string;
  display_name: string;
  lat: string;
  lon: string;
}

/** A reverse lookup; Nominatim answers `{ error }` (HTTP 200) when nothing is near. */
export interface ReversePlace {
  name?: string;
  display_name?: string;
  error?: string;
}

export const SEARCH_DEBOUNCE_MS = 500;
export const MAP_CENTER: [number, number] = [51, 9];
export const MAP_ZOOM = 6;
export const PICKED_ZOOM = 16;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
  return (await res.json()) as T;
}

/** Places matching a free-text query. The geocoder is an outside service, not part of the API table. */
export function searchPlaces(q: string, signal?: AbortSignal): Promise<PlaceResult[]> {
  const query = new URLSearchParams({ q, format: 'json' });
  return getJson<PlaceResult[]>(`${config.geocoderUrl}/search?${query}`, signal);
}

export function reversePlace(lat: number, lng: number, signal?: AbortSignal): Promise<ReversePlace> {
  const query = new URLSearchParams({ lat: String(lat), lon: String(lng), format: 'json' });
  return getJson<ReversePlace>(`${config.geocoderUrl}/reverse?${query}`, signal);
}

/** The preview's two lines; missing parts read "Unknown Location" / "Unknown address" (via the fallbacks). */
export function previewOf(place: ReversePlace | null | undefined, fallbacks: { name: string; address: string }) {
  return {
    name: place?.name?.trim() || fallbacks.name,
    address: place?.display_name?.trim() || fallbacks.address,
    known: Boolean(place?.display_name?.trim()),
  };
}
