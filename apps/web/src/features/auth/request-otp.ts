import { storedLocale } from '@/i18n';
import { apiCall } from '@/lib/api-client';

/**
 * Sends a one-time sign-in code to the phone, in the stored language. A plain call in a module of
 * its own: the login screen, the app's first, stays free of the query library (api.ts wraps it for
 * the screens that use one).
 */
export const requestOtp = async (phone: string) =>
  (await apiCall('requestOtp', { body: { phone, domain: 'store', lang: storedLocale() } })).data;
