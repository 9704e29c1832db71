/** Country names come from the browser (Intl.DisplayNames), which knows them in every language. */
export function namer(locale: string): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

const namers = new Map<string, (iso: string) => string>();

/** A country's name in the locale ("DE" → "Deutschland"). */
export function countryName(iso: string, locale: string): string {
  let name = namers.get(locale);
  if (!name) namers.set(locale, (name = namer(locale)));
  return name(iso);
}
