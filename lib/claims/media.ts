import 'server-only';
import type { DbOrTx } from '../db/client';
import { AppError, badRequest } from '../errors';
import { sniffImage, toProductWebp } from '../storage/images';
import { deleteUpload, saveUpload } from '../storage/store';
import { recordUpload } from '../uploads/records';
import { checkDeclaredFiles, sniffVideo, UPLOAD_RULES } from '../uploads/rules';
import type { ClaimMediaDto } from './types';

/**
 * The local store's path for a claim's photos or video: the same rules as UploadThing's
 * claimEvidence endpoint (lib/uploads/rules.ts), then photos re-encoded to WebP (no EXIF: a
 * phone photo carries where it was taken) and a video kept as it is after its bytes are checked.
 * Each file is recorded in `uploads` for this shopper with purpose 'claim', like a file
 * UploadThing reports, so a claim accepts only URLs the store received from its shopper.
 */
export async function saveClaimMedia(db: DbOrTx, uploaderId: string, files: readonly File[]): Promise<ClaimMediaDto[]> {
  const rule = UPLOAD_RULES.claim;
  const problem = checkDeclaredFiles('claim', files.map((f) => ({ name: f.name, type: f.type, size: f.size })));
  if (problem) throw new AppError(problem === rule.messages.tooLarge || problem === rule.video?.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', problem);
  const saved: ClaimMediaDto[] = [];
  try {
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const isVideo = rule.video!.types.includes(file.type.toLowerCase());
      let url: string;
      let type: string;
      if (isVideo) {
        const kind = sniffVideo(bytes);
        if (!kind) throw badRequest(rule.messages.badType);
        url = await saveUpload('claims', Buffer.from(bytes), kind);
        type = kind === 'webm' ? 'video/webm' : 'video/mp4';
      } else {
        if (!sniffImage(bytes)) throw badRequest(rule.messages.badType);
        url = await saveUpload('claims', await toProductWebp(bytes));
        type = 'image/webp';
      }
      saved.push({ url, kind: isVideo ? 'video' : 'image' });
      await recordUpload(db, { key: url.slice('/uploads/'.length), url, purpose: 'claim', uploaderId, name: file.name.slice(0, 300) || 'upload', size: bytes.byteLength, type });
    }
    return saved;
  } catch (e) {
    await Promise.all(saved.map((m) => deleteUpload(m.url)));
    throw e;
  }
}
