import { useParams, useSearchParams } from 'react-router-dom';

/**
 * The id a route parameter names: a whole number from 1, written as the app writes ids (digits, no
 * leading zero), that a JSON number holds exactly (the API's largest id). Anything else (`abc`,
 * `0`, `07`, `1e3`, `99999999999999999999`) is null: no record has it, so the page shows its
 * not-found state without asking the API.
 */
export function parseRouteId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The id in the route parameter `name` (`:id` unless said), or null when it names no record. */
export function useRouteId(name = 'id'): number | null {
  return parseRouteId(useParams()[name]);
}

/** The id in the search parameter `name` (`?plan=4`), or null when it is missing or names no record. */
export function useSearchId(name: string): number | null {
  const [params] = useSearchParams();
  return parseRouteId(params.get(name) ?? undefined);
}
