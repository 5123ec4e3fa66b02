import { describe, expect, it } from 'vitest';
import { serializeCookie } from '@/lib/auth/cookies';
import { parseSetCookie } from '@/lib/http/set-cookie';

describe('parseSetCookie', () => {
  it('reads back every attribute the store writes', () => {
    expect(parseSetCookie(serializeCookie('ma_guest', 'abc.def', { httpOnly: true, secure: true, maxAge: 7_776_000 }))).toEqual({
      name: 'ma_guest',
      value: 'abc.def',
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
      maxAge: 7_776_000,
    });
    // A cookie being removed, and one for the browser session only.
    expect(parseSetCookie(serializeCookie('ma_guest', '', { httpOnly: true, secure: false, maxAge: 0 }))).toMatchObject({ value: '', maxAge: 0 });
    expect(parseSetCookie(serializeCookie('hint', '1', { httpOnly: false, secure: false }))).not.toHaveProperty('maxAge');
  });

  it('keeps an = inside the value and reads Expires and Domain', () => {
    expect(parseSetCookie('t=a=b==; Domain=example.in; Expires=Wed, 21 Oct 2026 07:28:00 GMT; SameSite=Strict')).toEqual({
      name: 't',
      value: 'a=b==',
      domain: 'example.in',
      expires: new Date('2026-10-21T07:28:00Z'),
      sameSite: 'strict',
    });
  });

  it('refuses a header without a name, and ignores attributes it cannot read', () => {
    expect(parseSetCookie('=x; Path=/')).toBeNull();
    expect(parseSetCookie('')).toBeNull();
    expect(parseSetCookie('a=1; Max-Age=soon; SameSite=sometimes; Expires=never')).toEqual({ name: 'a', value: '1' });
  });
});
