import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
// @ts-expect-error Next's compiled copy ships without types
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';

const run = (path: string, method = 'GET') => proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { method }));

describe('proxy.ts in front of every route', () => {
  it('cannot be handed TRACE at all, which is why lib/http/server-hooks.ts answers it before Next.js', () => {
    expect(() => new NextRequest('http://localhost:3000/', { method: 'TRACE' })).toThrow(/unsupported/);
  });

  it.each(['/products/%ff', '/products/%C0%AE', '/products/%00', '/api/v1/products/%ff', '/api/v1/products/%00', '/admin/products/%ff'])(
    'answers %s with 400, not 500',
    async (path) => {
      const res = await run(path);
      expect(res.status).toBe(400);
    },
  );

  it('answers the API in its envelope', async () => {
    const res = await run('/api/v1/products/%ff');
    expect(await res.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'Malformed URL' });
  });

  it('lets ordinary requests through', async () => {
    for (const path of ['/', '/products/rose-oud', '/products/%E0%A4%A8', '/api/v1/products']) {
      const res = await run(path, 'GET');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('still sends a signed-out visitor of a guarded page to the login', async () => {
    const res = await run('/account');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/login?callbackUrl=%2Faccount');
  });

  it('runs where a bad escape could reach a dynamic segment and on the guarded pages, not on every page', () => {
    // Next compiles each matcher entry with path-to-regexp; its own compiled copy is used here.
    const matchers = config.matcher.map((m) => pathToRegexp(m));
    const runsOn = (path: string) => matchers.some((m) => m.test(path));
    for (const path of ['/products/%ff', '/products/%C0%AE', '/products/%00', '/products/0123456789abcdef01234567', '/api/v1/cron/follow-ups', '/api/v1/products/%C0%AE', '/orders/x/invoice', '/verify-email/%00', '/reset-password/t', '/local-gateway/pg/orders', '/uploads/a.webp', '/admin', '/orders']) {
      expect(runsOn(path), path).toBe(true);
    }
    // A product's own address (slugs are [a-z0-9-]) is a kept page served from the CDN: no proxy.
    // Nor /checkout: a guest signs in on it (issue 30), the page itself tells who is there.
    for (const path of ['/checkout', '/', '/products', '/products/oud-royale', '/products/fiorita-2', '/api/v1/products', '/api/v1/products/suggest', '/about', '/privacy-policy', '/_next/static/chunks/app.js', '/_next/image']) {
      expect(runsOn(path), path).toBe(false);
    }
  });

  it('hands /products/{id} to the per-request redirect page, and nothing else on /products', async () => {
    const res = await run('/products/0123456789abcdef01234567?size=50ml');
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/products-by-id/0123456789abcdef01234567?size=50ml');
    expect((await run('/products/oud-royale')).headers.get('x-middleware-rewrite')).toBeNull();
  });
});
