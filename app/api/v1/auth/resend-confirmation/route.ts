import { limitResendVerification, resendVerification } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { emailOnlySchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { runAfterResponse } from '@/lib/runtime/after-response';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/resend-confirmation: the same answer, after the same work, whether or not
 * the address has an account waiting for verification (see forgot-password).
 */
export const POST = route({
  body: emailOnlySchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    await limitResendVerification(db, body.email, { ip });
    await runAfterResponse(() => resendVerification(db, body.email));
    return ok(null, { message: AUTH_MESSAGES.resendSent });
  },
});
