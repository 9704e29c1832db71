import type { RegisterBody } from '@mbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { storedLocale } from '@/i18n';
import { apiCall } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { requestOtp } from './request-otp';

/** Store categories for the register form; they rarely change. */
export const categoriesQuery = () =>
  endpointQuery('categories', undefined, { select: (r) => r.data, staleTime: Infinity });

// A form maps the errors of its mutation itself (meta silent), through the form kit (lib/forms): an
// error that belongs to a field shows under that field only, anything else as a toast.

/** The sign-in code again, for the verification screen's resend. */
export const useRequestOtp = () => useMutation({ meta: { silent: true }, mutationFn: requestOtp });

/** Exchanges the phone and the code for an access token. */
export const useGetToken = () =>
  useMutation({
    meta: { silent: true },
    mutationFn: async ({ phone, code }: { phone: string; code: string }) =>
      (await apiCall('getToken', { body: { phone, code, domain: 'store', return: 'token', lang: storedLocale() } }))
        .data,
  });

/** Registers the store; the server sends its verification code. */
export const useRegisterStore = () =>
  useMutation({
    meta: { silent: true },
    mutationFn: async (body: Omit<RegisterBody, 'lang'>) =>
      (await apiCall('register', { body: { ...body, lang: storedLocale() } })).data,
  });
