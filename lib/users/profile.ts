import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../audit';
import { saveAccountAddress } from '../addresses/account';
import { ADDRESS_MESSAGES } from '../addresses/messages';
import { postalAddressSchema } from '../addresses/schema';
import { normalizeIndianMobile } from '../india';
import { userNameField } from '../auth/schema';
import type { AuthUser, UserDto } from '../auth/types';
import { AppError, forbidden, notFound } from '../errors';
import { ID_PATTERN } from '../ids';
import { findUserById, userDto, type UserRow } from './queries';
import { USER_MESSAGES } from './messages';

export const userIdParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, USER_MESSAGES.notFound) });

export const updateProfileSchema = z
  .object({
    name: userNameField,
    // Empty or null clears the number.
    phone: z
      .string()
      .trim()
      .nullable()
      .transform((v, ctx) => {
        if (!v) return null;
        const digits = normalizeIndianMobile(v);
        if (!digits) ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.phoneInvalid });
        return digits;
      }),
    address: z.nullable(postalAddressSchema),
    // Photos are set by uploading (POST …/profile-image); here they can only be removed.
    profileImage: z.null({ error: 'Upload a photo with the photo button; here it can only be removed' }),
  })
  .partial()
  .strict();

export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

/** A customer reaches only their own account; an admin reaches any. */
export function assertCanAccessUser(actor: AuthUser, userId: string): void {
  if (actor.id !== userId && actor.role !== 'admin') throw forbidden(USER_MESSAGES.ownProfileOnly);
}

async function liveUser(db: DbOrTx, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row || row.status === 'deleted') throw notFound(USER_MESSAGES.notFound);
  return row;
}

export async function getUserProfile(db: Db, actor: AuthUser, id: string): Promise<UserDto> {
  assertCanAccessUser(actor, id);
  return userDto(db, await liveUser(db, id));
}

export async function updateUserProfile(
  db: Db,
  actor: AuthUser,
  id: string,
  input: UpdateProfileInput,
): Promise<{ user: UserDto; removedImage: string | null }> {
  assertCanAccessUser(actor, id);
  const before = await liveUser(db, id);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.profileImage === null) changes.profileImage = null;
  if (Object.keys(changes).length === 0 && input.address === undefined) throw new AppError('BAD_REQUEST', 'Nothing to update');
  const row = await db.transaction(async (tx) => {
    // The delivery address goes through the one writer checkout's "save to my account" uses too.
    if (input.address !== undefined) await saveAccountAddress(tx, id, input.address);
    const [updated] =
      Object.keys(changes).length > 0
        ? await tx.update(users).set(changes).where(eq(users.id, id)).returning()
        : await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return updated;
  });
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return {
    user: await userDto(db, row),
    removedImage: input.profileImage === null ? before.profileImage : null,
  };
}

/** Points the profile at a newly stored photo; returns the previous one so the caller can delete its file. */
export async function setProfileImage(
  db: Db,
  actor: AuthUser & { ip?: string | null },
  id: string,
  url: string,
): Promise<{ user: UserDto; previous: string | null }> {
  assertCanAccessUser(actor, id);
  const before = await liveUser(db, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ profileImage: url }).where(eq(users.id, id)).returning();
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    // An admin changing someone else's photo is an admin write like any other.
    if (actor.id !== id) {
      await recordAudit(tx, actor, {
        action: 'user.update',
        entityType: 'user',
        entityId: id,
        before: { profileImage: before.profileImage },
        after: { profileImage: url },
      });
    }
    return updated;
  });
  return { user: await userDto(db, row), previous: before.profileImage };
}
