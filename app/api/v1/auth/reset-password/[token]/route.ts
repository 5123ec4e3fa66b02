import { checkResetToken, resetPassword } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { resetPasswordSchema, resetTokenParamsSchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET: is this reset link still good, and whose is it. */
export const GET = route({
  params: resetTokenParamsSchema,
  handler: async ({ params }) =>
    ok(await checkResetToken(await getDb(), params.token), { headers: { 'cache-control': 'private, no-store' } }),
});

/** POST: sets the new password; every session of the account ends. */
export const POST = route({
  params: resetTokenParamsSchema,
  body: resetPasswordSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ params, body }) => {
    return ok(await resetPassword(await getDb(), params.token, body), { message: AUTH_MESSAGES.resetSuccess });
  },
});
