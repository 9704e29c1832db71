/** The mock server on an ephemeral port with a fresh database, and a verifier wired to it. */
import type { VerifierOptions } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { fixedClock } from '../../src/clock';
import { openDatabase } from '@mbo/db';
import { createStateHandlers, type Session } from './states';

export const PACT_FILE = fileURLToPath(
  new URL('../../../contracts/pacts/merchant-web-merchant-api.json', import.meta.url),
);
/** A fixed instant, so "this month" and "within 30 seconds" mean the same on every run. */
export const NOW = '2026-11-15T12:00:00.000Z';

export interface Provider {
  options: VerifierOptions;
  close(): Promise<void>;
}

/** `tamper` lets a test change the app before it listens (the deliberate-break test). */
export async function startProvider(tamper?: (app: FastifyInstance) => void): Promise<Provider> {
  const handle = openDatabase(':memory:');
  const clock = fixedClock(NOW);
  const app = await buildApp({ db: handle, clock });
  tamper?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const session: Session = { token: null };

  const requestFilter: VerifierOptions['requestFilter'] = (req: IncomingMessage, _res: unknown, next: () => void) => {
    // The pact carries an example token; the state decided whose token is real (or expired).
    if (req.headers.authorization && session.token) req.headers.authorization = `Bearer ${session.token}`;
    next();
  };

  return {
    options: {
      provider: 'merchant-api',
      providerBaseUrl: url,
      pactUrls: [PACT_FILE],
      stateHandlers: createStateHandlers(handle, clock, session),
      requestFilter,
      logLevel: 'warn',
    },
    close: async () => {
      await app.close();
      handle.close();
    },
  };
}
