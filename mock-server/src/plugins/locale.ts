import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import { localeOf, translate, type Locale } from '../i18n/catalogue';

type Issue = Parameters<ReturnType<typeof en>['localeError']>[0];
const zodMessages: Record<Locale, ReturnType<typeof en>> = { en: en(), de: de() };

/**
 * The language a request asked for, by its Accept-Language (else English). A body's `lang` is the
 * store's preference for its messages (WhatsApp, SMS), not the language of this answer.
 */
export function requestLocale(req: FastifyRequest): Locale {
  return localeOf(undefined, req.headers['accept-language']);
}

/** A value of each type zod names in "received …". */
const SAMPLES: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  undefined: undefined,
  null: null,
  object: {},
  array: [],
  nan: Number.NaN,
  bigint: BigInt(0),
  date: new Date(0),
};

/** Per request: zod's own English messages of a failed validation, with the same issue in German. */
const zodTexts = new WeakMap<FastifyRequest, Map<string, Partial<Record<Locale, string>>>>();

/** Reference rows whose names are texts for people, by endpoint: their names go through the catalogue. */
const LOCALISED_NAMES: Record<string, (data: unknown, t: (s: string) => string, locale: Locale) => unknown> = {
  categories: (data, t, locale) => {
    const rows = (data as { name: string }[]).map((c) => ({ ...c, name: t(c.name) }));
    return rows.sort((a, b) => a.name.localeCompare(b.name, locale));
  },
  myStore: (data, t) => {
    const store = data as { category?: { name: string } };
    return store.category ? { ...store, category: { ...store.category, name: t(store.category.name) } } : store;
  },
};

interface Envelope {
  status: number;
  user_message: string;
  errors: Record<string, string[]>;
}
const isEnvelope = (p: unknown): p is Envelope =>
  !!p && typeof p === 'object' && typeof (p as Envelope).user_message === 'string' && 'errors' in p;

/**
 * Answers speak the client's language (en or de): every error envelope's user_message and field
 * messages, and the names of reference data (store categories), from one catalogue
 * (i18n/catalogue.ts). Routes and the error handler keep writing English; this layer translates
 * what leaves the server. zod's built-in messages are rewritten from their issue with zod's German
 * locale; the contract's own messages are in the catalogue.
 */
export function registerLocalisation(app: FastifyInstance): void {
  app.addHook('onError', (req, _reply, error, done) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const texts = new Map<string, Partial<Record<Locale, string>>>();
      for (const v of error.validation) {
        if (!v.message) continue;
        // Issues carry no input, but zod's message names what it received: a sample of that type stands in.
        const received = /received (\w+)$/.exec(v.message)?.[1];
        const input = received && received in SAMPLES ? SAMPLES[received] : undefined;
        const issue = { code: v.keyword, input, ...v.params, message: v.message } as unknown as Issue;
        // A message zod wrote itself (not one the schema names) can be written again in German.
        if (zodMessages.en.localeError(issue) === v.message)
          texts.set(v.message, { de: zodMessages.de.localeError(issue) as string });
      }
      zodTexts.set(req, texts);
    }
    done();
  });

  app.addHook('preSerialization', (req, reply, payload, done) => {
    const locale = requestLocale(req);
    if (locale === 'en') return done(null, payload);
    const known = zodTexts.get(req);
    const t = (text: string): string => {
      const own = known?.get(text)?.[locale];
      if (own) return own;
      // "field: message" of a validation failure: the message part may be one of zod's.
      const split = /^([\w.[\]]+): (.+)$/s.exec(text);
      const ownPart = split && known?.get(split[2]!)?.[locale];
      return ownPart ? `${split[1]}: ${ownPart}` : translate(text, locale);
    };
    if (reply.statusCode >= 400 && isEnvelope(payload)) {
      const errors = Object.fromEntries(Object.entries(payload.errors).map(([k, list]) => [k, list.map(t)]));
      return done(null, { ...payload, user_message: t(payload.user_message), errors });
    }
    const localise = LOCALISED_NAMES[reply.routeOptions.config.endpoint ?? ''];
    if (localise && payload && typeof payload === 'object' && 'data' in payload)
      return done(null, { ...payload, data: localise((payload as { data: unknown }).data, t, locale) });
    done(null, payload);
  });
}
