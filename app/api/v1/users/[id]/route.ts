import { z } from 'zod';
import { clearSessionCookies, cookieHeaders } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { forbidden } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { deleteStoredFiles } from '@/lib/uploads/records';
import { adminDeleteUser, adminUpdateUserProfile, getAdminUserDetail } from '@/lib/users/admin';
import { USER_ADMIN_MESSAGES, USER_MESSAGES } from '@/lib/users/messages';
import { deleteAccount, deleteAccountSchema } from '@/lib/users/delete-account';
import { getUserProfile, updateProfileSchema, updateUserProfile, userIdParamsSchema } from '@/lib/users/profile';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * GET /api/v1/users/{id}: one's own profile; an admin reads anyone's, with their status, order
 * count and total spent (the back office's profile modal).
 */
export const GET = route({
  auth: 'user',
  params: userIdParamsSchema,
  handler: async ({ params, user }) => {
    const db = await getDb();
    const data = user.role === 'admin' ? await getAdminUserDetail(db, params.id) : await getUserProfile(db, user, params.id);
    return ok(data, { headers: noStore });
  },
});

/** PUT /api/v1/users/{id}: name, phone, address; the photo can be removed here (uploads go to …/profile-image). */
export const PUT = route({
  auth: 'user',
  params: userIdParamsSchema,
  body: updateProfileSchema,
  maxBodyBytes: 8 * 1024,
  handler: async ({ params, body, actor }) => {
    const db = await getDb();
    // An admin editing someone else's profile is an admin write: it is audited.
    const { user: updated, removedImage } =
      actor.role === 'admin' && actor.id !== params.id
        ? await adminUpdateUserProfile(db, actor, params.id, body)
        : await updateUserProfile(db, actor, params.id, body);
    await deleteStoredFiles(db, [removedImage]);
    return ok(updated, { message: USER_MESSAGES.updated, headers: noStore });
  },
});

/**
 * DELETE /api/v1/users/{id}. One's own account: typed confirmation and password, and never an
 * admin's own (USER_ADMIN_MESSAGES.ownDelete). Someone else's: admins only, no body needed; the
 * same erasure, audited, refused for the last admin.
 */
export const DELETE = route({
  auth: 'user',
  params: userIdParamsSchema,
  // Read per path below: only closing one's own account needs a body.
  body: z.unknown(),
  maxBodyBytes: 2 * 1024,
  handler: async ({ req, params, body, cookies, actor }) => {
    const db = await getDb();
    if (actor.id === params.id) {
      const { removedImage } = await deleteAccount(db, actor, params.id, deleteAccountSchema.parse(body));
      await deleteStoredFiles(db, [removedImage]);
      return ok(null, {
        message: 'Your account has been deleted',
        headers: cookieHeaders(clearSessionCookies(req, cookies.keys())),
      });
    }
    if (actor.role !== 'admin') throw forbidden(USER_MESSAGES.ownProfileOnly);
    const { removedImage } = await adminDeleteUser(db, actor, params.id);
    await deleteStoredFiles(db, [removedImage]);
    return ok(null, { message: USER_ADMIN_MESSAGES.deleted, headers: noStore });
  },
});
