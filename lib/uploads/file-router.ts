import 'server-only';
import { createUploadthing, UploadThingError, type FileRouter } from 'uploadthing/server';
import { getDb } from '../db/client';
import { bearerTokenFrom, resolveSession } from '../auth/resolve';
import type { AuthUser } from '../auth/types';
import { isCrossOriginRequest } from '../http/origin';
import { ADMIN_REQUIRED_MESSAGE, AUTH_REQUIRED_MESSAGE, CROSS_ORIGIN_MESSAGE } from '../errors';
import { acceptReceivedFile } from './received';
import { checkDeclaredFiles, UPLOAD_RULES, type UploadPurpose } from './rules';

/*
 * The UploadThing file router behind /api/uploadthing: three endpoints, each asking the store's
 * own session who is uploading (the same cookie or bearer token as /api/v1) before UploadThing
 * signs any upload URL. The signed URL binds each file's declared name, size and type, so the
 * checks here hold for the bytes that arrive.
 */

const f = createUploadthing();

// UploadThing's types list only powers of two; its parser takes any whole size.
const FIVE_MB = '5MB' as '4MB';

/** The route config UploadThing checks too: the allowed MIME types, each up to the size limit. */
function typesOf(purpose: UploadPurpose) {
  const rule = UPLOAD_RULES[purpose];
  const config = { maxFileSize: FIVE_MB, maxFileCount: rule.maxFiles };
  return purpose === 'product'
    ? { 'image/jpeg': config, 'image/png': config, 'image/webp': config, 'image/gif': config }
    : { 'image/jpeg': config, 'image/png': config, 'image/webp': config };
}

/** A claim's evidence: up to five photos, or one short video (rules.ts checks they are not mixed). */
function claimTypes() {
  const photo = { maxFileSize: FIVE_MB, maxFileCount: UPLOAD_RULES.claim.maxFiles };
  const video = { maxFileSize: '32MB' as const, maxFileCount: 1 };
  return { 'image/jpeg': photo, 'image/png': photo, 'image/webp': photo, 'video/mp4': video, 'video/quicktime': video, 'video/webm': video };
}

async function signedInUser(req: Request): Promise<AuthUser> {
  // As lib/http/route.ts: a browser's cookie-authenticated write must come from the store's pages.
  if (!bearerTokenFrom(req.headers) && isCrossOriginRequest(req.headers, req.url)) {
    throw new UploadThingError({ code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE });
  }
  const session = await resolveSession(await getDb(), req.headers);
  // UploadThing has no 401 code; its 403 carries the API's message.
  if (!session) throw new UploadThingError({ code: 'FORBIDDEN', message: AUTH_REQUIRED_MESSAGE });
  return session.user;
}

function assertFiles(purpose: UploadPurpose, files: readonly { name: string; size: number; type: string }[]): void {
  const problem = checkDeclaredFiles(purpose, files);
  if (problem) throw new UploadThingError({ code: problem === UPLOAD_RULES[purpose].messages.tooLarge || problem === UPLOAD_RULES[purpose].video?.tooLarge ? 'TOO_LARGE' : 'BAD_REQUEST', message: problem });
}

export const uploadRouter = {
  /** Product photos: admins only, up to four at a time (a product holds four). */
  productImage: f(typesOf('product'))
    .middleware(async ({ req, files }) => {
      const user = await signedInUser(req);
      if (user.role !== 'admin') throw new UploadThingError({ code: 'FORBIDDEN', message: ADMIN_REQUIRED_MESSAGE });
      assertFiles('product', files);
      return { userId: user.id };
    })
    .onUploadComplete(({ metadata, file }) => acceptReceivedFile('product', metadata.userId, file)),

  /** The signed-in person's own profile photo; it becomes their photo as soon as UploadThing has it. */
  profilePhoto: f(typesOf('avatar'))
    .middleware(async ({ req, files }) => {
      const user = await signedInUser(req);
      assertFiles('avatar', files);
      return { userId: user.id };
    })
    .onUploadComplete(({ metadata, file }) => acceptReceivedFile('avatar', metadata.userId, file)),

  /** Photos or a video of a problem with a delivered order, by its signed-in shopper; the claim names them after. */
  claimEvidence: f(claimTypes())
    .middleware(async ({ req, files }) => {
      const user = await signedInUser(req);
      assertFiles('claim', files);
      return { userId: user.id };
    })
    .onUploadComplete(({ metadata, file }) => acceptReceivedFile('claim', metadata.userId, file)),
} satisfies FileRouter;

export type UploadRouter = typeof uploadRouter;
