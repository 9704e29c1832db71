/**
 * Name and street pools filled once from the German faker locale with a fixed seed. The
 * generator combines them by index with its own PRNG, which keeps the large scale fast.
 */
import { fakerDE as faker } from '@faker-js/faker';
import type { Rng } from './rng';

export const FAKER_SEED = 20261122;

export interface Pools {
  firstNames: string[];
  lastNames: string[];
  streets: string[];
}

function distinct(make: () => string, count: number, attempts = count * 20): string[] {
  const seen = new Set<string>();
  for (let i = 0; i < attempts && seen.size < count; i++) seen.add(make());
  return [...seen];
}

export function buildPools(): Pools {
  faker.seed(FAKER_SEED);
  return {
    firstNames: distinct(() => faker.person.firstName(), 300),
    lastNames: distinct(() => faker.person.lastName(), 300),
    streets: distinct(() => faker.location.street(), 250),
  };
}

/** Lower case with German umlauts spelled out and other accents dropped: "Weiß Café" -> "weiss cafe". */
function foldGerman(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** "Jürgen Weiß" -> "juergen.weiss" style ASCII. */
export function asciiLower(s: string): string {
  return foldGerman(s).replace(/[^a-z0-9]+/g, '');
}

export function slugify(s: string): string {
  return foldGerman(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A fan's display name in one of the styles people pick: "lena.mueller", "Lena M.", "lenam87". */
export function username(rng: Rng, pools: Pools): string {
  const first = rng.pick(pools.firstNames);
  const last = rng.pick(pools.lastNames);
  const style = rng.next();
  if (style < 0.4) return `${asciiLower(first)}.${asciiLower(last)}`;
  if (style < 0.7) return `${first} ${last.charAt(0)}.`;
  if (style < 0.9) return `${asciiLower(first)}${asciiLower(last).charAt(0)}${rng.int(70, 99)}`;
  return `${first} ${last}`;
}

const MOBILE_PREFIXES = [
  '151',
  '152',
  '157',
  '159',
  '160',
  '162',
  '163',
  '170',
  '171',
  '172',
  '173',
  '175',
  '176',
  '177',
  '178',
  '179',
];

/** A German mobile number in the API's form: "+49.15112345678". */
export function mobilePhone(rng: Rng): string {
  return `+49.${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** "Lindenstraße 12, 10117 Berlin" near the given city. */
export function streetAddress(rng: Rng, pools: Pools, city: { name: string; postcode: string }): string {
  const postcode = String(Number(city.postcode) + rng.int(0, 30)).padStart(5, '0');
  return `${rng.pick(pools.streets)} ${rng.int(1, 140)}, ${postcode} ${city.name}`;
}
