/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; the mock server by default. */
  readonly VITE_API_URL?: string;
  /** Map tiles, `{z}/{x}/{y}` placeholders; the mock server's offline tiles by default. */
  readonly VITE_TILE_URL?: string;
  /** The tile service's attribution; "Natural Earth" for the mock's offline tiles. */
  readonly VITE_TILE_ATTRIBUTION?: string;
  /** Nominatim-compatible geocoder base URL; the mock server's offline gazetteer by default. */
  readonly VITE_GEOCODER_URL?: string;
  /** Messaging-app contact link of the help center. */
  readonly VITE_SUPPORT_URL?: string;
}
