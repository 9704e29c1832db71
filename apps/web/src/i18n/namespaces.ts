/**
 * The namespaces of the texts, one JSON file per language each (`en/<ns>.json`): one per feature
 * (and `signup`, the sign-up screens' part of auth, which the sign-in does not need), and the
 * shared ones (`common`: the app, errors and page titles; `ui`: the shared widgets; `shell`: the
 * signed-in layout; `map`: the map picker).
 */
export const NAMESPACES = [
  'auth',
  'broadcasts',
  'common',
  'dashboard',
  'legal',
  'map',
  'notifications',
  'plans',
  'sales',
  'sandbox',
  'settings',
  'shell',
  'signup',
  'subscribers',
  'ui',
  'vouchers',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
