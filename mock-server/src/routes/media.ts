import type { MultipartFile } from '@fastify/multipart';
import { MEDIA_MAX_BYTES } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { HttpError, invalid, notFound } from '../errors';
import { createMediaFiles, sniffImageType } from '../repo/media-files';
import type { HandlerFactory } from './types';

const NOT_AN_IMAGE = 'The file must be a JPEG, PNG or WebP picture';
const TOO_LARGE = 'The picture must be at most 5 MB';
const NO_FILE = 'Choose a picture to upload';

/** Path under which uploaded pictures are served (not part of the API contract: a CDN in real life). */
export const MEDIA_PREFIX = '/media/';

const tooLarge = () => new HttpError(413, TOO_LARGE, { file: [TOO_LARGE] });

/** The one part `file` of the upload, read whole; anything over the limit is 413. */
async function readFilePart(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file || file.fieldname !== 'file') throw invalid({ file: NO_FILE });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  return bytes;
}

export const createMediaHandlers: HandlerFactory<'uploadMedia'> = (deps) => {
  const files = createMediaFiles(deps.config.mediaDir);
  return {
    uploadMedia: async ({ req }) => {
      if (!req.isMultipart()) throw invalid({ file: `${NO_FILE} (send multipart/form-data)` });
      let part: MultipartFile | undefined;
      try {
        part = await req.file({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
      } catch (err) {
        if ((err as { statusCode?: unknown }).statusCode === 413) throw tooLarge();
        throw invalid({ file: NO_FILE });
      }
      const bytes = await readFilePart(part);
      const type = sniffImageType(bytes);
      if (!type) throw invalid({ file: NOT_AN_IMAGE });
      const name = files.save(bytes, type);
      return {
        data: { url: `${deps.config.publicUrl}${MEDIA_PREFIX}${name}`, content_type: type, size: bytes.length },
      };
    },
  };
};

/** Serves the uploaded pictures, to the app (<img>, canvas) and to anyone with the link. */
export function registerMediaFiles(app: FastifyInstance, deps: Deps): void {
  const files = createMediaFiles(deps.config.mediaDir);
  app.get<{ Params: { name: string } }>(`${MEDIA_PREFIX}:name`, { schema: { hide: true } }, async (req, reply) => {
    const file = files.read(req.params.name);
    if (!file) throw notFound('Picture');
    // Names are never reused, so a picture can be cached for good.
    return reply
      .type(file.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  });
}
