import { PRODUCT_LIMITS } from '../catalog/messages';
import { AppError } from '../errors';
import { assertLocalStore } from './store';
import { STORAGE_MESSAGES, STORAGE_PRODUCT_MESSAGES } from './messages';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** What the bytes are, whatever the file is called or claims to be. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Turns an uploaded photo into a square 512 px WebP. Re-encoding drops EXIF (a phone photo's
 * GPS position included) and anything hidden after the image data; decoding failures mean the
 * file was not really an image.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_MESSAGES.tooLarge);
  if (!sniffImage(bytes)) throw new AppError('BAD_REQUEST', STORAGE_MESSAGES.badType);
  assertLocalStore();
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', STORAGE_MESSAGES.badType);
  }
}

/** Product photos may also be GIFs; only the first frame is kept. */
export type ProductImageKind = ImageKind | 'gif';

export function sniffProductImage(bytes: Uint8Array): ProductImageKind | null {
  const kind = sniffImage(bytes);
  if (kind) return kind;
  const head = bytes.length >= 6 ? String.fromCharCode(...bytes.subarray(0, 6)) : '';
  return head === 'GIF87a' || head === 'GIF89a' ? 'gif' : null;
}

/** Product photos fit inside this box: the shop's galleries are 4:5 and show them up to ~600 CSS px wide at 2x. */
const PRODUCT_IMAGE_BOX = { width: 1200, height: 1500 } as const;

/**
 * Turns an uploaded product photo into a WebP at most 1200 x 1500 px, its proportions kept (a
 * crop could cut the bottle; the shop's frames crop for display). Like avatars, re-encoding
 * drops EXIF and anything smuggled after the image data.
 */
export async function toProductWebp(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > PRODUCT_LIMITS.imageBytes) throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_PRODUCT_MESSAGES.tooLarge);
  if (!sniffProductImage(bytes)) throw new AppError('BAD_REQUEST', STORAGE_PRODUCT_MESSAGES.badType);
  assertLocalStore();
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PRODUCT_IMAGE_BOX.width, PRODUCT_IMAGE_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', STORAGE_PRODUCT_MESSAGES.badType);
  }
}
