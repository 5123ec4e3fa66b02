import { registerUser } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { clearGuestCookieHeader } from '@/lib/auth/guest';
import { mergeGuestBags } from '@/lib/cart/merge';
import { guestIdFrom } from '@/lib/http/bag-owner';
import { registerSchema } from '@/lib/auth/schemas';
import { getDb } from '@/lib/db/client';
import { sendQueuedEmails } from '@/lib/email/send-queued';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/** POST /api/v1/auth/register: creates the account (not signed in), keeps the guest's bag for it, and sends the verification link. */
export const POST = route({
  body: registerSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ req, body, ip, cookies }) => {
    const db = await getDb();
    const { result: user, emails } = await registerUser(db, body, { ip });
    await sendQueuedEmails(emails);
    // The guest's bag is kept for the new account: it is there at the first sign-in.
    const guestId = guestIdFrom(cookies);
    const { wishlistMerged, cartMerged, mergedItems, wishlistCount, cartCount } = await mergeGuestBags(db, guestId, user.id);
    return ok(
      { user: await userDto(db, user), email: user.email, redirectTo: '/email-verification', wishlistMerged, cartMerged, mergedItems, wishlistCount, cartCount },
      { status: 201, message: AUTH_MESSAGES.registerSuccess, headers: guestId ? [['set-cookie', clearGuestCookieHeader(req)]] : undefined },
    );
  },
});
