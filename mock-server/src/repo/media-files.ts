/**
 * Uploaded pictures: files in a directory next to the database, so they outlive a restart of the
 * server, and a row per file (media_files) that says whose it is, for which slot, and how big.
 */
import type { MEDIA_SLOTS, MEDIA_TYPES } from '@mbo/contracts';
import { mediaFiles, type DbHandle, type MediaFileRow } from '@mbo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaSlot = (typeof MEDIA_SLOTS)[number];

const EXTENSION: Record<MediaType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(EXTENSION).map(([type, ext]) => [ext, type])) as Record<
  string,
  MediaType
>;

/** A stored file's name: random, so names cannot be guessed or collide, and its type's extension. */
export const MEDIA_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

/** The name of the stored file a picture URL points at (`…/media/<name>`), if it is one. */
export function mediaNameOf(url: string | null | undefined): string | undefined {
  const name = url?.slice(url.lastIndexOf('/media/') + '/media/'.length);
  return url?.includes('/media/') && name && MEDIA_NAME.test(name) ? name : undefined;
}

/**
 * The picture's type from its first bytes (magic numbers), whatever its name or declared type says:
 * JPEG starts FF D8 FF, PNG with its 8-byte signature, WebP is a RIFF container of type "WEBP".
 */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

export function createMediaRepository({ db }: Pick<DbHandle, 'db'>, dir: string) {
  let made = false;
  const removeFiles = (names: string[]) => {
    for (const name of names) if (MEDIA_NAME.test(name)) rmSync(join(dir, name), { force: true });
  };
  const ofStore = db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.storeId, sql.placeholder('storeId')))
    .prepare();

  const total = db
    .select({ bytes: sql<number>`coalesce(sum(${mediaFiles.bytes}), 0)` })
    .from(mediaFiles)
    .prepare();

  return {
    /** Bytes of every store's pictures together. */
    totalBytes: (): number => total.get()!.bytes,

    /** The store's pictures, every slot. */
    ofStore: (storeId: number): MediaFileRow[] => ofStore.all({ storeId }),

    /** Writes a picture of the store's slot; answers the file's name. */
    save(storeId: number, slot: MediaSlot, bytes: Buffer, type: MediaType, now: number): string {
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      const name = `${randomBytes(16).toString('base64url')}.${EXTENSION[type]}`;
      writeFileSync(join(dir, name), bytes, { flag: 'wx' });
      db.insert(mediaFiles).values({ name, storeId, slot, bytes: bytes.length, createdAt: now }).run();
      return name;
    },

    /** Removes the store's pictures of these names, rows and files. */
    remove(storeId: number, names: string[]): void {
      if (names.length === 0) return;
      db.delete(mediaFiles)
        .where(and(eq(mediaFiles.storeId, storeId), inArray(mediaFiles.name, names)))
        .run();
      removeFiles(names);
    },

    /**
     * Removes files that nothing references: neither a row of media_files nor a store's photo or
     * logo (pictures uploaded before rows were kept, or whose rows a reset emptied).
     */
    sweep(referenced: Set<string>): number {
      let names: string[];
      try {
        names = readdirSync(dir).filter((n) => MEDIA_NAME.test(n));
      } catch {
        return 0;
      }
      const known = new Set(
        db
          .select({ name: mediaFiles.name })
          .from(mediaFiles)
          .all()
          .map((r) => r.name),
      );
      const orphans = names.filter((n) => !known.has(n) && !referenced.has(n));
      removeFiles(orphans);
      return orphans.length;
    },

    /** The file and its type, or null for a name that is not a stored file. */
    read(name: string): { bytes: Buffer; type: MediaType } | null {
      if (!MEDIA_NAME.test(name)) return null;
      const type = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
      try {
        return type ? { bytes: readFileSync(join(dir, name)), type } : null;
      } catch {
        return null;
      }
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
