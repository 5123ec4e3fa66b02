import { limitEmailCodeRequest, sendEmailCode } from '@/lib/auth/email-code';
import { emailCodeSentMessage } from '@/lib/auth/messages';
import { emailOnlySchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { runAfterResponse } from '@/lib/runtime/after-response';

/**
 * POST /api/v1/auth/email-code: emails a 6-digit sign-in code. 202 with the same answer for every
 * address, after the same work: only the rate limit runs before the response; looking the address
 * up, issuing the code and queueing its email run after it.
 */
export const POST = route({
  body: emailOnlySchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    await limitEmailCodeRequest(db, body.email, { ip });
    await runAfterResponse(() => sendEmailCode(db, body.email));
    return ok(null, { status: 202, message: emailCodeSentMessage(body.email) });
  },
});
