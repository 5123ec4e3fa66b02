import type { UserDto } from '@/lib/auth/types';

// The server's own type (type-only: nothing from the server module reaches the browser bundle).
export type { UserDto };

/** Initials from the first letters of the first and last name, else 'U'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0];
  if (!first) return 'U';
  const last = words.length > 1 ? words[words.length - 1]?.[0] : undefined;
  return `${first}${last ?? ''}`.toUpperCase();
}

export function firstNameOf(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] || 'there';
}

export function isAdminUser(user: Pick<UserDto, 'role' | 'isAdmin'> | null | undefined): boolean {
  return !!user && (user.role === 'admin' || user.isAdmin === true);
}

/** The avatar picture: profileImage, else the older profilePic field. */
export function avatarOf(user: Pick<UserDto, 'profileImage' | 'profilePic'>): string | null {
  return user.profileImage || user.profilePic || null;
}
