/** The default country of phone inputs: Germany, +49. */
export const DEFAULT_COUNTRY = { iso: 'DE', dialCode: '+49' } as const;

/**
 * The URL of a country's flag: a small SVG (country-flag-icons, 3:2) that the build copies to
 * /flags/ (see vite.config.ts). Images, not emoji: emoji flags are empty boxes where the system
 * has no emoji font (Windows, many Linux machines).
 */
export function flagUrl(iso: string): string {
  return /^[A-Za-z]{2}$/.test(iso) ? `${import.meta.env.BASE_URL}flags/${iso.toUpperCase()}.svg` : '';
}
