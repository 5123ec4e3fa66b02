import { resendVerification } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { emailOnlySchema } from '@/lib/auth/schemas';
import { getDb } from '@/lib/db/client';
import { sendQueuedEmails } from '@/lib/email/send-queued';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** POST /api/v1/auth/resend-confirmation: same answer whether or not the address has an account. */
export const POST = route({
  body: emailOnlySchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const { emails } = await resendVerification(await getDb(), body.email, { ip });
    await sendQueuedEmails(emails);
    return ok(null, { message: AUTH_MESSAGES.resendSent });
  },
});
