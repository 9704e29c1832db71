import { SIGN_IN_LINK_PAGE } from '@mbo/contracts/mock/links';
import { RedeemSignInLinkBody, SIGN_IN_LINK_TTL_SECONDS, SignInLinkBody } from './tools';
import type { FastifyInstance } from 'fastify';
import type { DepsOf } from '../deps';
import { HttpError, notFound } from '../errors';
import { iso } from '../format';
import { issueSession } from '../routes/auth';
import { hidden, parseInput } from './kit';

const REFUSED = 'This sign-in link is not valid any more. Make a new one in the demo console';

export interface SignInLinkOptions {
  /** The dependencies a link's token names (its sandbox), or undefined when none has it. */
  depsOfToken: (token: string) => ReturnType<DepsOf> | undefined;
}

/**
 * One-use, short-lived links that sign the web app in as a store without a code: the console's
 * "Open the app as this store". They live in memory (a restart or reset forgets them) and exist
 * only with dev routes on, so a real deployment has no way in without a code. The web app trades
 * the token without naming a sandbox: the token itself names it.
 */
export function registerSignInLinkRoutes(app: FastifyInstance, depsOf: DepsOf, options: SignInLinkOptions): void {
  app.post('/__mock/sign-in-links', hidden, async (req, reply) => {
    const { clock, config, repos, signInLinks } = depsOf(req);
    const { store_id } = parseInput(SignInLinkBody, req.body);
    if (!repos.stores.byId(store_id)) throw notFound('Store');
    const { token, expiresAt } = signInLinks.issue(store_id, clock.now(), SIGN_IN_LINK_TTL_SECONDS * 1000);
    const url = `${config.webAppUrl}${SIGN_IN_LINK_PAGE}?token=${encodeURIComponent(token)}`;
    return reply.code(201).send({ data: { url, token, expires_at: iso(expiresAt) } });
  });

  // The link is used up by the first try, whatever its outcome.
  app.post('/__mock/sign-in-links/redeem', hidden, async (req) => {
    const { token } = parseInput(RedeemSignInLinkBody, req.body);
    const deps = options.depsOfToken(token);
    const now = deps?.clock.now() ?? 0;
    const storeId = deps?.signInLinks.take(token, now);
    if (!deps || storeId === undefined || !deps.repos.stores.byId(storeId)) throw new HttpError(410, REFUSED);
    return { data: issueSession(deps.repos.tokens, storeId, now) };
  });
}
