import type { EndpointInput, Lang, MEDIA_SLOTS } from '@mbo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storedLocale } from '@/i18n';
import { callEndpoint } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';

/** The picture an upload is for. */
type MediaSlot = (typeof MEDIA_SLOTS)[number];

/** The signed-in store: the same cache entry as the header and the drawer, so an edit shows everywhere at once. */
export const storeQuery = () => endpointQuery('myStore', undefined, { select: (r) => r.data });

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

// Forms put the 422 field errors on their inputs themselves; user_message still toasts (the default).

/** Saves the store's details; the header, the drawer and the account screen read the answer at once. */
export function useUpdateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['updateMyStore'],
    mutationFn: async (body: StoreBody) => (await callEndpoint('updateMyStore', { body })).data,
    onSuccess: async (store) => {
      client.setQueryData(endpointKey('myStore'), { data: store });
      await client.invalidateQueries({ queryKey: endpointKey('myStore') });
    },
  });
}

/**
 * Uploads one picture for the photo or the logo; the answer is the URL to set as photo_url or
 * logo_url. The server keeps one unsaved upload per slot. The field shows the error.
 */
export function useUploadMedia() {
  return useMutation({
    mutationKey: ['uploadMedia'],
    mutationFn: async ({ file, slot }: { file: Blob; slot: MediaSlot }) =>
      (await callEndpoint('uploadMedia', { query: { slot }, body: { file } })).data,
    meta: { silent: true },
  });
}

/**
 * Sends a code to the new phone number; a taken number is 422 on phone. The phone screens show
 * field errors on their field and toast the rest themselves (notifyError).
 */
export function useRequestEditPhone() {
  return useMutation({
    mutationKey: ['requestEditPhone'],
    meta: { silent: true },
    mutationFn: async (phone: string) =>
      (await callEndpoint('requestEditPhone', { body: { phone, lang: storedLocale(), role: 'store' } })).data,
  });
}

/** Changes the store's phone with the code sent to the new number. */
export function useVerifyPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['verifyPhone'],
    meta: { silent: true },
    mutationFn: async ({ phone, code }: { phone: string; code: string }) =>
      (
        await callEndpoint('verifyPhone', {
          body: { phone, code, domain: 'store', return: 'token', lang: storedLocale() },
        })
      ).data,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: endpointKey('myStore') }),
        client.invalidateQueries({ queryKey: endpointKey('me') }),
      ]);
    },
  });
}

/** Keeps the language preference on the server too (messages the server sends use it). */
export function useSetLang() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['setLang'],
    mutationFn: async (lang: Lang) => (await callEndpoint('setLang', { body: { lang } })).data,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: endpointKey('myStore') });
    },
  });
}
