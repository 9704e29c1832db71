import type { Lang } from './texts';

const tag = (lang: Lang) => (lang === 'de' ? 'de-DE' : 'en-GB');

export const money = (lang: Lang, euros: number) =>
  new Intl.NumberFormat(tag(lang), { style: 'currency', currency: 'EUR' }).format(euros);

export const count = (lang: Lang, n: number) => new Intl.NumberFormat(tag(lang)).format(n);

export const dateTime = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(tag(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const date = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(tag(lang), { dateStyle: 'medium' }).format(new Date(iso));

export const time = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(tag(lang), { timeStyle: 'medium' }).format(new Date(iso));

/** "November 2026" of a YYYY-MM month. */
export const monthName = (lang: Lang, month: string) =>
  new Intl.DateTimeFormat(tag(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
