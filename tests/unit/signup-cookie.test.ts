import { describe, expect, it } from 'vitest';
import { signGuestId } from '@/lib/auth/guest';
import { SIGNUP_COOKIE_SECONDS, signupCookieValue, signupUserIdFrom } from '@/lib/auth/signup-cookie';
import { newId } from '@/lib/ids';

describe('the signup cookie (verification signs in only the browser that registered)', () => {
  const userId = newId();
  const now = Date.UTC(2026, 10, 25, 12);

  it('names the account it was set for, until the verification link would expire', () => {
    const value = signupCookieValue(userId, now);
    expect(signupUserIdFrom(value, now)).toBe(userId);
    expect(signupUserIdFrom(value, now + (SIGNUP_COOKIE_SECONDS - 1) * 1000)).toBe(userId);
    expect(signupUserIdFrom(value, now + SIGNUP_COOKIE_SECONDS * 1000)).toBeNull();
  });

  it('refuses a value edited to name another account or to live longer', () => {
    const [, expires, signature] = signupCookieValue(userId, now).split('.');
    expect(signupUserIdFrom(`${newId()}.${expires}.${signature}`, now)).toBeNull();
    expect(signupUserIdFrom(`${userId}.${Number(expires) + 86_400}.${signature}`, now)).toBeNull();
    expect(signupUserIdFrom(`${userId}.${expires}.`, now)).toBeNull();
    expect(signupUserIdFrom(`${userId}.${expires}.${signature}.x`, now)).toBeNull();
  });

  it('refuses a guest cookie (signed with another key) and junk', () => {
    expect(signupUserIdFrom(signGuestId(userId), now)).toBeNull();
    for (const junk of [undefined, null, '', 'x', `${userId}`, `not-an-id.1.sig`]) expect(signupUserIdFrom(junk, now)).toBeNull();
  });
});
