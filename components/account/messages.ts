/*
 * Limits and texts of the account forms. Zod-free (client components bundle it); the texts are
 * the server's own (lib/auth/messages, lib/users/messages; an address's are lib/addresses/messages),
 * so a browser check and the server's answer say the same thing. The server stays authoritative.
 */
import { AUTH_MESSAGES, EMAIL_PATTERN } from '@/lib/auth/messages';

export { EMAIL_PATTERN };

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
/** Image uploads time out after 30 s. */
export const PROFILE_IMAGE_UPLOAD_TIMEOUT_MS = 30_000;

/** The server schema's maximum lengths (updateProfileSchema; the address's are lib/addresses/schema's). */
export const MAX_LENGTH = {
  name: 80,
  phone: 20,
} as const;

export const ACCOUNT_UI_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: AUTH_MESSAGES.updateProfileFailed,
  fixFields: 'Please correct the highlighted fields.',

  imageTooLarge: 'Image must be 5 MB or smaller',
  imageWrongType: 'Please upload a JPEG, PNG or WebP image',
  photoUpdated: 'Profile photo updated',
  photoRemoved: 'Profile photo removed',
  photoUploadFailed: 'Failed to upload the photo. Please try again.',
  uploadTimedOut: 'The upload took too long. Please try again.',

  resendFailed: AUTH_MESSAGES.resendFailed,

  currentPasswordRequired: 'Current password is required',
  passwordChanged: AUTH_MESSAGES.passwordChanged,
  passwordChangeFailed: 'Failed to change password',

  invalidEmail: AUTH_MESSAGES.invalidEmail,
  sameEmail: 'This is already your email address',
  emailChangeFailed: 'Failed to change email address',

  typeDelete: 'Type DELETE to confirm',
  passwordRequired: AUTH_MESSAGES.passwordRequired,
  accountDeleted: 'Your account has been deleted',
  deleteFailed: 'Failed to delete your account',

  network: AUTH_MESSAGES.networkError,
} as const;
