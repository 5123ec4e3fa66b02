import { limitPasswordReset, requestPasswordReset } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { emailOnlySchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { runAfterResponse } from '@/lib/runtime/after-response';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/forgot-password: the same answer, after the same work, whether or not the
 * address has an account. Only the rate limit runs before the response; looking the account up
 * and issuing its link run after it, so the response time says nothing about the address.
 */
export const POST = route({
  body: emailOnlySchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    await limitPasswordReset(db, body.email, { ip });
    await runAfterResponse(() => requestPasswordReset(db, body.email));
    return ok(null, { message: AUTH_MESSAGES.forgotSent });
  },
});
