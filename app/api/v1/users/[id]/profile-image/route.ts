import { getDb } from '@/lib/db/client';
import { boundedRequest } from '@/lib/http/body';
import { AppError } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { MAX_UPLOAD_BYTES, toAvatarWebp } from '@/lib/storage/images';
import { STORAGE_MESSAGES } from '@/lib/storage/messages';
import { deleteUpload, saveUpload } from '@/lib/storage/store';
import { DIRECT_UPLOADS_ONLY_MESSAGE, directUploadsEnabled } from '@/lib/uploads/config';
import { deleteStoredFiles } from '@/lib/uploads/records';
import { assertCanAccessUser, setProfileImage, userIdParamsSchema } from '@/lib/users/profile';
import { USER_MESSAGES } from '@/lib/users/messages';

// Multipart framing around a 5 MB file.
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** POST /api/v1/users/{id}/profile-image: multipart field `image`; JPEG, PNG or WebP up to 5 MB, stored as WebP. */
export const POST = route({
  auth: 'user',
  params: userIdParamsSchema,
  handler: async ({ req, params, actor }) => {
    assertCanAccessUser(actor, params.id);
    // With UploadThing the photo goes from the browser to UploadThing (the profilePhoto endpoint of /api/uploadthing).
    if (directUploadsEnabled()) throw new AppError('BAD_REQUEST', DIRECT_UPLOADS_ONLY_MESSAGE);
    if (Number(req.headers.get('content-length')) > MAX_REQUEST_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_MESSAGES.tooLarge);
    }
    if (!req.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw new AppError('BAD_REQUEST', STORAGE_MESSAGES.missing);
    }
    // Counted as it arrives: Content-Length is optional, and formData() would hold it all first.
    const bounded = await boundedRequest(req, MAX_REQUEST_BYTES, STORAGE_MESSAGES.tooLarge);
    let form: FormData;
    try {
      form = await bounded.formData();
    } catch {
      throw new AppError('BAD_REQUEST', STORAGE_MESSAGES.missing);
    }
    const file = form.get('image') ?? form.get('profileImage') ?? form.get('profilePic');
    if (!(file instanceof Blob) || file.size === 0) throw new AppError('BAD_REQUEST', STORAGE_MESSAGES.missing);
    if (file.size > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_MESSAGES.tooLarge);
    const webp = await toAvatarWebp(new Uint8Array(await file.arrayBuffer()));
    const url = await saveUpload('avatars', webp);
    try {
      const { user: updated, previous } = await setProfileImage(await getDb(), actor, params.id, url);
      await deleteStoredFiles(await getDb(), [previous]);
      return ok(updated, { message: USER_MESSAGES.photoUpdated, headers: { 'cache-control': 'private, no-store' } });
    } catch (e) {
      await deleteUpload(url);
      throw e;
    }
  },
});
