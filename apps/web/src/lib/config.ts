const MOCK_API = 'http://127.0.0.1:4010';
const trim = (url: string) => url.replace(/\/+$/, '');

/** Build-time settings; the defaults point at the mock server so the app runs offline. */
export const config = {
  apiUrl: trim(import.meta.env.VITE_API_URL ?? MOCK_API),
  tileUrl:
    import.meta.env.VITE_TILE_URL ?? `${trim(import.meta.env.VITE_API_URL ?? MOCK_API)}/__mock/tiles/{z}/{x}/{y}.png`,
  /** The mock's tiles draw Natural Earth data; another tile service names its own source. */
  tileAttribution:
    import.meta.env.VITE_TILE_ATTRIBUTION ?? (import.meta.env.VITE_TILE_URL ? '© OpenStreetMap' : 'Natural Earth'),
  geocoderUrl: trim(
    import.meta.env.VITE_GEOCODER_URL ?? `${trim(import.meta.env.VITE_API_URL ?? MOCK_API)}/__mock/geo`,
  ),
  supportUrl: import.meta.env.VITE_SUPPORT_URL ?? 'https://wa.me/4915112345678',
};
