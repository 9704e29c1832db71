import { mockLinkCalls, type MockLinkOutput } from '@mbo/contracts/mock/links';
import { callRoute } from '@/lib/api-client';

type Redeemed = MockLinkOutput<'redeemSignInLink'>;

const { method, path } = mockLinkCalls.redeemSignInLink;
// One trade per token and page load: a link works once, and React may run an effect twice.
const trades = new Map<string, Promise<Redeemed>>();

/**
 * Trades a demo sign-in link's token for a session. Only the mock with dev routes on knows the
 * call; anywhere else it fails and the page says the link is not valid.
 */
export function redeemSignInLink(token: string): Promise<Redeemed> {
  let trade = trades.get(token);
  if (!trade) {
    trade = callRoute({ method, path, auth: 'public', status: 200 }, { body: { token } }) as Promise<Redeemed>;
    trades.set(token, trade);
  }
  return trade;
}
