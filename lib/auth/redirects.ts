/*
 * Where the browser goes after signing in. Pure functions (no window, no storage) so the
 * rules are unit-tested; the pages feed them the stored values.
 */

/** Browser storage keys of the spec (sections 3 and 4). */
export const AUTH_STORAGE_KEYS = {
  /** sessionStorage: the path to return to after login. */
  redirectAfterLogin: 'redirectAfterLogin',
  /** localStorage: the address shown on /email-verification. */
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** localStorage: the address shown on /new-password/created. */
  resetEmail: 'resetEmail',
} as const;

/** Fired by the API client on a 401: the session provider forgets the user. */
export const UNAUTHORIZED_EVENT = 'auth:unauthorized';

const BASE = 'http://same-origin.invalid';

/**
 * A same-origin relative path (path, query and hash) or null. Refuses anything a browser could
 * resolve to another origin: `//evil.com`, `https://…`, `/\evil.com` (browsers read `\` as `/`),
 * and control characters (the URL parser strips tabs and newlines, so `/\t/evil.com` would
 * become `//evil.com`). API paths are refused too: the destination is always a page.
 */
export function sanitizeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return path;
}

function pathnameOf(path: string): string {
  return new URL(path, BASE).pathname.replace(/\/+$/, '') || '/';
}

/** /login and /register: returning there after signing in would loop. */
export function isAuthEntryPath(path: string): boolean {
  const p = pathnameOf(path);
  return p === '/login' || p === '/register';
}

/** /cart and /checkout (and below): worth returning to only while the cart has something. */
export function isCartTarget(path: string): boolean {
  const p = pathnameOf(path);
  return p === '/cart' || p === '/checkout' || p.startsWith('/checkout/');
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
 * Spec, after email/password login: a stored /checkout or /cart target only when the cart is
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

/** Spec, Google sign-in: the saved path (unless /login or /register), else /admin for admins, else /. */
export function afterGoogleDestination({ saved, isAdmin }: { saved: unknown; isAdmin: boolean }): string {
  const target = pickStoredTarget(saved);
  if (target) return target;
  return isAdmin ? '/admin' : '/';
}

/** After sign-out: /login from the back office, else the home page. */
export function afterLogoutDestination(pathname: string): string {
  return isAdminPath(pathname) ? '/login' : '/';
}
