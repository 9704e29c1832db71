/**
 * The store's QR code drawn in the browser (qrcode), with the logo in its centre, and the poster a
 * merchant downloads: name, code and link on one PNG.
 */
import QRCode from 'qrcode';

/** High error correction: a third of the code may be covered (by the logo) and it still scans. */
const OPTIONS = { errorCorrectionLevel: 'H', margin: 1, color: { dark: '#0f172a', light: '#ffffff' } } as const;

/** Loads a picture for drawing on a canvas that stays exportable (CORS); null when it cannot. */
export function loadPicture(url: string | null | undefined): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Draws the code for `link` on the canvas at `size` pixels, the logo (if any) on a white tile in its centre. */
export async function drawQr(canvas: HTMLCanvasElement, link: string, size: number, logo: HTMLImageElement | null) {
  await QRCode.toCanvas(canvas, link, { ...OPTIONS, width: size });
  // qrcode fixes the on-screen size to the drawing size; the page's CSS decides it instead.
  canvas.style.removeProperty('width');
  canvas.style.removeProperty('height');
  const ctx = canvas.getContext('2d');
  if (!ctx || !logo) return;
  const tile = Math.round(size * 0.24);
  const at = Math.round((size - tile) / 2);
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, at, at, tile, tile, tile * 0.18);
  ctx.fill();
  const pad = tile * 0.1;
  const box = tile - 2 * pad;
  const scale = Math.min(box / logo.naturalWidth, box / logo.naturalHeight);
  const w = logo.naturalWidth * scale;
  const h = logo.naturalHeight * scale;
  ctx.drawImage(logo, at + (tile - w) / 2, at + (tile - h) / 2, w, h);
}

/** A line of text shrunk until it fits the width. */
function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, px: number, weight: string) {
  let size = px;
  do {
    ctx.font = `${weight} ${size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
    size -= 2;
  } while (ctx.measureText(text).width > maxWidth && size > 12);
}

/** The downloadable poster: store name, the code with its logo, the link and a hint, as a PNG. */
export async function posterPng(
  link: string,
  name: string,
  hint: string,
  logo: HTMLImageElement | null,
): Promise<Blob> {
  const width = 900;
  const qrSize = 720;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = 1120;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0f172a';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  fitText(ctx, name, width - 120, 56, '700');
  ctx.fillText(name, width / 2, 110);
  const qr = document.createElement('canvas');
  await drawQr(qr, link, qrSize, logo);
  ctx.drawImage(qr, (width - qrSize) / 2, 160, qrSize, qrSize);
  ctx.fillStyle = '#4338ca';
  fitText(ctx, link, width - 120, 34, '600');
  ctx.fillText(link, width / 2, 950);
  ctx.fillStyle = '#475569';
  fitText(ctx, hint, width - 120, 30, '400');
  ctx.fillText(hint, width / 2, 1010);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The poster could not be drawn'))), 'image/png'),
  );
}
