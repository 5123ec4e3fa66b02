/*
 * Texts for the codes /auth/google/error receives (docs/requirements.md#error-catalogue). Pure: imports only
 * messages.ts, so the error page bundles it and the tests read it directly.
 */
import { AUTH_GOOGLE_MESSAGES } from './messages';

type GoogleErrorCode = keyof typeof AUTH_GOOGLE_MESSAGES;

export const GOOGLE_ERROR_FALLBACK = 'Google authentication failed';

function isKnownCode(code: string): code is GoogleErrorCode {
  return Object.prototype.hasOwnProperty.call(AUTH_GOOGLE_MESSAGES, code);
}

/** Longest message param shown as is; anything longer is not a message the server wrote. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * The text for an error code. Unknown codes show the `message` param (plain text, rendered by
 * React, so it cannot inject markup), else the generic fallback.
 */
export function googleErrorMessage(code: string | null | undefined, message?: string | null): string {
  if (code && isKnownCode(code)) return AUTH_GOOGLE_MESSAGES[code];
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
