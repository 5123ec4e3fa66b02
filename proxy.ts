import { NextResponse, type NextRequest } from 'next/server';
import { readClaims } from '@/lib/auth/resolve';

/*
 * The page guards' first line (Next 16's proxy, formerly middleware): only redirects, from the
 * credential alone. The pages and every handler check again against the database, which is what
 * makes a demotion or a password reset take effect at once.
 */

const SIGNED_IN_ONLY = ['/checkout', '/orders', '/account', '/settings'];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const isAdminPath = under(pathname, '/admin');
  if (!isAdminPath && !SIGNED_IN_ONLY.some((p) => under(pathname, p))) return NextResponse.next();

  const found = await readClaims(req.headers);
  if (!found) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (isAdminPath && found.claims.role !== 'admin') return NextResponse.redirect(new URL('/', req.url));
  return NextResponse.next();
}

export const config = {
  matcher: ['/checkout/:path*', '/orders/:path*', '/account/:path*', '/settings/:path*', '/admin/:path*'],
};
