import 'server-only';
import { decode, encode, type JWTEncodeParams } from 'next-auth/jwt';
import { authSecret } from './secret';
import { BROWSER_SESSION_SECONDS, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-token';

/*
 * Auth.js re-issues the session cookie on its own routes (GET /api/auth/session above all) with
 * its configured max age, which would turn a sign-in without "remember me" into a 30-day cookie.
 * Two pieces keep each session the kind it was signed in as, whichever Auth.js route runs:
 * - the token: a browser-session token keeps the end it was given at sign-in (encodeKeepingEnd),
 *   so re-issuing never extends it;
 * - the cookie: Auth.js always writes an Expires attribute; for a browser-session token it is
 *   removed again (keepBrowserSessionCookies), so the browser forgets the cookie when it closes.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Auth.js's jwt.encode, except that a browser-session token (rem: false) keeps its original exp. */
export async function encodeKeepingEnd(params: JWTEncodeParams): Promise<string> {
  const { token } = params;
  if (token?.rem !== false) return encode(params);
  const end = typeof token.exp === 'number' ? token.exp : nowSeconds() + BROWSER_SESSION_SECONDS;
  // Auth.js stamps exp as its own clock reading + maxAge, taken after an async key derivation.
  // If the second turns between our reading and its, exp lands one second past the end; so
  // encode again until both readings fall in the same second (a retry at most, in practice).
  for (;;) {
    const before = nowSeconds();
    const jwt = await encode({ ...params, maxAge: Math.max(1, Math.min(end - before, BROWSER_SESSION_SECONDS)) });
    if (nowSeconds() === before) return jwt;
  }
}

interface SetCookie {
  raw: string;
  name: string;
  value: string;
}

function parseSetCookie(raw: string): SetCookie {
  const first = raw.split(';', 1)[0] ?? '';
  const eq = first.indexOf('=');
  return { raw, name: first.slice(0, eq).trim(), value: first.slice(eq + 1).trim() };
}

/** The session cookie's own name for a cookie or one of its chunks (name.0, name.1, …). */
function sessionBaseName(name: string): string | null {
  for (const base of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    if (name === base || (name.startsWith(`${base}.`) && /^\d+$/.test(name.slice(base.length + 1)))) return base;
  }
  return null;
}

function withoutExpiry(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((part) => !/^\s*(expires|max-age)\s*=/i.test(part))
    .join(';');
}

/**
 * Rewrites a response of Auth.js so a browser-session sign-in stays one: the session cookie(s)
 * it sets lose their Expires/Max-Age when the token inside says rem: false. Clearing cookies
 * (empty value) and remembered sessions pass through untouched.
 */
export async function keepBrowserSessionCookies(res: Response): Promise<Response> {
  const all = res.headers.getSetCookie().map(parseSetCookie);
  const session = all.filter((c) => c.value !== '' && sessionBaseName(c.name));
  if (session.length === 0) return res;
  const base = sessionBaseName(session[0]!.name)!;
  const whole = session.find((c) => c.name === base);
  const chunks = session
    .filter((c) => c.name !== base && sessionBaseName(c.name) === base)
    .sort((a, b) => Number(a.name.slice(base.length + 1)) - Number(b.name.slice(base.length + 1)));
  const token = whole?.value ?? chunks.map((c) => c.value).join('');
  let rem = true;
  try {
    const payload = await decode({ secret: authSecret(), salt: base, token: decodeURIComponent(token) });
    rem = payload?.rem !== false;
  } catch {
    // Not ours to judge: Auth.js wrote it, Auth.js will refuse it.
  }
  if (rem) return res;
  const headers = new Headers(res.headers);
  headers.delete('set-cookie');
  for (const c of all) headers.append('set-cookie', session.includes(c) ? withoutExpiry(c.raw) : c.raw);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
