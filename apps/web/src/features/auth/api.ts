import type { EndpointInput, RegisterBody } from '@mbo/contracts';
import { storedLocale } from '@/i18n';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { requestOtpInput } from './request-otp';

// A form maps the errors of its mutation itself (meta silent), through the form kit (lib/forms): an
// error that belongs to a field shows under that field only, anything else as a toast.

/** The sign-in code again, for the verification screen's resend; the code step shows its errors. */
export const useRequestOtp = () =>
  useEndpointMutation('requestOtp', { input: requestOtpInput, select: (r) => r.data, meta: { silent: true } });

/** Exchanges the phone and the code for an access token. */
export const useGetToken = () =>
  useEndpointMutation('getToken', {
    input: ({ phone, code }: { phone: string; code: string }): EndpointInput<'getToken'> => ({
      body: { phone, code, domain: 'store', return: 'token', lang: storedLocale() },
    }),
    select: (r) => r.data,
    meta: { silent: true },
  });

/** Registers the store; the server sends its verification code. */
export const useRegisterStore = () =>
  useEndpointMutation('register', {
    input: (body: Omit<RegisterBody, 'lang'>) => ({ body: { ...body, lang: storedLocale() } }),
    select: (r) => r.data,
    meta: { silent: true },
  });
