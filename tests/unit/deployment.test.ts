import { describe, expect, it } from 'vitest';
import { directDatabaseUrl, poolSize, pooledDatabaseUrl } from '@/lib/db/urls';
import { misconfigurationMessage, missingDeploymentSettings } from '@/lib/deployment';
import { defaultSiteUrl, parseEnv } from '@/lib/env';

const pooled = 'postgres://u:p@ep-x-pooler.neon.tech/store';
const direct = 'postgres://u:p@ep-x.neon.tech/store';

describe('database URLs', () => {
  it.each([
    ['Neon integration', { DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct }, pooled, direct],
    ['Vercel Postgres / Supabase integration', { POSTGRES_URL: pooled, POSTGRES_URL_NON_POOLING: direct }, pooled, direct],
    ['DIRECT_URL by hand', { DATABASE_URL: pooled, DIRECT_URL: direct }, pooled, direct],
    ['one URL for both', { DATABASE_URL: pooled }, pooled, pooled],
    ['DATABASE_URL wins over POSTGRES_URL', { DATABASE_URL: pooled, POSTGRES_URL: 'postgres://other/db' }, pooled, pooled],
    ['blank values are ignored', { DATABASE_URL: '  ', POSTGRES_URL: pooled, DATABASE_URL_UNPOOLED: '' }, pooled, pooled],
    ['nothing: the embedded database', {}, undefined, undefined],
  ])('%s', (_label, source, expectedPooled, expectedDirect) => {
    expect(pooledDatabaseUrl(source)).toBe(expectedPooled);
    expect(directDatabaseUrl(source)).toBe(expectedDirect);
  });

  it('keeps each instance to a small pool unless told otherwise', () => {
    expect(poolSize({})).toBe(5);
    expect(poolSize({ DATABASE_POOL_MAX: '3' })).toBe(3);
    expect(poolSize({ DATABASE_POOL_MAX: '0' })).toBe(5);
    expect(poolSize({ DATABASE_POOL_MAX: 'lots' })).toBe(5);
  });
});

describe('required settings on Vercel', () => {
  it('asks for nothing off Vercel (the embedded store needs no settings)', () => {
    expect(missingDeploymentSettings({})).toEqual([]);
  });

  it('names a missing database and secret on Vercel, and only those', () => {
    expect(missingDeploymentSettings({ VERCEL: '1' }).map((m) => m.name)).toEqual(['DATABASE_URL', 'AUTH_SECRET']);
    expect(missingDeploymentSettings({ VERCEL: '1', POSTGRES_URL: pooled }).map((m) => m.name)).toEqual(['AUTH_SECRET']);
    expect(missingDeploymentSettings({ VERCEL_ENV: 'preview', DATABASE_URL: pooled, AUTH_SECRET: 's' })).toEqual([]);
  });

  it('says what to do without echoing any value', () => {
    const message = misconfigurationMessage(missingDeploymentSettings({ VERCEL: '1', DATABASE_URL: pooled }));
    expect(message).toContain('set AUTH_SECRET');
    expect(message).toContain('redeploy');
    expect(message).not.toContain(pooled);
  });
});

describe('the public origin', () => {
  it('uses the production domain for production deployments and the deployment URL for previews', () => {
    const vercel = { VERCEL_PROJECT_PRODUCTION_URL: 'shop.example.in', VERCEL_URL: 'store-git-x.vercel.app' };
    expect(defaultSiteUrl({ ...vercel, VERCEL_ENV: 'production' })).toBe('https://shop.example.in');
    expect(defaultSiteUrl({ ...vercel, VERCEL_ENV: 'preview' })).toBe('https://store-git-x.vercel.app');
    expect(defaultSiteUrl({})).toBeUndefined();
  });

  it('lets SITE_URL win, and falls back to localhost only off Vercel', () => {
    expect(parseEnv({ SITE_URL: 'https://maison.example', VERCEL_URL: 'x.vercel.app' }).SITE_URL).toBe('https://maison.example');
    expect(parseEnv({ VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'shop.example.in' }).SITE_URL).toBe('https://shop.example.in');
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000');
  });

  it('off Vercel without SITE_URL, links go to the port this server listens on (PORT=3100 npm start)', () => {
    expect(parseEnv({ PORT: '3100' }).SITE_URL).toBe('http://localhost:3100');
    expect(defaultSiteUrl({ PORT: '3100' })).toBe('http://localhost:3100');
    expect(parseEnv({ PORT: '3100', SITE_URL: 'https://maison.example' }).SITE_URL).toBe('https://maison.example');
    // Vercel's own URL wins over whatever port its runtime listens on.
    expect(defaultSiteUrl({ PORT: '3000', VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'shop.example.in' })).toBe('https://shop.example.in');
    for (const bad of ['0', 'abc', '', '123456']) expect(defaultSiteUrl({ PORT: bad }), bad).toBeUndefined();
  });

  it('reads the database from POSTGRES_URL when DATABASE_URL is absent', () => {
    const e = parseEnv({ POSTGRES_URL: pooled });
    expect(e.DATABASE_URL).toBe(pooled);
    expect(e.usesEmbeddedDatabase).toBe(false);
  });
});

describe('a Vercel deployment built without its settings', () => {
  it('rewrites every path to the 503 page, and nothing when configured or off Vercel', async () => {
    const { vi } = await import('vitest');
    const { PHASE_PRODUCTION_BUILD } = await import('next/constants');
    const config = (await import('@/next.config')).default(PHASE_PRODUCTION_BUILD);
    // Configured (or off Vercel), no rewrite: every page is the file at its own path.
    const landing = { beforeFiles: [], afterFiles: [], fallback: [] };
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('POSTGRES_URL', '');
    vi.stubEnv('AUTH_SECRET', '');
    try {
      expect(await config.rewrites!()).toEqual({
        beforeFiles: [
          { source: '/api/:path*', destination: '/unconfigured/api' },
          { source: '/:path((?!api(?:/|$)|unconfigured/api$).*)', destination: '/unconfigured' },
        ],
        afterFiles: [],
        fallback: [],
      });
      vi.stubEnv('DATABASE_URL', pooled);
      vi.stubEnv('AUTH_SECRET', 'x'.repeat(40));
      expect(await config.rewrites!()).toEqual(landing);
      vi.stubEnv('VERCEL', '');
      vi.stubEnv('AUTH_SECRET', '');
      expect(await config.rewrites!()).toEqual(landing);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('the 503 page names the missing settings and never a value, and logs them once', async () => {
    const { vi } = await import('vitest');
    const { GET, POST } = await import('@/app/unconfigured/route');
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('POSTGRES_URL', '');
    vi.stubEnv('AUTH_SECRET', 'a-secret-that-must-not-show-0123456789');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = GET();
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<code>DATABASE_URL</code>');
      expect(html).not.toContain('AUTH_SECRET');
      expect(html).not.toContain('a-secret-that-must-not-show');
      expect(POST().status).toBe(503);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toContain('set DATABASE_URL');
    } finally {
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('the API paths get the error envelope as JSON, naming the settings only', async () => {
    const { vi } = await import('vitest');
    const { GET, POST } = await import('@/app/unconfigured/api/route');
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('POSTGRES_URL', '');
    vi.stubEnv('AUTH_SECRET', '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = POST();
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { success: boolean; code: string; message: string; missing: string[] };
      expect(body).toMatchObject({ success: false, code: 'UNAVAILABLE', missing: ['DATABASE_URL', 'AUTH_SECRET'] });
      expect(body.message).toContain('set DATABASE_URL and AUTH_SECRET');
      expect(GET().status).toBe(503);
    } finally {
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe('no database on Vercel', () => {
  it('fails with a clear 503 instead of opening an embedded database on a read-only disk', async () => {
    const { vi } = await import('vitest');
    const { getDbHandle, setDbHandle, DATABASE_NOT_CONFIGURED } = await import('@/lib/db/client');
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('POSTGRES_URL', '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setDbHandle(undefined);
    try {
      await expect(getDbHandle()).rejects.toMatchObject({ status: 503, message: DATABASE_NOT_CONFIGURED });
      // Not remembered: once configured, the next call tries again.
      await expect(getDbHandle()).rejects.toMatchObject({ status: 503 });
      expect(errors).toHaveBeenCalled();
    } finally {
      setDbHandle(undefined);
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
