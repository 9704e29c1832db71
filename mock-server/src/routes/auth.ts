import { TOKEN_TTL_SECONDS, type Lang, type OtpSent, type Token } from '@mbo/contracts';
import type { FastifyReply } from 'fastify';
import { issueOtp, otpMessage, ResendTooSoon, verifyOtp, type OtpKey } from '../domain/otp';
import { HttpError, invalid, notFound } from '../errors';
import { iso } from '../format';
import type { TokenRepository } from '../repo/auth';
import { isOpenDemoPhone } from '../plugins/rate-limit';
import { isPhoneTaken } from '../repo/store';
import type { HandlerFactory } from './types';

const NOT_REGISTERED = 'This phone number is not registered as a store. Please register first.';
const PHONE_TAKEN = 'This phone number is already registered';

const notRegistered = () => new HttpError(404, NOT_REGISTERED, { phone: [NOT_REGISTERED] });

/** Country of a store from its dial code; stores outside DACH default to DE (the home market). */
export function countryOfPhone(phone: string): string {
  const dial = phone.slice(0, phone.indexOf('.'));
  return ({ '+49': 'DE', '+43': 'AT', '+41': 'CH' } as Record<string, string>)[dial] ?? 'DE';
}

/** A new session token for the store, in get-token's answer shape. */
export function issueSession(tokens: TokenRepository, storeId: number, now: number): Token {
  const token = tokens.newToken();
  const expiresAt = now + TOKEN_TTL_SECONDS * 1000;
  tokens.issue(token, storeId, expiresAt, now);
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: TOKEN_TTL_SECONDS,
    expired_at: Math.floor(expiresAt / 1000),
  };
}

export const createAuthHandlers: HandlerFactory<
  'requestOtp' | 'getToken' | 'requestEditPhone' | 'verifyPhone' | 'me' | 'categories' | 'register'
> = (deps) => {
  const { clock, config } = deps;
  const { stores, tokens, otp, outbox, transaction } = deps.repos;

  /** Issues a code for the key and "sends" it by WhatsApp; a code asked for too soon is 429 with Retry-After. */
  const sendCode = transaction((key: OtpKey, lang: Lang, reply: FastifyReply): OtpSent => {
    const now = clock.now();
    let issued;
    try {
      issued = issueOtp(otp, key, now, config.fixedOtp, isOpenDemoPhone(config.fixedOtp, key.phone));
    } catch (err) {
      if (err instanceof ResendTooSoon) reply.header('Retry-After', String(err.retryAfter));
      throw err;
    }
    outbox.send(now, {
      channel: 'whatsapp',
      to: key.phone,
      body: otpMessage(issued.code, lang, key.purpose),
      code: issued.code,
    });
    return { phone: key.phone, channel: 'whatsapp', expires_in: issued.expiresIn, resend_in: issued.resendIn };
  });

  return {
    // A signed-in store may ask for a code for its own phone too; the optional token changes nothing.
    requestOtp: ({ body, reply }) => {
      const store = stores.byPhone(body.phone);
      if (!store) throw notRegistered();
      return { data: sendCode({ phone: body.phone, purpose: 'login', storeId: store.id }, body.lang, reply) };
    },

    getToken: ({ body }) => {
      const store = stores.byPhone(body.phone);
      if (!store) throw notRegistered();
      const now = clock.now();
      verifyOtp(otp, { phone: body.phone, purpose: 'login', storeId: store.id }, body.code, now);
      const session = issueSession(tokens, store.id, now);
      stores.markVerified(store.id, now);
      return { data: session };
    },

    requestEditPhone: ({ body, storeId, reply }) => {
      const current = stores.byId(storeId);
      if (!current) throw notFound('Store');
      if (current.phone === body.phone) throw invalid({ phone: 'This is already your phone number' });
      if (stores.byPhone(body.phone)) throw invalid({ phone: PHONE_TAKEN });
      return { data: sendCode({ phone: body.phone, purpose: 'edit_phone', storeId }, body.lang, reply) };
    },

    verifyPhone: ({ body, storeId }) => {
      // Checked before the code so a number taken meanwhile does not burn the code or a try.
      const owner = stores.byPhone(body.phone);
      if (owner && owner.id !== storeId) throw invalid({ phone: PHONE_TAKEN });
      // Not in a transaction: a wrong try must stay counted although the call fails.
      verifyOtp(otp, { phone: body.phone, purpose: 'edit_phone', storeId }, body.code, clock.now());
      try {
        stores.setPhone(storeId, body.phone);
      } catch (err) {
        if (isPhoneTaken(err)) throw invalid({ phone: PHONE_TAKEN });
        throw err;
      }
      return { data: { phone: body.phone } };
    },

    me: ({ storeId }) => {
      const store = stores.byId(storeId);
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
          created_at: iso(store.createdAt),
        },
      };
    },

    categories: () => ({ data: stores.categories() }),

    register: ({ body, reply }) => {
      const errors: Record<string, string> = {};
      if (!stores.categoryExists(body.category_id)) errors.category_id = 'This category does not exist';
      if (stores.byPhone(body.phone)) errors.phone = PHONE_TAKEN;
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const lang = body.lang ?? 'de';
      const now = clock.now();
      const register = transaction(() => {
        const id = stores.register({
          name: body.name,
          phone: body.phone,
          categoryId: body.category_id,
          address: body.address,
          lat: body.lat,
          lng: body.lng,
          country: countryOfPhone(body.phone),
          lang,
          createdAt: now,
        });
        sendCode({ phone: body.phone, purpose: 'login', storeId: id }, lang, reply);
        return id;
      });
      try {
        const id = register();
        return { data: { id, phone: body.phone, name: body.name } };
      } catch (err) {
        if (isPhoneTaken(err)) throw invalid({ phone: PHONE_TAKEN });
        throw err;
      }
    },
  };
};
