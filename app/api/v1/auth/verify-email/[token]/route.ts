import { verifyEmail } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { tokenParamsSchema } from '@/lib/auth/schemas';
import { getDb } from '@/lib/db/client';
import { sendQueuedEmails } from '@/lib/email/send-queued';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/auth/verify-email/{token}: called by the /verify-email page's script, not by mail scanners. */
export const GET = route({
  params: tokenParamsSchema,
  handler: async ({ params }) => {
    const { result, emails } = await verifyEmail(await getDb(), params.token);
    await sendQueuedEmails(emails);
    return ok(
      { redirectTo: result.redirectTo, email: result.email, emailChanged: result.emailChanged },
      { message: result.alreadyVerified ? AUTH_MESSAGES.emailAlreadyVerified : AUTH_MESSAGES.emailVerified },
    );
  },
});
