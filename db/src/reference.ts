/** Reference rows every database has, seeded or not. */
export const BILLING_PERIODS = [
  { id: 1, label: 'Monthly', months: 1 },
  { id: 2, label: 'Annually', months: 12 },
] as const;

export const CATEGORIES = [
  { id: 1, name: 'Café', slug: 'cafe' },
  { id: 2, name: 'Bakery', slug: 'bakery' },
  { id: 3, name: 'Restaurant', slug: 'restaurant' },
  { id: 4, name: 'Bar', slug: 'bar' },
  { id: 5, name: 'Hairdresser', slug: 'hairdresser' },
  { id: 6, name: 'Beauty & Spa', slug: 'beauty-spa' },
  { id: 7, name: 'Fitness', slug: 'fitness' },
  { id: 8, name: 'Bookshop', slug: 'bookshop' },
  { id: 9, name: 'Florist', slug: 'florist' },
  { id: 10, name: 'Grocery', slug: 'grocery' },
  { id: 11, name: 'Butcher', slug: 'butcher' },
  { id: 12, name: 'Ice cream parlour', slug: 'ice-cream' },
] as const;

interface Exec {
  prepare(sql: string): { run(...args: unknown[]): unknown };
}

/** Inserts the billing periods and categories where missing. */
export function ensureReferenceData(sqlite: Exec): void {
  const bp = sqlite.prepare('INSERT OR IGNORE INTO billing_periods (id, label, months) VALUES (?, ?, ?)');
  for (const p of BILLING_PERIODS) bp.run(p.id, p.label, p.months);
  const cat = sqlite.prepare('INSERT OR IGNORE INTO categories (id, name, slug) VALUES (?, ?, ?)');
  for (const c of CATEGORIES) cat.run(c.id, c.name, c.slug);
}
