import { AppError } from '../http/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  tooLarge: 'Image must be 5 MB or smaller',
  badType: 'Please upload a JPEG, PNG or WebP image',
  missing: 'Please choose an image to upload',
} as const;

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
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  if (!sniffImage(bytes)) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badType);
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badType);
  }
}
