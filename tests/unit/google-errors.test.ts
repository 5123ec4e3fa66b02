import { describe, expect, it } from 'vitest';
import {
  GOOGLE_ERROR_FALLBACK,
  GOOGLE_MERGE_WARNING_FALLBACK,
  googleErrorMessage,
  googleMergeWarning,
} from '@/lib/auth/google-errors';
import { AUTH_GOOGLE_MESSAGES } from '@/lib/auth/messages';

describe('googleErrorMessage', () => {
  it.each([
    ['access_denied', 'You cancelled the Google sign-in.'],
    ['email_exists', 'An account with this email already exists. Please sign in with your email and password.'],
    ['server_error', 'Google sign-in is unavailable right now. Please try again later.'],
    ['invalid_grant', 'The sign-in code expired. Please try again.'],
    ['redirect_uri_mismatch', 'Google sign-in is misconfigured. Please contact support.'],
    ['missing_code', 'Google sign-in was cancelled or interrupted.'],
    ['token_exchange_failed', 'We could not complete Google sign-in. Please try again.'],
    ['user_info_failed', 'We could not complete Google sign-in. Please try again.'],
    ['not_configured', 'Google sign-in is not configured on this store.'],
  ])('%s → %j', (code, text) => {
    expect(googleErrorMessage(code)).toBe(text);
  });

  it('a known code wins over the message param', () => {
    expect(googleErrorMessage('access_denied', 'Something else')).toBe(AUTH_GOOGLE_MESSAGES.access_denied);
  });

  it('an unknown code shows the message param, trimmed', () => {
    expect(googleErrorMessage('Configuration', '  The provider is down  ')).toBe('The provider is down');
    expect(googleErrorMessage(null, 'Plain text')).toBe('Plain text');
  });

  it.each([
    ['weird_code', undefined],
    ['weird_code', null],
    ['weird_code', ''],
    ['weird_code', '   '],
    [null, null],
    [undefined, undefined],
    ['', ''],
  ])('falls back to the generic text (code %j, message %j)', (code, message) => {
    expect(googleErrorMessage(code, message)).toBe(GOOGLE_ERROR_FALLBACK);
  });

  it('does not show an implausibly long message', () => {
    expect(googleErrorMessage('x', 'a'.repeat(301))).toBe(GOOGLE_ERROR_FALLBACK);
  });

  it('inherited object keys are not codes', () => {
    expect(googleErrorMessage('toString')).toBe(GOOGLE_ERROR_FALLBACK);
    expect(googleErrorMessage('__proto__', 'shown')).toBe('shown');
  });
});

describe('googleMergeWarning', () => {
  it('names what could not be merged', () => {
    expect(googleMergeWarning('wishlist_merge_failed')).toMatch(/wishlist/);
    expect(googleMergeWarning('cart_merge_failed')).toMatch(/cart/);
    expect(googleMergeWarning('partial_merge')).toMatch(/some of your saved items/);
  });

  it('says the shopper is signed in anyway', () => {
    for (const code of ['wishlist_merge_failed', 'cart_merge_failed', 'partial_merge', 'other', null]) {
      expect(googleMergeWarning(code)).toMatch(/^You are signed in/);
    }
  });

  it('falls back to a generic merge warning', () => {
    expect(googleMergeWarning('merge_failed')).toBe(GOOGLE_MERGE_WARNING_FALLBACK);
    expect(googleMergeWarning(undefined)).toBe(GOOGLE_MERGE_WARNING_FALLBACK);
    expect(googleMergeWarning('hasOwnProperty')).toBe(GOOGLE_MERGE_WARNING_FALLBACK);
  });
});
