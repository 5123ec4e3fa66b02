import { clearSessionCookies, cookieHeaders } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { deleteUpload } from '@/lib/storage/store';
import { deleteAccount, deleteAccountSchema } from '@/lib/users/delete-account';
import { getUserProfile, updateProfileSchema, updateUserProfile, USER_MESSAGES, userIdParamsSchema } from '@/lib/users/profile';

const noStore = { 'cache-control': 'private, no-store' };

/** GET /api/v1/users/{id}: one's own profile, or anyone's for an admin. */
export const GET = route({
  auth: 'user',
  params: userIdParamsSchema,
  handler: async ({ params, user }) => ok(await getUserProfile(await getDb(), user, params.id), { headers: noStore }),
});

/** PUT /api/v1/users/{id}: name, phone, address; the photo can be removed here (uploads go to …/profile-image). */
export const PUT = route({
  auth: 'user',
  params: userIdParamsSchema,
  body: updateProfileSchema,
  maxBodyBytes: 8 * 1024,
  handler: async ({ params, body, user }) => {
    const { user: updated, removedImage } = await updateUserProfile(await getDb(), user, params.id, body);
    await deleteUpload(removedImage);
    return ok(updated, { message: USER_MESSAGES.updated, headers: noStore });
  },
});

/** DELETE /api/v1/users/{id}: closes one's own account (typed confirmation and password). */
export const DELETE = route({
  auth: 'user',
  params: userIdParamsSchema,
  body: deleteAccountSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ req, params, body, user, cookies }) => {
    const { removedImage } = await deleteAccount(await getDb(), user, params.id, body);
    await deleteUpload(removedImage);
    const self = user.id === params.id;
    return ok(null, {
      message: self ? 'Your account has been deleted' : 'Account deleted',
      headers: self ? cookieHeaders(clearSessionCookies(req, cookies.keys())) : undefined,
    });
  },
});
