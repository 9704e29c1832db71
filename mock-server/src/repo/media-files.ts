/**
 * Uploaded pictures, kept as files in a directory next to the database, so they outlive a restart
 * of the server (and a reset of the data: a URL handed out keeps working).
 */
import type { MEDIA_TYPES } from '@mbo/contracts';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type MediaType = (typeof MEDIA_TYPES)[number];

const EXTENSION: Record<MediaType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(EXTENSION).map(([type, ext]) => [ext, type])) as Record<
  string,
  MediaType
>;

/** A stored file's name: random, so names cannot be guessed or collide, and its type's extension. */
export const MEDIA_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

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

export interface MediaFiles {
  /** Writes the bytes; answers the file's name. */
  save(bytes: Buffer, type: MediaType): string;
  /** The file and its type, or null for a name that is not a stored file. */
  read(name: string): { bytes: Buffer; type: MediaType } | null;
}

export function createMediaFiles(dir: string): MediaFiles {
  let made = false;
  return {
    save(bytes, type) {
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      const name = `${randomBytes(16).toString('base64url')}.${EXTENSION[type]}`;
      writeFileSync(join(dir, name), bytes, { flag: 'wx' });
      return name;
    },
    read(name) {
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
