import type { Db } from '../db/client';
import { mergeGuestBags } from '../cart/merge';
import type { MergeResult } from '../cart/types';
import { findUserById, type UserWithDetails } from '../users/queries';
import type { VerifyEmailResult } from './accounts';
import { issueSession, type IssuedSession } from './cookies';
import { signupFrom } from './signup-cookie';

export interface VerificationSignIn {
  user: UserWithDetails;
  session: IssuedSession;
  merge: MergeResult;
  /** Back to the checkout the registration started from, or to the bag the shopper filled, else to the shop. */
  redirectTo: '/checkout' | '/cart' | '/';
}

/**
 * After a verification link was applied: signs the customer in when this browser registered them
 * (its signup cookie names the link's account) and moves this browser's guest bag into the
 * account, as a sign-in does. Only the link's first use, only a new account's own address (not
 * an email change), only an active account; anything else answers null and the shopper signs in
 * with their password as before.
 */
export async function signInAfterVerification(
  db: Db,
  verified: VerifyEmailResult,
  browser: { signupCookie: string | null | undefined; guestId: string | null },
): Promise<VerificationSignIn | null> {
  if (verified.alreadyVerified || verified.emailChanged) return null;
  const signup = signupFrom(browser.signupCookie);
  if (signup?.userId !== verified.userId) return null;
  const user = await findUserById(db, verified.userId);
  if (!user || user.status !== 'active') return null;
  // Not "remember me": nobody chose it; the session ends with the browser, as the login form's default.
  const [session, merge] = await Promise.all([issueSession(user, false), mergeGuestBags(db, browser.guestId, user.id)]);
  const redirectTo = merge.cartCount > 0 ? (signup.fromCheckout ? '/checkout' : '/cart') : '/';
  return { user, session, merge, redirectTo };
}
