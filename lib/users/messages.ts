/*
 * What the profile API and the back office's user screens say. No imports: client components
 * bundle this file. One file per domain, one naming scheme: docs/architecture.md#messages.
 */

export const USER_ADMIN_MESSAGES = {
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

export const USER_MESSAGES = {
  notFound: 'User not found',
  ownProfileOnly: 'You can only access your own profile',
  updated: 'Profile updated successfully',
  photoUpdated: 'Profile photo updated',
} as const;
