import { TOKEN_TTL_SECONDS, type Lang, type OtpSent } from '@mbo/contracts';
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { issueOtp, otpMessage, ResendTooSoon, verifyOtp, type OtpKey } from '../domain/otp';
import { sendMessage } from '../domain/outbox';
import { HttpError, invalid, notFound } from '../errors';
import { iso } from '../format';
import { createOtpStore } from '../repo/otp-codes';
import type { HandlerFactory } from './types';

const NOT_REGISTERED = 'This phone number is not registered as a store. Please register first.';
const PHONE_TAKEN = 'This phone number is already registered';

const notRegistered = () => new HttpError(404, NOT_REGISTERED, { phone: [NOT_REGISTERED] });

/** Country of a store from its dial code; stores outside DACH default to DE (the home market). */
export function countryOfPhone(phone: string): string {
  const dial = phone.slice(0, phone.indexOf('.'));
  return ({ '+49': 'DE', '+43': 'AT', '+41': 'CH' } as Record<string, string>)[dial] ?? 'DE';
}

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

interface StoreIdentity {
  id: number;
  name: string;
  phone: string;
  lang: Lang;
  created_at: number;
}

export const createAuthHandlers: HandlerFactory<
  'requestOtp' | 'getToken' | 'requestEditPhone' | 'verifyPhone' | 'me' | 'categories' | 'register'
> = (deps) => {
  const { sqlite, clock, config } = deps;
  const otp = createOtpStore(sqlite);

  const storeByPhone = sqlite.prepare<[string], StoreIdentity>(
    'SELECT id, name, phone, lang, created_at FROM stores WHERE phone = ?',
  );
  const storeById = sqlite.prepare<[number], StoreIdentity>(
    'SELECT id, name, phone, lang, created_at FROM stores WHERE id = ?',
  );
  const insertToken = sqlite.prepare<[string, number, number, number]>(
    'INSERT INTO tokens (token, store_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  );
  const markVerified = sqlite.prepare<[number, number]>(
    'UPDATE stores SET verified_at = ? WHERE id = ? AND verified_at IS NULL',
  );
  const updatePhone = sqlite.prepare<[string, number]>('UPDATE stores SET phone = ? WHERE id = ?');
  const categories = sqlite.prepare<[], { id: number; name: string; slug: string }>(
    'SELECT id, name, slug FROM categories ORDER BY name, id',
  );
  const categoryExists = sqlite.prepare<[number], { id: number }>('SELECT id FROM categories WHERE id = ?');
  const slugTaken = sqlite.prepare<[string], { id: number }>('SELECT id FROM stores WHERE slug = ?');
  const insertStore = sqlite.prepare<[string, string, string, number, string, number, number, string, string, number]>(
    `INSERT INTO stores (name, slug, phone, category_id, address, lat, lng, country, lang, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  /** Issues a code for the key and "sends" it by WhatsApp; a code asked for too soon is 429 with Retry-After. */
  const sendCode = sqlite.transaction((key: OtpKey, lang: Lang, reply: FastifyReply): OtpSent => {
    const now = clock.now();
    let issued;
    try {
      issued = issueOtp(otp, key, now, config.fixedOtp);
    } catch (err) {
      if (err instanceof ResendTooSoon) reply.header('Retry-After', String(err.retryAfter));
      throw err;
    }
    sendMessage(sqlite, now, {
      channel: 'whatsapp',
      to: key.phone,
      body: otpMessage(issued.code, lang, key.purpose),
      code: issued.code,
    });
    return { phone: key.phone, channel: 'whatsapp', expires_in: issued.expiresIn, resend_in: issued.resendIn };
  });

  const uniqueSlug = (name: string) => {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!slugTaken.get(slug)) return slug;
    }
  };

  // The unique index is the final word when two requests race for the same number.
  const isPhoneConflict = (err: unknown) =>
    err instanceof Error &&
    (err as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    err.message.includes('stores.phone');

  return {
    // A signed-in store may ask for a code for its own phone too; the optional token changes nothing.
    requestOtp: ({ body, reply }) => {
      const store = storeByPhone.get(body.phone);
      if (!store) throw notRegistered();
      return { data: sendCode({ phone: body.phone, purpose: 'login', storeId: store.id }, body.lang, reply) };
    },

    getToken: ({ body }) => {
      const store = storeByPhone.get(body.phone);
      if (!store) throw notRegistered();
      const now = clock.now();
      verifyOtp(otp, { phone: body.phone, purpose: 'login', storeId: store.id }, body.code, now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now + TOKEN_TTL_SECONDS * 1000;
      insertToken.run(token, store.id, expiresAt, now);
      markVerified.run(now, store.id);
      return {
        data: {
          access_token: token,
          token_type: 'Bearer' as const,
          expires_in: TOKEN_TTL_SECONDS,
          expired_at: Math.floor(expiresAt / 1000),
        },
      };
    },

    requestEditPhone: ({ body, storeId, reply }) => {
      const current = storeById.get(storeId);
      if (!current) throw notFound('Store');
      if (current.phone === body.phone) throw invalid({ phone: 'This is already your phone number' });
      if (storeByPhone.get(body.phone)) throw invalid({ phone: PHONE_TAKEN });
      return { data: sendCode({ phone: body.phone, purpose: 'edit_phone', storeId }, body.lang, reply) };
    },

    verifyPhone: ({ body, storeId }) => {
      // Checked before the code so a number taken meanwhile does not burn the code or a try.
      const owner = storeByPhone.get(body.phone);
      if (owner && owner.id !== storeId) throw invalid({ phone: PHONE_TAKEN });
      // Not in a transaction: a wrong try must stay counted although the call fails.
      verifyOtp(otp, { phone: body.phone, purpose: 'edit_phone', storeId }, body.code, clock.now());
      try {
        updatePhone.run(body.phone, storeId);
      } catch (err) {
        if (isPhoneConflict(err)) throw invalid({ phone: PHONE_TAKEN });
        throw err;
      }
      return { data: { phone: body.phone } };
    },

    me: ({ storeId }) => {
      const store = storeById.get(storeId);
      if (!store) throw notFound('Store');
      return {
        data: {
          id: store.id,
          store_id: store.id,
          name: store.name,
          phone: store.phone,
          domain: 'store' as const,
          role: 'store' as const,
          lang: store.lang,
          created_at: iso(store.created_at),
        },
      };
    },

    categories: () => ({ data: categories.all() }),

    register: ({ body, reply }) => {
      const errors: Record<string, string> = {};
      if (!categoryExists.get(body.category_id)) errors.category_id = 'This category does not exist';
      if (storeByPhone.get(body.phone)) errors.phone = PHONE_TAKEN;
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const lang = body.lang ?? 'de';
      const now = clock.now();
      const register = sqlite.transaction(() => {
        const id = Number(
          insertStore.run(
            body.name,
            uniqueSlug(body.name),
            body.phone,
            body.category_id,
            body.address,
            body.lat,
            body.lng,
            countryOfPhone(body.phone),
            lang,
            now,
          ).lastInsertRowid,
        );
        sendCode({ phone: body.phone, purpose: 'login', storeId: id }, lang, reply);
        return id;
      });
      try {
        const id = register();
        return { data: { id, phone: body.phone, name: body.name } };
      } catch (err) {
        if (isPhoneConflict(err)) throw invalid({ phone: PHONE_TAKEN });
        throw err;
      }
    },
  };
};
