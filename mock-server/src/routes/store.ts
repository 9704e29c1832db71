import { feeCents, type Store } from '@mbo/contracts';
import { randomBytes } from 'node:crypto';
import type { Sqlite } from '../db/client';
import { invalid, notFound } from '../errors';
import { cents, euros, iso } from '../format';
import type { HandlerFactory } from './types';

interface StoreRow {
  id: number;
  name: string;
  slug: string;
  phone: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  address: string;
  lat: number;
  lng: number;
  country: string;
  about: string | null;
  opening_hours: string | null;
  photo_url: string | null;
  logo_url: string | null;
  email: string | null;
  lang: 'en' | 'de';
  activated_at: number | null;
  created_at: number;
}

const STORE_SELECT = `SELECT s.*, c.name AS category_name, c.slug AS category_slug
  FROM stores s JOIN categories c ON c.id = s.category_id WHERE s.id = ?`;

export function loadStore(sqlite: Sqlite, storeId: number): Store {
  const row = sqlite.prepare<[number], StoreRow>(STORE_SELECT).get(storeId);
  if (!row) throw notFound('Store');
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    country: row.country,
    about: row.about,
    opening_hours: row.opening_hours ? JSON.parse(row.opening_hours) : null,
    photo: row.photo_url ? { url: row.photo_url } : null,
    logo: row.logo_url ? { url: row.logo_url } : null,
    email: row.email,
    lang: row.lang,
    is_activated: row.activated_at != null,
    created_at: iso(row.created_at),
  };
}

/** The store's short-link code, made on first use and stable afterwards. */
export function shortCodeFor(sqlite: Sqlite, storeId: number, now: number): string {
  const existing = sqlite
    .prepare<[number], { code: string }>('SELECT code FROM short_links WHERE store_id = ?')
    .get(storeId);
  if (existing) return existing.code;
  const code = randomBytes(5).toString('base64url');
  sqlite.prepare('INSERT INTO short_links (code, store_id, created_at) VALUES (?, ?, ?)').run(code, storeId, now);
  return code;
}

export const createStoreHandlers: HandlerFactory<
  'myStore' | 'updateMyStore' | 'shortLink' | 'additionalFee' | 'setLang'
> = (deps) => {
  const { sqlite } = deps;
  const columns: Record<string, string> = {
    name: 'name',
    category_id: 'category_id',
    address: 'address',
    lat: 'lat',
    lng: 'lng',
    about: 'about',
    opening_hours: 'opening_hours',
    photo_url: 'photo_url',
    logo_url: 'logo_url',
    email: 'email',
  };
  const categoryExists = sqlite.prepare<[number], { id: number }>('SELECT id FROM categories WHERE id = ?');

  return {
    myStore: ({ storeId }) => ({ data: loadStore(sqlite, storeId) }),

    updateMyStore: ({ storeId, body }) => {
      if (body.category_id !== undefined && !categoryExists.get(body.category_id)) {
        throw invalid({ category_id: 'This category does not exist' });
      }
      const entries = Object.entries(body).filter(([k, v]) => v !== undefined && k in columns);
      if (entries.length > 0) {
        const sets = entries.map(([k]) => `${columns[k]} = ?`).join(', ');
        const values = entries.map(([k, v]) => (k === 'opening_hours' && v !== null ? JSON.stringify(v) : v));
        sqlite.prepare(`UPDATE stores SET ${sets} WHERE id = ?`).run(...(values as unknown[]), storeId);
      }
      return { data: loadStore(sqlite, storeId) };
    },

    shortLink: ({ storeId, body }) => {
      const store = loadStore(sqlite, storeId);
      if (body.link_id !== store.slug && body.link_id !== String(store.id)) throw notFound('Store');
      const code = shortCodeFor(sqlite, storeId, deps.clock.now());
      return { data: { sort_link: `${deps.config.publicUrl}/s/${code}` } };
    },

    additionalFee: ({ query }) => {
      const priceCents = cents(query.price);
      const fee = feeCents(priceCents);
      return {
        data: {
          price: euros(priceCents),
          fee: euros(fee),
          final_price: euros(priceCents + fee),
          currency: 'EUR' as const,
        },
      };
    },

    setLang: ({ storeId, body }) => {
      sqlite.prepare('UPDATE stores SET lang = ? WHERE id = ?').run(body.lang, storeId);
      return { data: { lang: body.lang } };
    },
  };
};
