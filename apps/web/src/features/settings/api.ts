import type { EndpointInput, Lang, MEDIA_SLOTS } from '@mbo/contracts';
import { storedLocale } from '@/i18n';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { categoriesQuery, myStoreQuery } from '@/lib/my-store';

/** The picture an upload is for. */
type MediaSlot = (typeof MEDIA_SLOTS)[number];

/**
 * The store's short link. Asking again answers the same link, so it is read like a query: the QR
 * screen survives a reload and a second visit costs nothing.
 */
export const shortLinkQuery = (slug: string) =>
  endpointQuery('shortLink', { body: { link_id: slug } }, { select: (r) => r.data.sort_link, staleTime: Infinity });

/**
 * The screens that show the store's record (the account, the phone change, the QR code): the store,
 * in the one cache entry the header and the drawer read too (lib/my-store).
 */
export const storeReads = () => ({ store: myStoreQuery() });

/** The account's edit form: the store, and the categories its select offers. */
export const accountEditReads = () => ({ ...storeReads(), categories: categoriesQuery() });

type StoreBody = EndpointInput<'updateMyStore'>['body'];

// A form shows a failure itself (silent), through the form kit: on the fields it names, otherwise
// as a toast. Every write refreshes the reads the endpoint table says it changes (lib/endpoint-mutation).

/** Saves the store's details; the header, the drawer and the account screen read the answer at once. */
export function useUpdateStore() {
  return useEndpointMutation('updateMyStore', {
    input: (body: StoreBody) => ({ body }),
    select: (r) => r.data,
    meta: { silent: true },
    onSuccess: (store, _vars, _result, { client }) => {
      client.setQueryData(endpointKey('myStore'), { data: store });
    },
  });
}

/**
 * Uploads one picture for the photo or the logo; the answer is the URL to set as photo_url or
 * logo_url. The server keeps one unsaved upload per slot. The field shows the error.
 */
export function useUploadMedia() {
  return useEndpointMutation('uploadMedia', {
    input: ({ file, slot }: { file: Blob; slot: MediaSlot }) => ({ query: { slot }, body: { file } }),
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
