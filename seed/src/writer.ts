/**
 * Row writer over raw prepared statements. Ids are assigned here (continuing after the highest
 * id present) so rows can point at each other without reading lastInsertRowid back.
 */
import type Database from 'better-sqlite3';

export type SeedTable =
  | 'stores'
  | 'vouchers'
  | 'plans'
  | 'plan_vouchers'
  | 'subscribers'
  | 'memberships'
  | 'payments'
  | 'redemptions'
  | 'broadcasts'
  | 'notifications'
  | 'payouts'
  | 'invoices';

export const SEED_TABLES: readonly SeedTable[] = [
  'stores',
  'vouchers',
  'plans',
  'plan_vouchers',
  'subscribers',
  'memberships',
  'payments',
  'redemptions',
  'broadcasts',
  'notifications',
  'payouts',
  'invoices',
];

const SQL: Record<SeedTable, string> = {
  stores: `INSERT INTO stores (id, name, slug, phone, category_id, address, lat, lng, country, about, opening_hours, photo_url, logo_url, email, lang, verified_at, provider_account_id, activated_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'DE', ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?)`,
  vouchers: `INSERT INTO vouchers (id, store_id, name, voucher_type, value, status, quantity, start_date, end_date, schedule, category, informations, terms_and_conditions, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  plans: `INSERT INTO plans (id, store_id, name, price_cents, billing_period_id, how_to_use, perks_and_benefits, terms_and_conditions, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  plan_vouchers: `INSERT INTO plan_vouchers (id, plan_id, voucher_id, max_use_qty, additional_voucher) VALUES (?, ?, ?, ?, ?)`,
  subscribers: `INSERT INTO subscribers (id, store_id, username, phone, address, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  memberships: `INSERT INTO memberships (id, store_id, subscriber_id, plan_id, subscribed_at, renewal_at, cancel_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  payments: `INSERT INTO payments (id, store_id, membership_id, subscriber_id, plan_id, amount_cents, fee_cents, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  redemptions: `INSERT INTO redemptions (id, store_id, membership_id, subscriber_id, voucher_id, redeemed_at) VALUES (?, ?, ?, ?, ?, ?)`,
  broadcasts: `INSERT INTO broadcasts (id, store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  notifications: `INSERT INTO notifications (id, code, store_id, type, title, message, reference_id, subscription_id, read_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  payouts: `INSERT INTO payouts (id, store_id, amount_cents, status, requested_at, decided_at) VALUES (?, ?, ?, ?, ?, ?)`,
  invoices: `INSERT INTO invoices (id, store_id, number, month, subject, invoice_date, due_date, items, tendered_cents, fee_cents, earned_cents)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
};

type Value = string | number | null;

export class Writer {
  readonly counts = Object.fromEntries(SEED_TABLES.map((t) => [t, 0])) as Record<SeedTable, number>;
  private readonly lastId: Record<SeedTable, number>;
  private readonly statements: Record<SeedTable, Database.Statement>;

  constructor(sqlite: Database.Database) {
    this.lastId = Object.fromEntries(
      SEED_TABLES.map((t) => [
        t,
        (sqlite.prepare(`SELECT coalesce(max(id), 0) AS n FROM ${t}`).get() as { n: number }).n,
      ]),
    ) as Record<SeedTable, number>;
    this.statements = Object.fromEntries(SEED_TABLES.map((t) => [t, sqlite.prepare(SQL[t])])) as Record<
      SeedTable,
      Database.Statement
    >;
  }

  /** Inserts one row (the values after the id, in the column order above) and returns its id. */
  insert(table: SeedTable, ...values: Value[]): number {
    const id = ++this.lastId[table];
    this.statements[table].run(id, ...values);
    this.counts[table]++;
    return id;
  }

  /** The id the next insert into `table` will get. */
  peekId(table: SeedTable): number {
    return this.lastId[table] + 1;
  }
}
