import { registerUser } from '@/lib/auth/accounts';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { isCheckoutPath } from '@/lib/auth/redirects';
import { signupCookieHeader } from '@/lib/auth/signup-cookie';
import { registerSchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/*
 * The guest's bag is not moved into the new account here. The browser is still a guest's until
 * the first sign-in, so a bag moved now would vanish from the page and the badges while the
 * account it went to cannot be reached; it stays on the guest cookie and joins the account at
 * the first sign-in in this browser (opening the verification link here, or the login form).
 */
const NOTHING_MERGED = {
  wishlistMerged: false,
  cartMerged: false,
  mergedItems: { wishlist: 0, cart: 0 },
  wishlistCount: 0,
  cartCount: 0,
} as const;

/**
 * POST /api/v1/auth/register: creates the account (not signed in) and sends the verification
 * link; the signup cookie lets that link sign the customer in, in this browser only.
 */
export const POST = route({
  body: registerSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    const user = await registerUser(db, body, { ip });
    return ok(
      { user: await userDto(db, user), email: user.email, redirectTo: '/email-verification', ...NOTHING_MERGED },
      {
        status: 201,
        message: AUTH_MESSAGES.registerSuccess,
        headers: [['set-cookie', signupCookieHeader(user.id, { fromCheckout: isCheckoutPath(body.returnTo) })]],
      },
    );
  },
});
