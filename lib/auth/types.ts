import type { PostalAddress } from '../db/schema';

export type UserRole = 'user' | 'admin';

/** The signed-in user as the server sees them on this request (always read from the database). */
export interface AuthUser {
  id: string;
  role: UserRole;
  name: string;
  email: string | null;
  emailVerified: boolean;
  sessionVersion: number;
}

export interface Session {
  user: AuthUser;
  /** How the request proved who it is: the cookie is subject to the same-origin check, a bearer token is not. */
  via: 'cookie' | 'bearer';
  /** The role the credential was issued with; differs from user.role after a role change. */
  claimedRole: UserRole;
  remember: boolean;
  /** The sign-in this credential belongs to; null for credentials issued before session ids. */
  sid: string | null;
  /** When the presented credential lapses. */
  expiresAt: Date | null;
}

/** The user as the API and the pages show them. */
export interface UserDto {
  _id: string;
  id: string;
  name: string;
  email: string | null;
  role: UserRole;
  isAdmin: boolean;
  isEmailVerified: boolean;
  profileImage: string | null;
  profilePic: string | null;
  phone: string | null;
  address: PostalAddress | null;
  hasPassword: boolean;
  authProviders: string[];
  pendingEmail: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}
