import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeKeepingEnd } from '@/lib/auth/session-kind';
import { decodeSessionToken, SESSION_COOKIE } from '@/lib/auth/session-token';

const SECRET = 'unit-test-secret-unit-test-secret-0002';

afterEach(() => vi.restoreAllMocks());

describe('encodeKeepingEnd', () => {
  it('never stamps a browser-session token past its end, even when the second turns during encoding', async () => {
    // Every clock reading is 0.2 s after the last, starting 0.1 s before a second turns:
    // Auth.js's own reading inside encode falls in the next second from ours.
    const start = (Math.floor(Date.now() / 1000) + 10) * 1000 - 100;
    let reading = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => start + 200 * reading++);
    const end = Math.floor(start / 1000) + 3600;
    const token = { sub: 'u1', sv: 1, role: 'user', rem: false, exp: end };
    const jwt = await encodeKeepingEnd({ token, secret: SECRET, salt: SESSION_COOKIE, maxAge: 30 * 86_400 });
    vi.restoreAllMocks();
    const claims = await decodeSessionToken(SECRET, jwt, SESSION_COOKIE);
    expect(claims).toMatchObject({ rem: false });
    expect(claims!.exp).toBeLessThanOrEqual(end);
    expect(claims!.exp).toBeGreaterThanOrEqual(end - 1);
  });

  it('leaves a remembered token to Auth.js’s max age', async () => {
    const jwt = await encodeKeepingEnd({
      token: { sub: 'u1', sv: 1, role: 'user', rem: true },
      secret: SECRET,
      salt: SESSION_COOKIE,
      maxAge: 30 * 86_400,
    });
    const claims = await decodeSessionToken(SECRET, jwt, SESSION_COOKIE);
    expect(claims!.exp! - Date.now() / 1000).toBeGreaterThan(30 * 86_400 - 60);
  });
});
