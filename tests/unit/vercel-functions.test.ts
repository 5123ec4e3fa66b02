import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productIdInPath } from '@/lib/product-paths';

/*
 * What the Vercel functions carry and where they run (docs/performance.md, "Functions on Vercel";
 * bench/vercel-functions.mjs measures a real `vercel build`).
 */

const sharpLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', () => {
  sharpLoaded.count++;
  return { default: () => ({ rotate: () => ({ resize: () => ({ webp: () => ({ toBuffer: async () => Buffer.from('webp') }) }) }) }) };
});

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const ROOT = path.resolve(__dirname, '../..');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('sharp on Vercel', () => {
  it('the multipart photo paths refuse before loading sharp, which a Vercel build leaves out', async () => {
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('UPLOADTHING_TOKEN', '');
    const { toAvatarWebp, toProductWebp } = await import('@/lib/storage/images');
    for (const encode of [toAvatarWebp, toProductWebp]) {
      await expect(encode(JPEG)).rejects.toMatchObject({ code: 'UNAVAILABLE', message: 'Photo uploads are not available on this deployment yet' });
    }
    expect(sharpLoaded.count).toBe(0);
  });

  it('the local store still decodes with sharp', async () => {
    vi.stubEnv('VERCEL', '');
    vi.stubEnv('UPLOADTHING_TOKEN', '');
    const { toAvatarWebp } = await import('@/lib/storage/images');
    await expect(toAvatarWebp(JPEG)).resolves.toEqual(Buffer.from('webp'));
    expect(sharpLoaded.count).toBe(1);
  });
});

describe('next.config.ts file tracing', () => {
  const load = async () => (await import('@/next.config')).default(PHASE_PRODUCTION_BUILD);

  it('leaves PGlite and sharp out of every function of a Vercel build', async () => {
    vi.stubEnv('VERCEL', '1');
    const excludes = (await load()).outputFileTracingExcludes?.['/**'] ?? [];
    for (const glob of ['node_modules/@electric-sql/pglite/**/*', 'node_modules/sharp/**/*', 'node_modules/@img/**/*']) expect(excludes).toContain(glob);
  });

  it('keeps both for next start, where the embedded store and the image optimiser use them', async () => {
    vi.stubEnv('VERCEL', '');
    expect((await load()).outputFileTracingExcludes).toBeUndefined();
  });
});

describe('vercel.json', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'vercel.json'), 'utf8'));

  it('runs the functions in Mumbai, beside an Indian database, and keeps the crons', () => {
    expect(config.regions).toEqual(['bom1']);
    expect(config.crons.map((c: { path: string }) => c.path)).toEqual(['/api/v1/cron/expire-orders', '/api/v1/cron/follow-ups']);
  });
});

describe('productIdInPath', () => {
  it('finds the id in /products/{id} and nothing in a slug or a deeper path', () => {
    expect(productIdInPath('/products/0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
    for (const p of ['/products/fiorita', '/products/0123456789ABCDEF01234567', '/products/0123456789abcdef01234567/x', '/products', '/api/v1/products/0123456789abcdef01234567']) {
      expect(productIdInPath(p), p).toBeNull();
    }
  });
});
