import 'server-only';
import { getDb } from '../db/client';
import { toAuthUser } from '../auth/resolve';
import { findUserById } from '../users/queries';
import { setProfileImage } from '../users/profile';
import { deleteStoredFiles, flushPendingDeletes, recordUpload } from './records';
import { checkReceivedFile, type UploadPurpose } from './rules';
import { runAfterResponse } from '../runtime/after-response';
import { UPLOAD_RECEIVED_MESSAGES } from './messages';

/*
 * What happens when UploadThing reports a file (its signed callback to /api/uploadthing). The
 * file never passed through this server, so it cannot be re-encoded (no EXIF stripping, no
 * resizing: next/image resizes for display). The store relies on the signed upload URL (UploadThing
 * refuses a file whose size or type differs from what was signed), and checks again what
 * UploadThing recorded: the type and size it reports and the file's first bytes.
 */

/** What the browser gets back as the upload's `serverData`. */
export type UploadOutcome = { ok: true; url: string; key: string } | { ok: false; message: string };

export interface ReceivedFile {
  key: string;
  ufsUrl: string;
  name: string;
  size: number;
  type: string;
}

const HEAD_BYTES = 64;

/** The first bytes of the stored file, or null when it cannot be read. */
async function readHead(url: string, fetchImpl: typeof fetch = fetch): Promise<Uint8Array | null> {
  try {
    const res = await fetchImpl(url, { headers: { range: `bytes=0-${HEAD_BYTES - 1}` }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok || !res.body) return null;
    // A server that ignores Range sends the whole file: read only the start.
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    while (total < HEAD_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
    await reader.cancel().catch(() => undefined);
    const out = new Uint8Array(Math.min(total, HEAD_BYTES));
    let at = 0;
    for (const c of chunks) {
      const part = c.subarray(0, out.length - at);
      out.set(part, at);
      at += part.length;
      if (at >= out.length) break;
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * Records a received file for the person who asked to upload it and, for a profile photo, makes
 * it their photo (the previous one is deleted). A file that breaks a rule is recorded as refused
 * and deleted from UploadThing. Never throws: the answer goes back to the browser.
 */
export async function acceptReceivedFile(purpose: UploadPurpose, uploaderId: string, file: ReceivedFile): Promise<UploadOutcome> {
  const db = await getDb();
  const head = await readHead(file.ufsUrl);
  const problem = head ? checkReceivedFile(purpose, file, head) : UPLOAD_RECEIVED_MESSAGES.unreadable;
  const row = await recordUpload(db, {
    key: file.key,
    url: file.ufsUrl,
    purpose,
    uploaderId,
    name: file.name.slice(0, 300),
    size: file.size,
    type: file.type.slice(0, 100),
    rejectedReason: problem,
  });
  if (row.rejectedReason) {
    await runAfterResponse(async () => flushPendingDeletes(await getDb(), [row.key]));
    return { ok: false, message: row.rejectedReason };
  }
  if (purpose === 'avatar') {
    try {
      const user = await findUserById(db, uploaderId);
      if (!user || user.status !== 'active') throw new Error(UPLOAD_RECEIVED_MESSAGES.accountGone);
      const { previous } = await setProfileImage(db, toAuthUser(user), uploaderId, row.url);
      if (previous !== row.url) await deleteStoredFiles(db, [previous]);
    } catch (e) {
      await deleteStoredFiles(db, [row.url]);
      return { ok: false, message: e instanceof Error && e.message ? e.message : UPLOAD_RECEIVED_MESSAGES.accountGone };
    }
  }
  return { ok: true, url: row.url, key: row.key };
}
