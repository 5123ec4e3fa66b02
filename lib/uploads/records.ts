import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { getDb } from '../db/client';
import { uploads } from '../db/schema';
import { badRequest } from '../errors';
import { runAfterResponse } from '../runtime/after-response';
import { deleteUpload, UPLOADS_URL_PREFIX } from '../storage/store';
import { directUploadsEnabled } from './config';
import { isExternalUrl, type UploadPurpose } from './rules';
import { utapi } from './utapi';
import { log } from '../log';

export type UploadRow = typeof uploads.$inferSelect;

export interface ReceivedUpload {
  key: string;
  url: string;
  purpose: UploadPurpose;
  uploaderId: string;
  name: string;
  size: number;
  type: string;
  rejectedReason?: string | null;
}

/**
 * Records a file UploadThing says it received. UploadThing may deliver a callback twice; the
 * first record stands.
 */
export async function recordUpload(db: DbOrTx, file: ReceivedUpload): Promise<UploadRow> {
  const rejected = file.rejectedReason ?? null;
  const [row] = await db
    .insert(uploads)
    .values({ ...file, rejectedReason: rejected, deleteRequestedAt: rejected ? new Date() : null })
    .onConflictDoNothing({ target: uploads.key })
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(uploads).where(eq(uploads.key, file.key));
  return existing!;
}

/**
 * Refuses (400, `message`) any of `urls` that is not a live file this user uploaded for this
 * purpose: a foreign URL, someone else's upload, a refused file or one already deleted.
 */
export async function assertOwnUploads(
  db: DbOrTx,
  uploaderId: string,
  urls: string[],
  purpose: UploadPurpose,
  message: string,
  field = 'images',
): Promise<void> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        inArray(uploads.url, wanted),
        eq(uploads.uploaderId, uploaderId),
        eq(uploads.purpose, purpose),
        isNull(uploads.rejectedReason),
        isNull(uploads.deleteRequestedAt),
      ),
    );
  const ok = new Set(found.map((r) => r.url));
  if (wanted.some((u) => !ok.has(u))) throw badRequest(message, { [field]: [message] });
}

/** How many older pending deletes ride along with a new one. */
const RETRY_BATCH = 20;

function logDeleteFailure(keys: string[], error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  log.error('uploads.delete', message, { keys });
  return message.slice(0, 500);
}

/**
 * Deletes pending files from UploadThing: `keys` and up to 20 older ones whose delete failed
 * before. Never throws: a failure is logged and stays pending in the table for the next try.
 */
export async function flushPendingDeletes(db: DbOrTx, keys: string[]): Promise<void> {
  if (!directUploadsEnabled()) return;
  let batch = [...new Set(keys)];
  try {
    const older = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          isNotNull(uploads.deleteRequestedAt),
          isNull(uploads.deletedAt),
          batch.length ? notInArray(uploads.key, batch) : undefined,
        ),
      )
      .orderBy(asc(uploads.deleteRequestedAt))
      .limit(RETRY_BATCH);
    batch = [...batch, ...older.map((r) => r.key)];
    if (batch.length === 0) return;
    await utapi().deleteFiles(batch);
    await db
      .update(uploads)
      .set({ deletedAt: new Date(), deleteAttempts: sql`${uploads.deleteAttempts} + 1`, lastDeleteError: null })
      .where(inArray(uploads.key, batch));
  } catch (e) {
    const message = logDeleteFailure(batch, e);
    if (batch.length === 0) return;
    await db
      .update(uploads)
      .set({ deleteAttempts: sql`${uploads.deleteAttempts} + 1`, lastDeleteError: message })
      .where(inArray(uploads.key, batch))
      .catch((err: unknown) => logDeleteFailure(batch, err));
  }
}

/**
 * Deletes files the store keeps, whichever store holds them: this store's own files under
 * /uploads/ from the disk, and recorded UploadThing files from UploadThing. Anything else (seed
 * images, unknown URLs) is left alone. The UploadThing files are marked for deletion in the
 * table first and deleted after the response, so a slow or failing UploadThing never fails or
 * delays the person's request, and nothing is forgotten.
 */
export async function deleteStoredFiles(db: DbOrTx, urls: readonly (string | null | undefined)[]): Promise<void> {
  const list = [...new Set(urls.filter((u): u is string => typeof u === 'string' && u !== ''))];
  await Promise.all(list.filter((u) => u.startsWith(UPLOADS_URL_PREFIX)).map((u) => deleteUpload(u)));
  const external = list.filter(isExternalUrl);
  if (external.length === 0) return;
  let keys: string[];
  try {
    const rows = await db
      .update(uploads)
      .set({ deleteRequestedAt: sql`coalesce(${uploads.deleteRequestedAt}, now())` })
      .where(and(inArray(uploads.url, external), isNull(uploads.deletedAt)))
      .returning({ key: uploads.key });
    keys = rows.map((r) => r.key);
  } catch (e) {
    logDeleteFailure(external, e);
    return;
  }
  if (keys.length === 0) return;
  await runAfterResponse(async () => flushPendingDeletes(await getDb(), keys));
}

/** The recorded uploads among `urls` (for the "is this still used?" check before deleting). */
export async function recordedUrls(db: DbOrTx, urls: string[]): Promise<Set<string>> {
  const external = [...new Set(urls.filter(isExternalUrl))];
  if (external.length === 0) return new Set();
  const rows = await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, external));
  return new Set(rows.map((r) => r.url));
}
