/*
 * Texts, constants and shapes of the back office's user management. Import-free of zod and the
 * database: the admin pages bundle this file.
 */
import type { PostalAddress } from '../db/schema';
import type { UserDto, UserRole } from '../auth/types';

export const ADMIN_USER_MESSAGES = {
  roleUpdated: 'User role updated successfully!',
  roleUnchanged: 'The user already has this role',
  deleted: 'User deleted successfully!',
  roleInvalid: 'Role must be user or admin',
  roleFilterInvalid: 'Role must be all, admin or user',
  statusFilterInvalid: 'Status must be all, active, inactive or deleted',
  sortInvalid: 'Sort must be one of name, email, role, status, createdAt or lastLoginAt',
  orderInvalid: 'Order must be asc or desc',
  ownRole: 'You cannot change your own role. Ask another admin to do it.',
  ownDelete: 'You cannot delete your own admin account. Ask another admin to change your role first.',
  lastAdmin: 'The store must keep at least one admin: this is the last one.',
  // Failures (docs/requirements.md#error-catalogue).
  loadFailed: 'Failed to load users. Please try again.',
  serverError: 'Server error. Please try again later.',
  authFailed: 'Authentication failed. Please login again.',
  roleFailed: 'Failed to update user role',
  deleteFailed: 'Failed to delete user',
  profileFailed: 'Failed to fetch user profile',
} as const;

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
