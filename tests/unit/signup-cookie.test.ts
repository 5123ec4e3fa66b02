import { describe, expect, it } from 'vitest';
import { signGuestId } from '@/lib/auth/guest';
import { SIGNUP_COOKIE_SECONDS, signupCookieValue, signupFrom, signupUserIdFrom } from '@/lib/auth/signup-cookie';
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

  it('records a registration started from checkout, and the mark cannot be added or removed by hand', () => {
    const plain = signupCookieValue(userId, now);
    const fromCheckout = signupCookieValue(userId, now, { fromCheckout: true });
    expect(signupFrom(plain, now)).toEqual({ userId, fromCheckout: false });
    expect(signupFrom(fromCheckout, now)).toEqual({ userId, fromCheckout: true });
    const [id, expires, mark, signature] = fromCheckout.split('.');
    expect(mark).toBe('checkout');
    expect(signupFrom(`${id}.${expires}.${signature}`, now)).toBeNull();
    const [, , plainSignature] = plain.split('.');
    expect(signupFrom(`${id}.${expires}.checkout.${plainSignature}`, now)).toBeNull();
    expect(signupFrom(`${id}.${expires}.elsewhere.${signature}`, now)).toBeNull();
  });

  it('refuses a guest cookie (signed with another key) and junk', () => {
    expect(signupUserIdFrom(signGuestId(userId), now)).toBeNull();
    for (const junk of [undefined, null, '', 'x', `${userId}`, `not-an-id.1.sig`]) expect(signupUserIdFrom(junk, now)).toBeNull();
  });
});
