/**
 * The provider's test-only state endpoint, over HTTP: before each interaction the verifier asks
 * the provider to set up the interaction's state, and keeps the bearer token of the state's store
 * for the requests. The request and answer are described in README.md ("The state endpoint").
 */

/** Values a state hands to the requests (fromProviderState in the pact), by name. */
export type StateValues = Record<string, string | number | boolean | null>;

export class StateError extends Error {
  override name = 'StateError';
}

/** Seconds a state may take to set up before the verification gives up on it. */
const STATE_TIMEOUT_MS = 10_000;

let token: string | null = null;

/** The bearer token of the current state's store (its expired one for the expired-session state), if any. */
export const currentToken = (): string | null => token;

/** Forgets the previous state's token, so no request is sent with it. */
export function forgetToken(): void {
  token = null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sets up `state` with `params` on the provider and checks that the answer carries every value
 * in `returns`; the values go to the requests, the token to the request filter.
 */
export async function setUpState(
  stateUrl: string,
  state: string,
  params: Record<string, unknown>,
  returns: readonly string[],
): Promise<StateValues> {
  let response: Response;
  try {
    response = await fetch(stateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ state, params, action: 'setup' }),
      signal: AbortSignal.timeout(STATE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StateError(`The state endpoint ${stateUrl} did not answer for "${state}": ${String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new StateError(`The state endpoint answered ${response.status} for "${state}": ${text.slice(0, 300)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new StateError(`The state endpoint answered no JSON for "${state}": ${text.slice(0, 300)}`);
  }
  if (!isRecord(body)) throw new StateError(`The state endpoint answered no JSON object for "${state}"`);
  const { token: answered = null, ...values } = body;
  if (answered !== null && typeof answered !== 'string') {
    throw new StateError(`The state endpoint answered a "token" that is not a string for "${state}"`);
  }
  const missing = returns.filter((name) => values[name] === undefined || values[name] === null);
  if (missing.length > 0) {
    throw new StateError(`The state endpoint answered no ${missing.map((m) => `"${m}"`).join(', ')} for "${state}"`);
  }
  token = answered;
  return values as StateValues;
}
