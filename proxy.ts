import { NextResponse, type NextRequest } from 'next/server';
import { isSignedInOnlyPath } from '@/lib/auth/redirects';
import { readClaims } from '@/lib/auth/claims';
import { fail } from '@/lib/http/respond';
import { isMalformedPath, MALFORMED_PATH_MESSAGE } from '@/lib/http/path';
import { PRODUCT_BY_ID_BASE, productIdInPath } from '@/lib/product-paths';
import { ingestOriginOverride, isUploadsPath, pagePolicy } from '@/lib/http/csp';

/*
 * Next 16's proxy (formerly middleware), in front of the routes in its matcher (on Vercel a
 * function invocation of its own, so the list is kept short). First it refuses addresses that
 * do not decode, which Next.js itself would answer with a 500 (TRACE is refused earlier still, in
 * lib/http/server-hooks.ts: Next.js cannot even build a request for it); then the page
 * guards' first line: only redirects, from the credential alone (lib/auth/claims.ts: no database
 * module, no pool). The pages and every handler check again against the database, which is what
 * makes a demotion or a password reset take effect at once.
 */

/*
 * next.config.ts's page policy is fixed at build time with UploadThing's own ingest hosts. A server
 * started with UPLOADTHING_INGEST_URL (the tests' stand-in; a deployment never sets it) sends the
 * browser's uploads there, so the pages this proxy passes on get the policy with that origin added
 * to connect-src; a header set here replaces next.config.ts's. Every page with an upload
 * form is behind this proxy (the back office, the account, an order's claim); a page outside its
 * matcher keeps the built policy, so reaching an upload form by client-side navigation from one
 * (the home page, say) would still refuse the upload. /uploads keeps its own policy.
 */
const ingestOrigin = ingestOriginOverride();
const overridePolicy = ingestOrigin ? { 'content-security-policy': pagePolicy({ development: process.env.NODE_ENV === 'development', ingestOrigin }) } : null;
const passHeaders = (pathname: string) => (overridePolicy && !isUploadsPath(pathname) ? { headers: overridePolicy } : undefined);

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

function badRequest(pathname: string, message: string): Response {
  if (under(pathname, '/api')) return fail(400, { message, code: 'BAD_REQUEST' });
  return new NextResponse(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isMalformedPath(pathname)) return badRequest(pathname, MALFORMED_PATH_MESSAGE);

  // /products/{id}, the API's address for a perfume: redirected to its slug by a per-request page
  // (app/(catalogue)/products-by-id), not by the kept product page, whose first render of a redirect
  // sent the Location header twice.
  const productId = productIdInPath(pathname);
  if (productId) return NextResponse.rewrite(new URL(`${PRODUCT_BY_ID_BASE}/${productId}${search}`, req.url));

  const isAdminPath = under(pathname, '/admin');
  if (!isSignedInOnlyPath(pathname)) return NextResponse.next(passHeaders(pathname));

  const found = await readClaims(req.headers);
  if (!found) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (isAdminPath && found.claims.role !== 'admin') return NextResponse.redirect(new URL('/', req.url));
  return NextResponse.next(passHeaders(pathname));
}

export const config = {
  // The guarded pages, plus every path with a dynamic segment, where a bad escape would reach
  // Next's decoder (the API, the product, invoice, token, gateway and upload paths). Not every
  // path: on Vercel the proxy is a function invocation, and the static pages (/, /about, the
  // policies) are served from the CDN without one; a bad escape there simply matches no route.
  matcher: [
    '/orders/:path*',
    '/account/:path*',
    '/settings/:path*',
    '/admin/:path*',
    // All of the API but the catalogue listing and its search suggestions, its busiest calls: they
    // have no dynamic segment to decode, and skipping the proxy saves about a third of their cost
    // per request (bench/api-load.mjs, bench/suggest-load.mjs).
    '/api/:path((?!v1/products(?:/suggest)?$).*)',
    // Product pages only where the proxy has work: the id-shaped address (lib/product-paths.ts;
    // Next reads this list without running the module, so the pattern is written out here) and
    // an address with an escape in it, which Next 16.4 answers with a 500 when it does not decode
    // (slugs are [a-z0-9-], so no product's own address has one). A product's own address never
    // runs the proxy: on Vercel the kept page comes from the CDN without a function invocation.
    '/products/:id([0-9a-f]{24})',
    '/products/:path(.*%.*)',
    '/reset-password/:path*',
    '/verify-email/:path*',
    '/local-gateway/:path*',
    '/uploads/:path*',
  ],
};
