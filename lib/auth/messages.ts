/*
 * The user-visible texts of sign-in, registration, verification, password reset and Google
 * sign-in, shared by the browser forms and the server's zod schemas so both sides say exactly the
 * same thing; one file per domain, one naming scheme (docs/architecture.md#messages).
 * No imports: client components bundle this file.
 */

/** Registration, reset and change all require 8 (docs/decisions.md#passwords-of-at-least-8-characters). */
export const PASSWORD_MIN_LENGTH = 8;

/** A simple pattern: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sign-in code lives this long and takes this many wrong tries (lib/auth/email-code.ts). */
export const EMAIL_CODE_MINUTES = 10;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_CODE_LENGTH = 6;

export const AUTH_MESSAGES = {
  // Field validation
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  newPasswordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'Please accept the Terms and Privacy Policy',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailUnchanged: 'This is already your email address',

  codeRequired: 'Enter the 6-digit code from the email',
  codeFormat: 'The code is 6 digits',

  // Server answers
  loginSuccess: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  accountDeactivated: 'Your account has been deactivated. Please contact support.',
  registerSuccess: 'Account created successfully! Please check your email to verify your account.',
  accountExists: 'An account with this email already exists',
  logoutSuccess: 'Logged out successfully',
  loggedOutEverywhere: 'Signed out on every device',
  logoutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
  emailVerified: 'Email verified successfully',
  emailAlreadyVerified: 'Email already verified',
  invalidVerificationLink: 'Invalid or expired verification link',
  resendSent: 'If an account with this email is waiting for verification, a new link is on its way.',
  forgotSent: 'If an account exists for this email, a password reset link is on its way.',
  invalidResetToken: 'Invalid or expired reset token',
  resetSuccess: 'Password reset successful',
  emailCodeInvalid: 'That code is not right, or it has expired. Check the latest email, or send a new code.',
  emailCodeUsedUp: 'Too many wrong tries for this code. Send a new code.',
  passwordChanged: 'Password changed successfully',

  // Toasts and screens
  welcomeBack: 'Welcome back!',
  signedOut: 'Signed out successfully',
  authFailed: 'Authentication failed. Please try again.',
  missingAuthData: 'Missing authentication data',
  noVerificationToken: 'No verification token provided',
  invalidLoginResponse: 'Invalid login response - no user data',
  networkError: 'Network error. Please check your connection.',

  // Defaults when a failure carries no message (docs/requirements.md#error-catalogue)
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  emailVerificationFailed: 'Email verification failed',
  verifyEmailFailed: 'Failed to verify email',
  resendFailed: 'Failed to resend verification email',
  fetchProfileFailed: 'Failed to fetch user profile',
  updateProfileFailed: 'Failed to update user profile',
  forgotFailed: 'Failed to send password reset email',
  resetFailed: 'Failed to reset password',
} as const;

/** The answer to a request for a code: the same for every address. */
export function emailCodeSentMessage(email: string): string {
  return `We sent a ${EMAIL_CODE_LENGTH}-digit code to ${email}. It expires in ${EMAIL_CODE_MINUTES} minutes.`;
}

/** change-email's answer names the new address. */
export function changeEmailSentMessage(newEmail: string): string {
  return `We sent a confirmation link to ${newEmail}. Your email changes once you confirm it.`;
}

/** The merge part of the welcome toast, or null when nothing was merged. */
export function mergeSummary(wishlist: number, cart: number): string | null {
  const parts: string[] = [];
  if (wishlist > 0) parts.push(`${wishlist} wishlist ${wishlist === 1 ? 'item' : 'items'}`);
  if (cart > 0) parts.push(`${cart} cart ${cart === 1 ? 'item' : 'items'}`);
  return parts.length ? `We saved ${parts.join(' and ')} to your account.` : null;
}

export const AUTH_GOOGLE_MESSAGES = {
  access_denied: 'You cancelled the Google sign-in.',
  email_exists: 'An account with this email already exists. Please sign in with your email and password.',
  server_error: 'Google sign-in is unavailable right now. Please try again later.',
  invalid_grant: 'The sign-in code expired. Please try again.',
  redirect_uri_mismatch: 'Google sign-in is misconfigured. Please contact support.',
  missing_code: 'Google sign-in was cancelled or interrupted.',
  token_exchange_failed: 'We could not complete Google sign-in. Please try again.',
  user_info_failed: 'We could not complete Google sign-in. Please try again.',
  not_configured: 'Google sign-in is not configured on this store.',
} as const satisfies Record<string, string>;
