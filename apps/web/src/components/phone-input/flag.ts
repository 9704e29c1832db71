/** The default country of phone inputs: Germany, +49. */
export const DEFAULT_COUNTRY = { iso: 'DE', dialCode: '+49' } as const;

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** A country's flag as an emoji, from its two-letter ISO code (no image service needed). */
export function flagEmoji(iso: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso)) return '';
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}
