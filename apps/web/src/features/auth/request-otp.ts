import type { EndpointInput } from '@mbo/contracts';
import { storedLocale } from '@/i18n';
import { callEndpoint } from '@/lib/api-client';

/** What a sign-in code request sends for a phone: the store domain, in the stored language. */
export const requestOtpInput = (phone: string): EndpointInput<'requestOtp'> => ({
  body: { phone, domain: 'store', lang: storedLocale() },
});

/**
 * Sends a one-time sign-in code to the phone. A plain call in a module of its own: the login
 * screen, the app's first, stays free of the query library (api.ts wraps the same input in a
 * mutation for the screens that use one).
 */
export const requestOtp = async (phone: string) => (await callEndpoint('requestOtp', requestOtpInput(phone))).data;
