import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import {
  carts,
  emailVerificationTokens,
  oauthAccounts,
  passwordResetTokens,
  reviews,
  savedAddresses,
  stockAlerts,
  users,
  wishlists,
} from '../db/schema';
import { verifyPassword } from '../auth/password';
import type { AuthUser } from '../auth/types';
import { AppError, forbidden, notFound } from '../errors';
import { AUTH_MESSAGES } from '../auth/messages';
import { USER_ADMIN_MESSAGES, USER_MESSAGES } from './messages';
import { findUserById } from './queries';

const DELETED_USER_NAME = 'Deleted customer';
const ANONYMOUS_REVIEWER_NAME = 'Former customer';

export const deleteAccountSchema = z.object({
  confirmation: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  password: z.string().max(128).optional(),
});

/**
 * Removes a person's data and keeps the business records. Orders stay (GST law keeps invoices for
 * years) with the name and address they were shipped to; the account itself loses name, email,
 * phone, addresses, photo, password, Google links, cart, wishlist and back-in-stock requests, and
 * its reviews stay under an anonymous name. Every session ends (the session version moves on).
 *
 * The one erasure both paths share: a person closing their own account, and an admin deleting
 * someone else's. Run it inside the caller's transaction.
 */
export async function erasePersonalData(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.userId, id));
  await tx.delete(wishlists).where(eq(wishlists.userId, id));
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, id));
  await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, id));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
  // Back-in-stock requests made while signed in hold the account's address.
  await tx.delete(stockAlerts).where(eq(stockAlerts.userId, id));
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
}

/**
 * Closes one's own account: typed confirmation, and the password when the account has one.
 * Admins deleting someone else go through adminDeleteUser (lib/users/admin.ts). An admin cannot
 * close their own account while an admin: the store must never lose its last one, and an
 * admin's departure is another admin's decision (they change the role first).
 * Returns the photo to delete from storage.
 */
export async function deleteAccount(
  db: Db,
  actor: AuthUser,
  id: string,
  input: z.output<typeof deleteAccountSchema>,
): Promise<{ removedImage: string | null }> {
  if (actor.id !== id) throw forbidden(USER_MESSAGES.ownProfileOnly);
  if (actor.role === 'admin') throw forbidden(USER_ADMIN_MESSAGES.ownDelete);
  const user = await findUserById(db, id);
  if (!user || user.status === 'deleted') throw notFound(USER_MESSAGES.notFound);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    throw new AppError('WRONG_PASSWORD', AUTH_MESSAGES.currentPasswordIncorrect, { errors: { password: [AUTH_MESSAGES.currentPasswordIncorrect] } });
  }
  await db.transaction((tx) => erasePersonalData(tx, id));
  return { removedImage: user.profileImage };
}
