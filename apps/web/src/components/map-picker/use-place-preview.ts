import { useQuery } from '@tanstack/react-query';
import type { LatLngLiteral } from 'leaflet';
import { reversePlace, type ReversePlace } from './geocoder';

/** The place under the pin: known from a search hit, otherwise reverse-geocoded. A failed lookup is only logged. */
export function usePlacePreview(pin: LatLngLiteral | null, known: ReversePlace | null) {
  const lookup = useQuery({
    // A cache key, not a text: pins within about 10 cm share one lookup.
    // eslint-disable-next-line no-restricted-syntax
    queryKey: ['geocoder', 'reverse', pin?.lat.toFixed(6), pin?.lng.toFixed(6)],
    queryFn: async ({ signal }) => {
      try {
        return await reversePlace(pin!.lat, pin!.lng, signal);
      } catch (error) {
        if (!signal.aborted) console.error(error);
        return null;
      }
    },
    enabled: Boolean(pin) && !known,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  return { place: known ?? lookup.data ?? null, loading: !known && lookup.isFetching };
}
