/**
 * The query strings of list calls checked once per distinct query: a screen asks for the same page
 * again and again, and checking it with zod on every call was about 4 % of a voucher-list call
 * (npm run bench). A query string's parse depends on nothing but the string and the route's schema,
 * so the answer of an accepted one is kept per route; a refused one is checked again each time (its
 * errors are written from zod's issues).
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { KeptAnswers } from '../kept-answers';

/**
 * Queries kept per route: beyond 1,000 the route starts afresh (what a bot's varied queries cost),
 * and longer query strings (long searches) are checked on every call rather than kept.
 */
const LIMITS = { size: 1000, maxKeyLength: 256 };

type Result = { value?: unknown; error?: Error | FastifySchemaValidationError[] };

export function rememberingAcceptedQueries<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const check = compile(route) as (data: unknown) => Result;
    if (route.httpPart !== 'querystring') return check;
    const accepted = new KeptAnswers<Record<string, unknown>>(LIMITS);
    return (data: unknown) => {
      const key = JSON.stringify(data);
      const known = accepted.get(key);
      // A copy: the parsed query is the handler's to read, and must not carry one call's changes into the next.
      if (known) return { value: { ...known } };
      const result = check(data);
      const value = result.value;
      if (result.error || !value || typeof value !== 'object') return result;
      accepted.set(key, { ...(value as Record<string, unknown>) });
      return result;
    };
  };
}
