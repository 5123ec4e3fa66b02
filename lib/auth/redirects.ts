/*
 * Where the browser goes after signing in. Pure functions (no window, no storage) so the
 * rules are unit-tested; the pages feed them the stored values.
 */

/** Keys of what the browser keeps between pages during sign-in, verification and reset. */
export const AUTH_STORAGE_KEYS = {
  /** sessionStorage: the path to return to after login. */
  redirectAfterLogin: 'redirectAfterLogin',
  /** localStorage: the address shown on /email-verification. */
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** localStorage: the address shown on /new-password/created. */
  resetEmail: 'resetEmail',
} as const;

const BASE = 'http://same-origin.invalid';
const MAX_LENGTH = 2048;
// Raw input only: a browser drops tabs and newlines and reads `\` as `/`, so `/\t/evil` or `/\evil` would leave the site.
const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f-\u009f]/;
// Each decoding can reveal a further `%xx`; a genuine store path needs at most one.
const MAX_DECODINGS = 3;

/** How a browser on this site reads `path`, or null when it names another origin. */
function parseLocal(path: string): URL | null {
  let url: URL;
  try {
    url = new URL(path, `${BASE}/`);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // `/.//evil.example/` and `/%2e%2e//x` pass every check on the way in and normalise to a
  // protocol-relative `//evil.example/`; the normalised form is what the browser is given.
  if (url.pathname.startsWith('//')) return null;
  return url;
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** A path whose first character is a lone `/`: nothing a browser, Next's router or Location can take for another host. */
function isRootRelative(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\' && !UNSAFE_CHARS.test(path);
}

function normalise(raw: unknown, allowApi: boolean): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!isRootRelative(raw)) return null;
  const url = parseLocal(raw);
  if (!url) return null;
  // Whoever reads the path next may decode it once more (a router, a proxy, a framework's
  // matcher): each decoded form must stay on this site and out of the API too.
  let pathname = url.pathname;
  for (let i = 0; ; i++) {
    if (!allowApi && isApiPath(pathname)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const again = parseLocal(decoded);
    if (!again) return null;
    // Stable: decoding only undid the URL parser's own encoding (`/parf%C3%BCm`, `/a%20b`).
    if (again.pathname === pathname) break;
    if (i === MAX_DECODINGS) return null;
    pathname = again.pathname;
  }
  // Built from a pathname that starts with exactly one `/`, so the result cannot be protocol-relative.
  const path = `/${url.pathname.slice(1)}${url.search}${url.hash}`;
  return path.length <= MAX_LENGTH && isRootRelative(path) ? path : null;
}

/**
 * A same-origin root-relative path (path, query and hash), API paths included, or null. The
 * result is checked as well as the input, and must come back unchanged when checked again.
 */
export function safeLocalPath(raw: unknown, { allowApi = true }: { allowApi?: boolean } = {}): string | null {
  const once = normalise(raw, allowApi);
  return once !== null && normalise(once, allowApi) === once ? once : null;
}

/**
 * A same-origin relative path (path, query and hash) or null. Refuses anything a browser could
 * resolve to another origin: `//evil.com`, `https://…`, `/\evil.com` (browsers read `\` as `/`),
 * control characters (the URL parser strips tabs and newlines, so `/\t/evil.com` would
 * become `//evil.com`), and paths that only normalise or decode to such a form
 * (`/.//evil.com`, `/%2e%2e//evil.com`, `/%5Cevil.com`). API paths are refused too: the
 * destination is always a page.
 */
export function sanitizeRedirect(raw: unknown): string | null {
  return safeLocalPath(raw, { allowApi: false });
}

/**
 * Auth.js's redirect callback: where it may send the browser after the Google round trip. A path
 * on this site (absolute on this origin, or root-relative) survives, as an absolute URL on
 * `baseUrl`; anything else becomes `baseUrl`. API paths are allowed: the Google flow returns
 * through /api/v1/auth/google/complete.
 */
export function authJsRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  let candidate: string | null = null;
  if (url.startsWith('/')) {
    candidate = url;
  } else {
    try {
      const absolute = new URL(url);
      if (absolute.origin === baseUrl) candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
    } catch {
      /* not a URL: refused below */
    }
  }
  const path = safeLocalPath(candidate);
  return path ? `${baseUrl}${path}` : baseUrl;
}

function pathnameOf(path: string): string {
  return new URL(path, BASE).pathname.replace(/\/+$/, '') || '/';
}

/** /login and /register: returning there after signing in would loop. */
/**
 * Pages only a signed-in visitor may open (the proxy sends a guest to /login); /admin is for admins
 * besides. Not /checkout: a guest signs in there, with an emailed code, without leaving it.
 */
const SIGNED_IN_ONLY_PATHS = ['/orders', '/account', '/settings', '/admin'] as const;

export function isSignedInOnlyPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return SIGNED_IN_ONLY_PATHS.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

export function isAuthEntryPath(path: string): boolean {
  const p = pathnameOf(path);
  return p === '/login' || p === '/register';
}

/** /cart and /checkout (and below): worth returning to only while the cart has something. */
export function isCartTarget(path: string): boolean {
  const p = pathnameOf(path);
  return p === '/cart' || p === '/checkout' || p.startsWith('/checkout/');
}

/** /checkout itself (any query): a registration started there returns there. */
export function isCheckoutPath(path: unknown): boolean {
  const safe = sanitizeRedirect(path);
  return safe !== null && pathnameOf(safe) === '/checkout';
}

function isAdminPath(path: string): boolean {
  const p = pathnameOf(path);
  return p === '/admin' || p.startsWith('/admin/');
}

/**
 * The first usable stored target: the login page's `callbackUrl` (set by the route guards),
 * then the 'redirectAfterLogin' value. Foreign, malformed and /login or /register values are
 * skipped.
 */
export function pickStoredTarget(...candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    const safe = sanitizeRedirect(candidate);
    if (safe && !isAuthEntryPath(safe)) return safe;
  }
  return null;
}

export interface AfterLoginInput {
  /** Already sanitised (pickStoredTarget), or null. */
  target: string | null;
  isAdmin: boolean;
  cartCount: number;
}

/**
 * After email/password login (docs/requirements.md#where-sign-in-leads): a stored /checkout or /cart target only when the cart is
 * non-empty; an admin goes to /admin; otherwise the stored target; else /cart when the cart has
 * items; else /. One refinement: an admin whose stored target is inside /admin (sent to login
 * by the admin guard) returns there rather than to the dashboard.
 */
export function afterLoginDestination({ target, isAdmin, cartCount }: AfterLoginInput): string {
  const hasItems = Number.isFinite(cartCount) && cartCount > 0;
  if (target && isCartTarget(target)) {
    if (hasItems) return target;
    target = null;
  }
  if (isAdmin) return target && isAdminPath(target) ? target : '/admin';
  if (target) return target;
  return hasItems ? '/cart' : '/';
}

/** After Google sign-in: the saved path (unless /login or /register), else /admin for admins, else /. */
export function afterGoogleDestination({ saved, isAdmin }: { saved: unknown; isAdmin: boolean }): string {
  const target = pickStoredTarget(saved);
  if (target) return target;
  return isAdmin ? '/admin' : '/';
}

/** After sign-out: /login from the back office, else the home page. */
export function afterLogoutDestination(pathname: string): string {
  return isAdminPath(pathname) ? '/login' : '/';
}
