/*
 * Texts for the codes /auth/google/error receives (docs/requirements.md#error-catalogue). Pure: no imports, so the
 * error page bundles it and the tests read it directly.
 */

export const GOOGLE_ERROR_MESSAGES = {
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

type GoogleErrorCode = keyof typeof GOOGLE_ERROR_MESSAGES;

export const GOOGLE_ERROR_FALLBACK = 'Google authentication failed';

function isKnownCode(code: string): code is GoogleErrorCode {
  return Object.prototype.hasOwnProperty.call(GOOGLE_ERROR_MESSAGES, code);
}

/** Longest message param shown as is; anything longer is not a message the server wrote. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * The text for an error code. Unknown codes show the `message` param (plain text, rendered by
 * React, so it cannot inject markup), else the generic fallback.
 */
export function googleErrorMessage(code: string | null | undefined, message?: string | null): string {
  if (code && isKnownCode(code)) return GOOGLE_ERROR_MESSAGES[code];
  const text = message?.trim();
  if (text && text.length <= MAX_MESSAGE_LENGTH) return text;
  return GOOGLE_ERROR_FALLBACK;
}

/** Merge problems: the shopper is signed in anyway, so these are warnings. */
const GOOGLE_MERGE_WARNINGS = {
  wishlist_merge_failed: 'You are signed in, but we could not save your guest wishlist to your account.',
  cart_merge_failed: 'You are signed in, but we could not save your guest cart to your account.',
  partial_merge: 'You are signed in, but some of your saved items could not be added to your account.',
} as const satisfies Record<string, string>;

export const GOOGLE_MERGE_WARNING_FALLBACK =
  'You are signed in, but there was a problem saving your guest cart and wishlist.';

export function googleMergeWarning(mergeError: string | null | undefined): string {
  if (mergeError && Object.prototype.hasOwnProperty.call(GOOGLE_MERGE_WARNINGS, mergeError)) {
    return GOOGLE_MERGE_WARNINGS[mergeError as keyof typeof GOOGLE_MERGE_WARNINGS];
  }
  return GOOGLE_MERGE_WARNING_FALLBACK;
}
