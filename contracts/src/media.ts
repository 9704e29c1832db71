/**
 * The store's pictures: plain values, apart from the schemas that use them (store.ts), so a screen
 * can name the slots without loading zod.
 */

/** What an uploaded picture may be: JPEG, PNG or WebP (judged by the file's bytes), at most 5 MB. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** Which of the store's pictures an upload is for: each slot keeps one current picture. */
export const MEDIA_SLOTS = ['photo', 'logo'] as const;
