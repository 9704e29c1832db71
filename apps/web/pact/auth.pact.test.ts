import { GetTokenBody, Me, OtpSent, RequestOtpBody, Token, endpoints, envelope } from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { useGetToken, useRequestOtp } from '@/features/auth/api';
import { callEndpoint } from '@/lib/api-client';
import { errorBody, exampleData, newPact, runMutation, state } from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, call, answers, signedOut } = newPact();
const PHONE = '+49.15112345678';
const UNKNOWN_PHONE = '+49.15199999999';
const CODE = '123456';

const otpSent = matchersFor(envelope(OtpSent), {
  data: { phone: PHONE, channel: 'whatsapp', expires_in: 600, resend_in: 30 },
});
const otpRequest = (phone: unknown) => ({
  ...(matchersFor(RequestOtpBody, { phone: PHONE, domain: 'store', lang: 'de' }) as object),
  phone,
});

describe('requesting a sign-in code', () => {
  it('sends a code to a registered phone', () =>
    interaction(state('registeredStore', { phone: PHONE }), 'a request for a sign-in code for a registered phone')
      .withRequest(endpoints.requestOtp.method, endpoints.requestOtp.path, (b) =>
        b.jsonBody(otpRequest(M.fromProviderState('${phone}', PHONE))),
      )
      .willRespondWith(200, (b) => b.jsonBody(otpSent))
      .executeTest(
        signedOut(async () => {
          const sent = await runMutation(useRequestOtp, PHONE);
          expect(sent).toEqual(exampleData(otpSent));
        }),
      ));

  it('answers 404 on phone for an unregistered phone', () =>
    interaction(
      state('unregisteredPhone', { phone: UNKNOWN_PHONE }),
      'a request for a sign-in code for an unregistered phone',
    )
      .withRequest(endpoints.requestOtp.method, endpoints.requestOtp.path, (b) => b.jsonBody(otpRequest(UNKNOWN_PHONE)))
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404, ['phone'])))
      .executeTest(
        signedOut(async () => {
          await expect(runMutation(useRequestOtp, UNKNOWN_PHONE)).rejects.toMatchObject({
            status: 404,
            errors: { phone: [expect.any(String)] },
          });
        }),
      ));

  it('answers 422 on phone for a malformed phone', () =>
    interaction(
      state('unregisteredPhone', { phone: '0151 1234' }),
      'a request for a sign-in code with a malformed phone',
    )
      .withRequest(endpoints.requestOtp.method, endpoints.requestOtp.path, (b) =>
        b.jsonBody({ phone: '0151 1234', domain: 'store', lang: 'de' }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody(422, ['phone'])))
      .executeTest(
        signedOut(async () => {
          await expect(runMutation(useRequestOtp, '0151 1234')).rejects.toMatchObject({
            status: 422,
            errors: { phone: [expect.any(String)] },
          });
        }),
      ));

  it('answers 429 when a code is asked for again too soon', () =>
    interaction(state('codeJustSent', { phone: PHONE }), 'a second request for a sign-in code within 30 seconds')
      .withRequest(endpoints.requestOtp.method, endpoints.requestOtp.path, (b) =>
        b.jsonBody(otpRequest(M.fromProviderState('${phone}', PHONE))),
      )
      .willRespondWith(429, (b) => b.jsonBody(errorBody(429)))
      .executeTest(
        signedOut(async () => {
          await expect(runMutation(useRequestOtp, PHONE)).rejects.toMatchObject({ status: 429 });
        }),
      ));
});

describe('exchanging the code for a token', () => {
  const tokenRequest = (code: unknown) => ({
    ...(matchersFor(GetTokenBody, {
      phone: PHONE,
      code: CODE,
      domain: 'store',
      return: 'token',
      lang: 'de',
    }) as object),
    phone: M.fromProviderState('${phone}', PHONE),
    code,
  });

  it('issues a bearer token for the right code', () => {
    const token = matchersFor(envelope(Token), {
      data: { access_token: 'Yx2p0hTqQ5cS8mF1', token_type: 'Bearer', expires_in: 604_800, expired_at: 1_795_000_000 },
    });
    return interaction(state('codeSent', { phone: PHONE, code: CODE }), 'a request for a token with the right code')
      .withRequest(endpoints.getToken.method, endpoints.getToken.path, (b) =>
        b.jsonBody(tokenRequest(M.fromProviderState('${code}', CODE))),
      )
      .willRespondWith(200, (b) => b.jsonBody(token))
      .executeTest(
        signedOut(async () => {
          expect(await runMutation(useGetToken, { phone: PHONE, code: CODE })).toEqual(exampleData(token));
        }),
      );
  });

  it('answers 422 on code for a wrong code', () =>
    interaction(state('codeSent', { phone: PHONE, code: CODE }), 'a request for a token with a wrong code')
      .withRequest(endpoints.getToken.method, endpoints.getToken.path, (b) => b.jsonBody(tokenRequest('000000')))
      .willRespondWith(422, (b) => b.jsonBody(errorBody(422, ['code'])))
      .executeTest(
        signedOut(async () => {
          const failure = runMutation(useGetToken, { phone: PHONE, code: '000000' });
          await expect(failure).rejects.toMatchObject({ status: 422, errors: { code: [expect.any(String)] } });
        }),
      ));
});

describe('the signed-in identity', () => {
  // No screen reads /auth/me yet; the pact pins it through the app's client for the screens to come.
  it('returns the store behind the token', () => {
    const me = matchersFor(envelope(Me), {
      data: {
        id: 7,
        store_id: 7,
        name: 'Café Morgenrot',
        phone: PHONE,
        domain: 'store',
        role: 'store',
        lang: 'de',
        created_at: '2026-01-05T09:30:00.000Z',
      },
    });
    return answers(call(state('signedIn'), 'a request for the signed-in identity', endpoints.me), me, () =>
      callEndpoint('me'),
    );
  });
});
