import { describe, expect, it } from 'vitest';
import loadCustomRoutes from 'next/dist/lib/load-custom-routes';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import nextConfig from '@/next.config';
import { UPLOADS_CSP } from '@/lib/storage/upload-headers';

/*
 * The response headers next.config.ts gives a path, matched the way `next start` matches them
 * (Next's own loader and matcher): every matching entry applies in order, a later one replacing
 * an earlier one's header of the same name.
 */
async function matchingEntries(pathname: string) {
  const { headers } = await loadCustomRoutes(nextConfig);
  return headers.filter((route) =>
    getPathMatch(route.source, { strict: true, removeUnnamedParams: true, regexModifier: (r) => modifyRouteRegex(r) })(pathname),
  );
}

async function headersFor(pathname: string): Promise<Record<string, string>> {
  const applied: Record<string, string> = {};
  for (const route of await matchingEntries(pathname)) {
    for (const { key, value } of route.headers) applied[key.toLowerCase()] = value;
  }
  return applied;
}

const csp = async (pathname: string) => (await headersFor(pathname))['content-security-policy'];

describe('next.config.ts security headers', () => {
  it.each([['/uploads/avatars/0123456789abcdef01234567.webp'], ['/uploads/x.webp'], ['/uploads/products/a/b'], ['/UPLOADS/x.webp'], ['/uploads/'], ['/uploads']])(
    '%j gets the uploads policy, not the pages one',
    async (pathname) => {
      expect(await csp(pathname)).toBe(UPLOADS_CSP);
    },
  );

  it.each([['/'], ['/products'], ['/products/fiorita'], ['/login'], ['/uploadsx/y'], ['/uploads-policy'], ['/api/v1/health'], ['/x/uploads/y.webp']])(
    '%j gets the pages policy',
    async (pathname) => {
      const value = await csp(pathname);
      expect(value).toContain("default-src 'self'");
      expect(value).toContain("frame-ancestors 'none'");
      expect(value).not.toBe(UPLOADS_CSP);
    },
  );

  it('keeps the other security headers on both', async () => {
    for (const pathname of ['/products', '/uploads/x.webp']) {
      const h = await headersFor(pathname);
      expect(h['x-content-type-options'], pathname).toBe('nosniff');
      expect(h['x-frame-options'], pathname).toBe('DENY');
      expect(h['strict-transport-security'], pathname).toMatch(/^max-age=\d+/);
      expect(h['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives every path exactly one policy, so none depends on which entry comes last', async () => {
    for (const pathname of ['/', '/products', '/uploads', '/uploads/x.webp', '/Uploads/x', '/uploadsx', '/_next/static/x.js']) {
      const withCsp = (await matchingEntries(pathname)).filter((r) => r.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'));
      expect(withCsp, pathname).toHaveLength(1);
    }
  });

  it('gives uploads a policy that runs nothing', () => {
    expect(UPLOADS_CSP).toMatch(/default-src 'none'/);
    expect(UPLOADS_CSP).toMatch(/(^|; )sandbox(;|$)/);
  });
});
