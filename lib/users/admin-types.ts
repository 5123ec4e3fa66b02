/*
 * Constants, labels and shapes of the back office's user management (its texts are in messages.ts). Import-free of zod and the
 * database: the admin pages bundle this file.
 */
import type { PostalAddress } from '../db/schema';
import type { UserDto, UserRole } from '../auth/types';

export const USER_ROLES = ['user', 'admin'] as const satisfies readonly UserRole[];
export const ROLE_LABELS: Record<UserRole, string> = { user: 'Customer', admin: 'Admin' };

export type UserStatus = 'active' | 'inactive' | 'deleted';
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive', deleted: 'Deleted' };

export const USER_SORT_KEYS = ['name', 'email', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const USER_SEARCH_MAX_LENGTH = 100;
export const USERS_DEFAULT_LIMIT = 10;
export const USERS_MAX_LIMIT = 100;

/** One row of GET /api/v1/users. */
export interface AdminUserListItem {
  _id: string;
  id: string;
  name: string;
  email: string | null;
  role: UserRole;
  isAdmin: boolean;
  status: UserStatus;
  isEmailVerified: boolean;
  profileImage: string | null;
  profilePic: string | null;
  phone: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/** The stats strip: every account that is not deleted, whatever the filters. */
export interface AdminUserStats {
  total: number;
  active: number;
  inactive: number;
  admins: number;
  customers: number;
  verified: number;
  /** Accounts opened since the 1st of this month, India time. */
  newThisMonth: number;
}

/** GET /api/v1/users/{id} as an admin sees it: the profile plus what the person bought. */
export interface AdminUserDetail extends UserDto {
  status: UserStatus;
  address: PostalAddress | null;
  orderCount: number;
  /** Rupees: the totals of orders whose payment completed. */
  totalSpent: number;
}
