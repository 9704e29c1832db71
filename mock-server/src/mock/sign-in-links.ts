import { SIGN_IN_LINK_PAGE } from '@mbo/contracts/mock/links';
import { RedeemSignInLinkBody, SIGN_IN_LINK_TTL_SECONDS, SignInLinkBody } from './tools';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps';
import { HttpError, notFound } from '../errors';
import { iso } from '../format';
import { issueSession } from '../routes/auth';
import { hidden, parseInput } from './kit';

const REFUSED = 'This sign-in link is not valid any more. Make a new one in the demo console';

/**
 * One-use, short-lived links that sign the web app in as a store without a code: the console's
 * "Open the app as this store". They live in memory (a restart or reset forgets them) and exist
 * only with dev routes on, so a real deployment has no way in without a code.
 */
export function registerSignInLinkRoutes(app: FastifyInstance, deps: Deps): { forget: () => void } {
  const { clock, config } = deps;
  const { stores, tokens } = deps.repos;
  const links = new Map<string, { storeId: number; expiresAt: number }>();

  const sweep = (now: number) => {
    for (const [token, link] of links) if (link.expiresAt <= now) links.delete(token);
  };

  app.post('/__mock/sign-in-links', hidden, async (req, reply) => {
    const { store_id } = parseInput(SignInLinkBody, req.body);
    if (!stores.byId(store_id)) throw notFound('Store');
    const now = clock.now();
    sweep(now);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = now + SIGN_IN_LINK_TTL_SECONDS * 1000;
    links.set(token, { storeId: store_id, expiresAt });
    const url = `${config.webAppUrl}${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`;
    return reply.code(201).send({ data: { url, token, expires_at: iso(expiresAt) } });
  });

  // The link is used up by the first try, whatever its outcome.
  app.post('/__mock/sign-in-links/redeem', hidden, async (req) => {
    const { token } = parseInput(RedeemSignInLinkBody, req.body);
    const link = links.get(token);
    links.delete(token);
    const now = clock.now();
    if (!link || link.expiresAt <= now || !stores.byId(link.storeId)) throw new HttpError(410, REFUSED);
    return { data: issueSession(tokens, link.storeId, now) };
  });

  return { forget: () => links.clear() };
}
