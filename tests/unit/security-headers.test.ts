import { describe, expect, it, vi } from 'vitest';
import loadCustomRoutes from 'next/dist/lib/load-custom-routes';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { UPLOADS_CSP } from '@/lib/storage/upload-headers';
import { ingestOriginOverride, isUploadsPath, pagePolicy } from '@/lib/http/csp';

// The headers are fixed when the app is built (routes-manifest.json); `next start` never re-reads them.
const nextConfig = config(PHASE_PRODUCTION_BUILD);

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

describe('the UploadThing origin read at run time (one build serves the stand-in too)', () => {
  const STANDIN = 'http://127.0.0.1:4150';

  it('builds the pages policy with UploadThing\'s own ingest hosts only, whatever the environment says', async () => {
    vi.stubEnv('UPLOADTHING_INGEST_URL', STANDIN);
    vi.stubEnv('E2E_UPLOADTHING_STANDIN', STANDIN);
    try {
      const value = await csp('/admin/products');
      expect(value).toBe(pagePolicy());
      expect(value).toMatch(/connect-src [^;]*https:\/\/\*\.ingest\.uploadthing\.com(;|$)/);
      expect(value).not.toContain('127.0.0.1');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('adds the ingest origin the SDK is pointed at to connect-src, and nothing else', () => {
    expect(ingestOriginOverride({})).toBeNull();
    expect(ingestOriginOverride({ UPLOADTHING_INGEST_URL: '  ' })).toBeNull();
    expect(ingestOriginOverride({ UPLOADTHING_INGEST_URL: 'not a url' })).toBeNull();
    expect(ingestOriginOverride({ UPLOADTHING_INGEST_URL: `${STANDIN}/some/path/` })).toBe(STANDIN);
    const base = pagePolicy().split('; ');
    const withStandIn = pagePolicy({ ingestOrigin: STANDIN }).split('; ');
    expect(withStandIn.length).toBe(base.length);
    for (const [i, directive] of base.entries()) {
      expect(withStandIn[i]).toBe(directive.startsWith('connect-src ') ? `${directive} ${STANDIN}` : directive);
    }
    expect(pagePolicy()).not.toContain("'unsafe-eval'");
    expect(pagePolicy({ development: true })).toContain("'unsafe-eval'");
  });

  it('leaves /uploads to its own policy', () => {
    for (const p of ['/uploads', '/uploads/', '/uploads/x.webp', '/UPLOADS/x']) expect(isUploadsPath(p), p).toBe(true);
    for (const p of ['/uploadsx', '/uploads-policy', '/x/uploads/y', '/admin']) expect(isUploadsPath(p), p).toBe(false);
  });

  it('lets the image optimiser fetch from the stand-in only when `next start` reads E2E_UPLOADTHING_STANDIN, never in a build', () => {
    vi.stubEnv('E2E_UPLOADTHING_STANDIN', `${STANDIN}/`);
    try {
      const built = config(PHASE_PRODUCTION_BUILD).images;
      expect(built?.dangerouslyAllowLocalIP).toBeUndefined();
      expect(built?.remotePatterns).toEqual([{ protocol: 'https', hostname: '*.ufs.sh', pathname: '/f/**' }]);
      const started = config(PHASE_PRODUCTION_SERVER).images;
      expect(started?.dangerouslyAllowLocalIP).toBe(true);
      expect(started?.remotePatterns).toEqual([...built!.remotePatterns!, new URL(`${STANDIN}/f/**`)]);
      expect(started?.deviceSizes).toEqual(built?.deviceSizes);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(config(PHASE_PRODUCTION_SERVER).images?.dangerouslyAllowLocalIP).toBeUndefined();
  });
});
