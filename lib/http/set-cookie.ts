/**
 * A Set-Cookie header as the fields of Next's `cookies().set()`: a Server Action that runs a
 * route handler (app/actions/bag.ts) sets the cookies the handler answered with. Reads the
 * attributes lib/auth/cookies.ts writes; an unnamed or malformed header gives null.
 */
export interface CookieFields {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

export function parseSetCookie(header: string): CookieFields | null {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  const name = eq > 0 ? pair.slice(0, eq).trim() : '';
  if (!name) return null;
  const cookie: CookieFields = { name, value: pair.slice(eq + 1).trim() };
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'path') cookie.path = value;
    else if (key === 'domain') cookie.domain = value;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) cookie.maxAge = Number(value);
    else if (key === 'expires' && !Number.isNaN(Date.parse(value))) cookie.expires = new Date(value);
    else if (key === 'samesite' && /^(lax|strict|none)$/i.test(value)) cookie.sameSite = value.toLowerCase() as CookieFields['sameSite'];
  }
  return cookie;
}
