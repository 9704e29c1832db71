import type { MultipartFile } from '@fastify/multipart';
import { MEDIA_MAX_BYTES } from '@mbo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Deps, DepsOf } from '../deps';
import { HttpError, invalid, notFound } from '../errors';
import { mediaNameOf, sniffImageType, type MediaSlot, type MediaType } from '../repo/media-files';
import type { HandlerFactory } from './types';

const NOT_AN_IMAGE = 'The file must be a JPEG, PNG or WebP picture';
const TOO_LARGE = 'The picture must be at most 5 MB';
const NO_FILE = 'Choose a picture to upload';
const ONE_FILE = 'Send one picture at a time';
const TOO_MANY_FIELDS = 'The upload has too many form fields (at most {n})';
const CUT_OFF = 'The upload was cut off or is not valid multipart/form-data';
const OVER_QUOTA = "The store's pictures may take at most {n} MB";
const OVER_SANDBOX_QUOTA = "This sandbox's pictures may take at most {n} MB";

/** Path under which uploaded pictures are served (not part of the API contract: a CDN in real life). */
export const MEDIA_PREFIX = '/media/';

/** Form fields an upload may carry besides its file (browsers send none; a few leave room for tools). */
export const MEDIA_MAX_FIELDS = 4;

/** Longest side a stored picture keeps: far above what the app shows, far below what could exhaust memory. */
const MAX_SIDE = 4096;

/** Served pictures: never sniffed as anything else, never run as a document. */
const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  // Names are never reused, so a picture can be cached for good.
  'cache-control': 'public, max-age=31536000, immutable',
};

const tooLarge = () => new HttpError(413, TOO_LARGE, { file: [TOO_LARGE] });

/** The errors of reading a multipart body, as the envelope names them. */
function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new HttpError(400, ONE_FILE, { file: [ONE_FILE] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, TOO_MANY_FIELDS.replace('{n}', String(MEDIA_MAX_FIELDS)));
    default:
      // A body that ends before its closing boundary, or whose parts are malformed.
      return new HttpError(400, CUT_OFF);
  }
}

/** The one part `file`, read whole, after every other part has been looked at. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    const parts = req.parts({
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: MEDIA_MAX_FIELDS, parts: MEDIA_MAX_FIELDS + 1 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        (part as MultipartFile).file.resume();
        throw invalid({ file: NO_FILE });
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!bytes) throw invalid({ file: NO_FILE });
  return bytes;
}

/**
 * The picture decoded and encoded again in its own format: only pixels survive, so nothing hidden
 * behind or inside the image (a script after the JPEG's end, a location in its EXIF) is stored or
 * served. The EXIF orientation is applied first, so the picture still stands the right way up.
 */
async function reencode(bytes: Buffer, type: MediaType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 64_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    switch (type) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer();
    }
  } catch {
    throw invalid({ file: NOT_AN_IMAGE });
  }
}

export const createMediaHandlers: HandlerFactory<'uploadMedia'> = (deps) => {
  const { media, stores } = deps.repos;
  const quota = deps.config.mediaQuotaBytes;
  return {
    uploadMedia: async ({ req, storeId, query }) => {
      if (!req.isMultipart()) throw invalid({ file: `${NO_FILE} (send multipart/form-data)` });
      const bytes = await readUpload(req);
      const type = sniffImageType(bytes);
      if (!type) throw invalid({ file: NOT_AN_IMAGE });
      const picture = await reencode(bytes, type);

      // The slot keeps the picture the store shows; an earlier upload not saved yet is replaced.
      const slot: MediaSlot = query.slot;
      const shown = mediaNameOf(stores.pictures(storeId)[slot]);
      const files = media.ofStore(storeId);
      const replaced = files.filter((f) => f.slot === slot && f.name !== shown).map((f) => f.name);
      const kept = files.filter((f) => !replaced.includes(f.name)).reduce((sum, f) => sum + f.bytes, 0);
      // In a sandbox every store's pictures count together: its folder holds at most the quota.
      const shared = deps.config.mediaQuotaShared;
      const others = shared ? media.totalBytes() - files.reduce((sum, f) => sum + f.bytes, 0) : 0;
      if (others + kept + picture.length > quota) {
        const text = shared ? OVER_SANDBOX_QUOTA : OVER_QUOTA;
        const message = text.replace('{n}', String(Math.floor(quota / (1024 * 1024))));
        throw new HttpError(413, message, { file: [message] });
      }
      const name = media.save(storeId, slot, picture, type, deps.clock.now());
      media.remove(storeId, replaced);
      return {
        data: { url: `${deps.config.publicUrl}${MEDIA_PREFIX}${name}`, content_type: type, size: picture.length },
      };
    },
  };
};

/** Removes the store's pictures it no longer shows, once its photo and logo are saved. */
export function pruneStoreMedia(deps: Deps, storeId: number): void {
  const { photo, logo } = deps.repos.stores.pictures(storeId);
  const shown = new Set([mediaNameOf(photo), mediaNameOf(logo)]);
  const unused = deps.repos.media
    .ofStore(storeId)
    .filter((f) => !shown.has(f.name))
    .map((f) => f.name);
  deps.repos.media.remove(storeId, unused);
}

/** Removes the files nothing references (uploaded before their rows were kept, or after a reset); answers how many. */
export function sweepMedia(deps: Deps): number {
  const { media, stores } = deps.repos;
  const referenced = new Set(
    stores
      .allPictureUrls()
      .map(mediaNameOf)
      .filter((n): n is string => n !== undefined),
  );
  return media.sweep(referenced);
}

/** Serves the uploaded pictures, to the app (<img>, canvas) and to anyone with the link. */
export function registerMediaFiles(app: FastifyInstance, depsOf: DepsOf): void {
  app.get<{ Params: { name: string } }>(`${MEDIA_PREFIX}:name`, { schema: { hide: true } }, async (req, reply) => {
    const file = depsOf(req).repos.media.read(req.params.name);
    if (!file) throw notFound('Picture');
    return reply.type(file.type).headers(MEDIA_HEADERS).send(file.bytes);
  });
}
