/**
 * Stores: the profile, the sign-in identity, categories, the short link of the store's QR code,
 * the public store page and the payment-provider account.
 */
import type { Category, Lang, Store } from '@mbo/contracts';
import { categories, shortLinks, stores, type DbHandle, type NewStore, type StoreRow } from '@mbo/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { iso } from '../format';
import { rowExists } from './exists';

/** Who a store is, as sign-in and the session read it. */
export type StoreIdentity = Pick<StoreRow, 'id' | 'name' | 'phone' | 'lang' | 'createdAt'>;

/** What a store may change in its profile; left-out fields stay. */
export type StoreChanges = Partial<
  Pick<
    NewStore,
    'name' | 'categoryId' | 'address' | 'lat' | 'lng' | 'about' | 'openingHours' | 'photoUrl' | 'logoUrl' | 'email'
  >
>;

/** What registration stores; the slug is made from the name. */
export type NewStoreFields = Pick<
  NewStore,
  'name' | 'phone' | 'categoryId' | 'address' | 'lat' | 'lng' | 'country' | 'lang' | 'createdAt'
>;

/** The public page of a store: what a fan sees after scanning its QR code. */
export type PublicStore = Pick<StoreRow, 'id' | 'name' | 'address' | 'about' | 'openingHours'> & { category: string };

/** URL-safe slug of a store name: ASCII letters and digits joined by dashes. */
export function slugify(name: string): string {
  const slug = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'store';
}

/** True when a write failed because another store holds the phone number (the unique index decides races). */
export const isPhoneTaken = (err: unknown) =>
  err instanceof Error &&
  (err as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  err.message.includes('stores.phone');

const toStore = (row: StoreRow, category: Category): Store => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  phone: row.phone,
  category,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  country: row.country,
  about: row.about,
  // Written from the contract's OpeningHours (updateMyStore), so it reads back as one.
  opening_hours: row.openingHours as Store['opening_hours'],
  photo: row.photoUrl ? { url: row.photoUrl } : null,
  logo: row.logoUrl ? { url: row.logoUrl } : null,
  email: row.email,
  lang: row.lang,
  is_activated: row.activatedAt != null,
  created_at: iso(row.createdAt),
});

export function createStoreRepository({ db }: Pick<DbHandle, 'db'>) {
  const identity = {
    id: stores.id,
    name: stores.name,
    phone: stores.phone,
    lang: stores.lang,
    createdAt: stores.createdAt,
  };
  const identityByPhone = db
    .select(identity)
    .from(stores)
    .where(eq(stores.phone, sql.placeholder('phone')))
    .prepare();
  const identityById = db
    .select(identity)
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare();
  const profile = db
    .select({ store: stores, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare();
  const allCategories = db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id))
    .prepare();
  const categoryExists = rowExists(db, categories, categories.id);
  const slugTaken = rowExists(db, stores, stores.slug);
  const shortCodeOf = db
    .select({ code: shortLinks.code })
    .from(shortLinks)
    .where(eq(shortLinks.storeId, sql.placeholder('storeId')))
    .prepare();
  const slugOfCode = db
    .select({ slug: stores.slug })
    .from(shortLinks)
    .innerJoin(stores, eq(stores.id, shortLinks.storeId))
    .where(eq(shortLinks.code, sql.placeholder('code')))
    .prepare();
  const publicBySlug = db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      about: stores.about,
      openingHours: stores.openingHours,
      category: categories.name,
    })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(eq(stores.slug, sql.placeholder('slug')))
    .prepare();
  const payoutAccountOf = db
    .select({ account: stores.providerAccountId })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare();
  const byPayoutAccount = db
    .select({ id: stores.id, name: stores.name, email: stores.email, activatedAt: stores.activatedAt })
    .from(stores)
    .where(eq(stores.providerAccountId, sql.placeholder('account')))
    .prepare();

  const uniqueSlug = (name: string) => {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!slugTaken(slug)) return slug;
    }
  };

  return {
    /** The store as GET /api/store/my answers it, or null. */
    profile(storeId: number): Store | null {
      const row = profile.get({ id: storeId });
      return row ? toStore(row.store, row.category) : null;
    },

    byPhone: (phone: string): StoreIdentity | undefined => identityByPhone.get({ phone }),
    byId: (id: number): StoreIdentity | undefined => identityById.get({ id }),

    categories: (): Category[] => allCategories.all(),

    /** The URLs of the store's photo and logo (null where it has none). */
    pictures: (storeId: number): { photo: string | null; logo: string | null } =>
      db.select({ photo: stores.photoUrl, logo: stores.logoUrl }).from(stores).where(eq(stores.id, storeId)).get() ?? {
        photo: null,
        logo: null,
      },

    /** Every photo and logo URL of every store. */
    allPictureUrls: (): string[] =>
      db
        .select({ photo: stores.photoUrl, logo: stores.logoUrl })
        .from(stores)
        .all()
        .flatMap((r) => [r.photo, r.logo].filter((u): u is string => u !== null)),
    categoryExists,

    /** Adds a store with a slug of its own; throws what `isPhoneTaken` recognises when the phone is taken. */
    register(fields: NewStoreFields): number {
      return db
        .insert(stores)
        .values({ ...fields, slug: uniqueSlug(fields.name) })
        .returning({ id: stores.id })
        .get().id;
    },

    update(storeId: number, changes: StoreChanges): void {
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length > 0) db.update(stores).set(set).where(eq(stores.id, storeId)).run();
    },

    setLang(storeId: number, lang: Lang): void {
      db.update(stores).set({ lang }).where(eq(stores.id, storeId)).run();
    },

    /** Moves the store to a new phone; throws what `isPhoneTaken` recognises when another store took it. */
    setPhone(storeId: number, phone: string): void {
      db.update(stores).set({ phone }).where(eq(stores.id, storeId)).run();
    },

    /** Notes the first successful sign-in. */
    markVerified(storeId: number, now: number): void {
      db.update(stores)
        .set({ verifiedAt: now })
        .where(and(eq(stores.id, storeId), isNull(stores.verifiedAt)))
        .run();
    },

    /** The store's short-link code, made on first use and stable afterwards. */
    shortCode(storeId: number, now: number): string {
      const existing = shortCodeOf.get({ storeId });
      if (existing) return existing.code;
      const code = randomBytes(5).toString('base64url');
      db.insert(shortLinks).values({ code, storeId, createdAt: now }).run();
      return code;
    },

    slugOfShortCode: (code: string): string | null => slugOfCode.get({ code })?.slug ?? null,

    publicBySlug: (slug: string): PublicStore | null => publicBySlug.get({ slug }) ?? null,

    /** The store's account at the payment provider, once onboarding has started. */
    payoutAccount: (storeId: number): string | null => payoutAccountOf.get({ id: storeId })?.account ?? null,

    /** Starts (or restarts) onboarding: the e-mail changes, an account id once made stays. Answers the account id. */
    startOnboarding(storeId: number, email: string, newAccountId: string): string {
      return db
        .update(stores)
        .set({ email, providerAccountId: sql`COALESCE(${stores.providerAccountId}, ${newAccountId})` })
        .where(eq(stores.id, storeId))
        .returning({ account: stores.providerAccountId })
        .get()!.account!;
    },

    byPayoutAccount: (account: string) => byPayoutAccount.get({ account }) ?? null,

    /** Payouts are on from the first activation; activating again keeps that date. */
    activatePayouts(storeId: number, now: number): void {
      db.update(stores)
        .set({ activatedAt: sql`COALESCE(${stores.activatedAt}, ${now})` })
        .where(eq(stores.id, storeId))
        .run();
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
