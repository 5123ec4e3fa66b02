import { getDb } from '@/lib/db/client';
import { boundedRequest } from '@/lib/http/body';
import { AppError } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { saveClaimMedia } from '@/lib/claims/media';
import { CLAIM_VIDEO_MAX_BYTES } from '@/lib/uploads/rules';
import { DIRECT_UPLOADS_ONLY_MESSAGE, directUploadsEnabled } from '@/lib/uploads/config';
import { UPLOAD_RULES } from '@/lib/uploads/rules';

// Five 5 MB photos or one 32 MB video, with the multipart framing.
const MAX_REQUEST_BYTES = Math.max(5 * 5 * 1024 * 1024, CLAIM_VIDEO_MAX_BYTES) + 64 * 1024;

/**
 * POST /api/v1/claims/media: multipart field `files`, 1–5 photos (JPEG, PNG, WebP up to 5 MB,
 * stored as WebP without their metadata) or one video (MP4, MOV, WebM up to 32 MB). The local
 * store's path for a claim's evidence; with UploadThing, files go to its `claimEvidence` endpoint.
 * Answers the stored files' `{ url, kind }`, which POST /orders/{id}/claims then names.
 */
export const POST = route({
  auth: 'user',
  handler: async ({ req, user }) => {
    if (directUploadsEnabled()) throw new AppError('BAD_REQUEST', DIRECT_UPLOADS_ONLY_MESSAGE);
    if (Number(req.headers.get('content-length')) > MAX_REQUEST_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_RULES.claim.messages.tooLarge);
    if (!req.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw new AppError('BAD_REQUEST', UPLOAD_RULES.claim.messages.missing);
    }
    const bounded = await boundedRequest(req, MAX_REQUEST_BYTES, UPLOAD_RULES.claim.messages.tooLarge);
    let form: FormData;
    try {
      form = await bounded.formData();
    } catch {
      throw new AppError('BAD_REQUEST', UPLOAD_RULES.claim.messages.missing);
    }
    const files = form.getAll('files').filter((f): f is File => f instanceof Blob);
    const media = await saveClaimMedia(await getDb(), user.id, files);
    return ok(media, { status: 201, headers: { 'cache-control': 'private, no-store' } });
  },
});
