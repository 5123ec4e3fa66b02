import { registerUser } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { emptyMergeResult } from '@/lib/auth/responses';
import { registerSchema } from '@/lib/auth/schemas';
import { getDb } from '@/lib/db/client';
import { sendQueuedEmails } from '@/lib/email/send-queued';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/** POST /api/v1/auth/register: creates the account (not signed in) and sends the verification link. */
export const POST = route({
  body: registerSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    const { result: user, emails } = await registerUser(db, body, { ip });
    await sendQueuedEmails(emails);
    // The spec's register answer carries the merge flags and counts but no mergedItems.
    const { wishlistMerged, cartMerged, wishlistCount, cartCount } = emptyMergeResult();
    return ok(
      { user: await userDto(db, user), email: user.email, redirectTo: '/email-verification', wishlistMerged, cartMerged, wishlistCount, cartCount },
      { status: 201, message: AUTH_MESSAGES.registerSuccess },
    );
  },
});
