import type { EndpointInput, Lang } from '@mbo/contracts';
import { storedLocale } from '@/i18n';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';

/** Store categories for the edit form; they rarely change. */
export const categoriesQuery = () =>
  endpointQuery('categories', undefined, { select: (r) => r.data, staleTime: Infinity });

/**
 * The store's short link. Asking again answers the same link, so it is read like a query: the QR
 * screen survives a reload and a second visit costs nothing.
 */
export const shortLinkQuery = (slug: string) =>
  endpointQuery('shortLink', { body: { link_id: slug } }, { select: (r) => r.data.sort_link, staleTime: Infinity });

type StoreBody = EndpointInput<'updateMyStore'>['body'];

// Forms put the 422 field errors on their inputs themselves; user_message still toasts (the
// default). Every write refreshes the reads the endpoint table says it changes (lib/endpoint-mutation).

/** Saves the store's details; the header, the drawer and the account screen read the answer at once. */
export function useUpdateStore() {
  return useEndpointMutation('updateMyStore', {
    input: (body: StoreBody) => ({ body }),
    select: (r) => r.data,
    onSuccess: (store, _vars, _result, { client }) => {
      client.setQueryData(endpointKey('myStore'), { data: store });
    },
  });
}

/** Uploads one picture; the answer is the URL to set as photo_url or logo_url. The field shows the error. */
export function useUploadMedia() {
  return useEndpointMutation('uploadMedia', {
    input: (file: Blob) => ({ body: { file } }),
    select: (r) => r.data,
    meta: { silent: true },
  });
}

/**
 * Sends a code to the new phone number; a taken number is 422 on phone. The phone screens show
 * field errors on their field and toast the rest themselves (notifyError).
 */
export function useRequestEditPhone() {
  return useEndpointMutation('requestEditPhone', {
    input: (phone: string): EndpointInput<'requestEditPhone'> => ({
      body: { phone, lang: storedLocale(), role: 'store' },
    }),
    select: (r) => r.data,
    meta: { silent: true },
  });
}

/** Changes the store's phone with the code sent to the new number. */
export function useVerifyPhone() {
  return useEndpointMutation('verifyPhone', {
    input: ({ phone, code }: { phone: string; code: string }): EndpointInput<'verifyPhone'> => ({
      body: { phone, code, domain: 'store', return: 'token', lang: storedLocale() },
    }),
    select: (r) => r.data,
    meta: { silent: true },
  });
}

/** Keeps the language preference on the server too (messages the server sends use it). */
export function useSetLang() {
  return useEndpointMutation('setLang', { input: (lang: Lang) => ({ body: { lang } }), select: (r) => r.data });
}
