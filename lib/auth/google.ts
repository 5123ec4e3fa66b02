import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oauthAccounts, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueEmail } from '../email/outbox';
import { absoluteUrl } from '../seo';
import { stripInvisibleChars } from '../text/invisible';
import { findUserByEmail, findUserById, type UserRow } from '../users/queries';

export interface GoogleProfile {
  sub: string;
  email?: string | null;
  emailVerified?: boolean | null;
  name?: string | null;
}

/** Why a Google sign-in was turned away; the codes are the ones /auth/google/error explains. */
export class GoogleSignInError extends Error {
  constructor(readonly code: 'email_exists' | 'user_info_failed' | 'access_denied') {
    super(code);
    this.name = 'GoogleSignInError';
  }
}

/**
 * Finds or creates the store account for a Google identity.
 * - Known Google account: that user.
 * - Same email as an existing account, verified by Google: linked to it, not duplicated. If the
 *   existing account never proved its email, its password is removed and its sessions end — whoever
 *   registered that address without owning the inbox must not keep a way in ("pre-account takeover").
 * - Otherwise a new, already verified account.
 */
export async function signInWithGoogle(db: Db, profile: GoogleProfile): Promise<UserRow> {
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.providerAccountId, profile.sub)))
    .limit(1);
  if (linked) {
    const user = await findUserById(db, linked.userId);
    if (!user || user.status !== 'active') throw new GoogleSignInError('access_denied');
    const [updated] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
    return updated ?? user;
  }

  const email = profile.email?.trim().toLowerCase();
  if (!email) throw new GoogleSignInError('user_info_failed');
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (profile.emailVerified === false) throw new GoogleSignInError('email_exists');
    if (existing.status !== 'active') throw new GoogleSignInError('access_denied');
    const result = await db.transaction(async (tx) => {
      await tx.insert(oauthAccounts).values({ userId: existing.id, provider: 'google', providerAccountId: profile.sub, email });
      const unproven = !existing.emailVerifiedAt;
      const [updated] = await tx
        .update(users)
        .set({
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          lastLoginAt: new Date(),
          ...(unproven ? { passwordHash: null, sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
        })
        .where(eq(users.id, existing.id))
        .returning();
      return updated ?? existing;
    });
    return result;
  }

  if (profile.emailVerified === false) throw new GoogleSignInError('email_exists');
  return inTransaction(db, async (tx, effects) => {
    const [user] = await tx
      .insert(users)
      .values({
        // Google's profile name is as untrusted as a typed one: the same invisible characters go.
        name: stripInvisibleChars(profile.name ?? '').trim().slice(0, 80) || email.split('@')[0] || 'User',
        email,
        emailVerifiedAt: new Date(),
        lastLoginAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    await tx.insert(oauthAccounts).values({ userId: user.id, provider: 'google', providerAccountId: profile.sub, email });
    const { id } = await enqueueEmail(tx, { to: email, template: 'welcome', name: user.name, shopUrl: absoluteUrl('/products') });
    effects.email(id);
    return user;
  });
}
