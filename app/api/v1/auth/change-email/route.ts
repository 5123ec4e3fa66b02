import { requestEmailChange } from '@/lib/auth/accounts';
import { changeEmailSentMessage } from '@/lib/auth/messages';
import { changeEmailSchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/** POST /api/v1/auth/change-email: the address changes only when the link sent to it is opened. */
export const POST = route({
  auth: 'user',
  body: changeEmailSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, user }) => {
    const db = await getDb();
    const result = await requestEmailChange(db, user.id, body);
    return ok({ user: await userDto(db, result) }, { message: changeEmailSentMessage(body.newEmail) });
  },
});
