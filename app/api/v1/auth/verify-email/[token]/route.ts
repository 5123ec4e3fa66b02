import { verifyEmail } from '@/lib/auth/accounts';
import { cookieHeaders } from '@/lib/auth/cookies';
import { clearGuestCookieHeader } from '@/lib/auth/guest';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { tokenParamsSchema } from '@/lib/auth/schema';
import { clearSignupCookieHeader, SIGNUP_COOKIE } from '@/lib/auth/signup-cookie';
import { signInAfterVerification } from '@/lib/auth/verification-sign-in';
import { getDb } from '@/lib/db/client';
import { guestIdFrom, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/**
 * GET /api/v1/auth/verify-email/{token}: called by the /verify-email page's script, not by mail
 * scanners. In the browser that registered the account (its signup cookie), it also signs the
 * customer in and moves this browser's guest bag into the account.
 */
export const GET = route({
  params: tokenParamsSchema,
  handler: async ({ params, cookies }) => {
    const db = await getDb();
    const result = await verifyEmail(db, params.token);
    const message = result.alreadyVerified ? AUTH_MESSAGES.emailAlreadyVerified : AUTH_MESSAGES.emailVerified;
    const base = { email: result.email, emailChanged: result.emailChanged };
    const guestId = guestIdFrom(cookies);
    const signedIn = await signInAfterVerification(db, result, { signupCookie: cookies.get(SIGNUP_COOKIE), guestId });
    if (!signedIn) return ok({ ...base, redirectTo: result.redirectTo, signedIn: false }, { message });
    const setCookies = [...signedIn.session.setCookies, clearSignupCookieHeader()];
    if (guestId) setCookies.push(clearGuestCookieHeader());
    return ok(
      { ...base, redirectTo: signedIn.redirectTo, signedIn: true, user: await userDto(db, signedIn.user), ...signedIn.merge },
      { message, headers: [...NO_STORE, ...cookieHeaders(setCookies)] },
    );
  },
});
