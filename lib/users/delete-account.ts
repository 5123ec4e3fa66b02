import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  carts,
  emailVerificationTokens,
  oauthAccounts,
  passwordResetTokens,
  reviews,
  savedAddresses,
  users,
  wishlists,
} from '../db/schema';
import { verifyPassword } from '../auth/password';
import { AUTH_MESSAGES } from '../auth/messages';
import type { AuthUser } from '../auth/types';
import { badRequest, notFound } from '../http/errors';
import { assertCanAccessUser, USER_MESSAGES } from './profile';
import { findUserById } from './queries';

export const DELETED_USER_NAME = 'Deleted customer';
export const ANONYMOUS_REVIEWER_NAME = 'Former customer';

export const deleteAccountSchema = z.object({
  confirmation: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  password: z.string().max(128).optional(),
});

/**
 * Removes a person's data and keeps the business records. Orders stay (GST law keeps invoices for
 * years) with the name and address they were shipped to; the account itself loses name, email,
 * phone, addresses, photo, password, Google links, cart and wishlist, and its reviews stay under
 * an anonymous name. Every session ends. Returns the photo to delete from storage.
 */
export async function deleteAccount(
  db: Db,
  actor: AuthUser,
  id: string,
  input: z.output<typeof deleteAccountSchema>,
): Promise<{ removedImage: string | null }> {
  assertCanAccessUser(actor, id);
  const user = await findUserById(db, id);
  if (!user || user.status === 'deleted') throw notFound(USER_MESSAGES.notFound);
  // Admins deleting someone else's account do not know that person's password.
  if (actor.id === id && user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordIncorrect, { password: [AUTH_MESSAGES.currentPasswordIncorrect] });
  }
  await db.transaction(async (tx) => {
    await tx.delete(carts).where(eq(carts.userId, id));
    await tx.delete(wishlists).where(eq(wishlists.userId, id));
    await tx.delete(savedAddresses).where(eq(savedAddresses.userId, id));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    await tx.update(reviews).set({ displayName: ANONYMOUS_REVIEWER_NAME }).where(eq(reviews.userId, id));
    await tx
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        email: null,
        passwordHash: null,
        phone: null,
        address: null,
        profileImage: null,
        emailVerifiedAt: null,
        status: 'deleted',
        deletedAt: new Date(),
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, id));
  });
  return { removedImage: user.profileImage };
}
