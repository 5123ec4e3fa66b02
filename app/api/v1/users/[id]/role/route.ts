import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { setRoleSchema, setUserRole } from '@/lib/users/admin';
import { USER_ADMIN_MESSAGES } from '@/lib/users/messages';
import { userIdParamsSchema } from '@/lib/users/profile';

/**
 * PUT /api/v1/users/{id}/role {role: 'user' | 'admin'} (admins). Refuses one's own role (403)
 * and demoting the last admin (409); ends the person's sessions when the role changes.
 */
export const PUT = route({
  auth: 'admin',
  params: userIdParamsSchema,
  body: setRoleSchema,
  maxBodyBytes: 1024,
  handler: async ({ params, body, actor }) => {
    const { user: updated, changed } = await setUserRole(await getDb(), actor, params.id, body.role);
    return ok(updated, {
      message: changed ? USER_ADMIN_MESSAGES.roleUpdated : USER_ADMIN_MESSAGES.roleUnchanged,
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
