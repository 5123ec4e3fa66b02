import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { AppError } from '../errors';
import { newId } from '../ids';
import { DIRECT_UPLOADS_ONLY_MESSAGE } from '../uploads/config';

/*
 * Where uploaded files live. The local store keeps them under <data dir>/uploads and serves them
 * from /uploads/…. With UPLOADTHING_TOKEN set, files go from the browser to UploadThing instead
 * (lib/uploads) and these multipart paths refuse files.
 */

export const UPLOADS_URL_PREFIX = '/uploads/';
const KEY_PATTERN = /^[a-z-]+\/[0-9a-f]{24}\.(?:webp|mp4|webm)$/;

function uploadsDir(): string {
  return path.resolve(env().DATA_DIR, 'uploads');
}

/**
 * The multipart paths work only on the local store. lib/storage/images.ts asks before it
 * decodes anything: on Vercel sharp is not deployed at all (next.config.ts leaves it out of the
 * functions' file traces), so the refusal must come before `import('sharp')`.
 */
export function assertLocalStore(): void {
  if (env().UPLOADTHING_TOKEN) throw new AppError('BAD_REQUEST', DIRECT_UPLOADS_ONLY_MESSAGE);
  // Vercel's file system is per-invocation; writing there would lose every photo.
  if (process.env.VERCEL) {
    throw new AppError('UNAVAILABLE', 'Photo uploads are not available on this deployment yet');
  }
}

export type UploadFolder = 'avatars' | 'products' | 'claims';

/** What a stored file is served as, by its extension (only a claim's video is not WebP). */
const UPLOAD_CONTENT_TYPES = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' } as const;
export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;

export function uploadContentType(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1) as UploadExtension;
  return UPLOAD_CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export async function saveUpload(folder: UploadFolder, bytes: Buffer, ext: UploadExtension = 'webp'): Promise<string> {
  assertLocalStore();
  const key = `${folder}/${newId()}.${ext}`;
  const file = path.join(uploadsDir(), key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** Deletes a file this store wrote; anything else (a seed image, a foreign URL) is left alone. */
export async function deleteUpload(url: string | null | undefined): Promise<void> {
  const key = url?.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : null;
  if (!key || !KEY_PATTERN.test(key)) return;
  await rm(path.join(uploadsDir(), key), { force: true }).catch(() => undefined);
}

/** The bytes of a stored upload, or null. Keys are checked against a strict pattern, so no path escapes the folder. */
export async function readUpload(key: string): Promise<Buffer | null> {
  if (!KEY_PATTERN.test(key)) return null;
  try {
    return await readFile(path.join(uploadsDir(), key));
  } catch {
    return null;
  }
}
