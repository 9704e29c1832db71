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
