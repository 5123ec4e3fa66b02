import type { users } from '../db/schema';
import type { UserDto } from '../auth/types';

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow, extra: { authProviders?: string[]; pendingEmail?: string | null } = {}): UserDto {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.role === 'admin',
    isEmailVerified: row.emailVerifiedAt != null,
    profileImage: row.profileImage,
    // The older client read either name; both carry the same value.
    profilePic: row.profileImage,
    phone: row.phone,
    address: row.address,
    hasPassword: row.passwordHash != null,
    authProviders: extra.authProviders ?? [],
    pendingEmail: extra.pendingEmail ?? null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
