/**
 * Pictures in the browser before upload: what the API takes, and a smaller copy of a large photo
 * (phones take 12-megapixel pictures; a store photo needs a fraction of that).
 */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const isPictureType = (type: string) => (PICTURE_TYPES as readonly string[]).includes(type);

/** The size a picture is drawn at so that its longer side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A copy of the picture with its longer side at most `maxSide` pixels, drawn on a canvas: JPEG for
 * photos, PNG for pictures that may be transparent (logos). A picture that is already small enough
 * is returned as it is; one the browser cannot decode too (the server then judges it).
 */
export async function downscalePicture(file: File, maxSide: number, keepTransparency: boolean): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    if (size.width === bitmap.width && size.height === bitmap.height && file.size <= PICTURE_MAX_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = keepTransparency ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.86));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
