import { getDb } from '@/lib/db/client';
import { retryEmail } from '@/lib/email/admin';
import { EMAIL_ADMIN_MESSAGES } from '@/lib/email/messages';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { isId } from '@/lib/ids';

const params = z.object({ id: z.string().refine(isId, 'Invalid email id') });

/**
 * POST /api/v1/emails/{id}/retry (admin): a failed email is due again, and is tried after the
 * response (retryEmail's transaction promises it); the answer says it will be sent, not that it was.
 */
export const POST = route({
  auth: 'admin',
  params,
  handler: async ({ params, actor }) => {
    const email = await retryEmail(await getDb(), actor, params.id);
    return ok(email, { message: EMAIL_ADMIN_MESSAGES.retried });
  },
});
