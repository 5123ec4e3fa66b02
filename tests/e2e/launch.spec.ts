import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, horizontalOverflow, signInViaApi } from './support/accounts';
import { e2ePorts } from './support/ports';

/* Issue 26: what an owner sees before launch, and what shoppers see of a shop with no perfumes yet. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.26' } });
const DESKTOP = { width: 1440, height: 900 };

test('the dashboard lists what is left before launch, each status in words, at 1440 and 390 px', async ({ page }) => {
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    const checklist = page.getByRole('region', { name: 'Before you launch' });
    await expect(checklist).toBeVisible();
    const items = checklist.getByRole('list', { name: 'Launch checklist' }).getByRole('listitem');
    // The e2e server is the local store: the test gateway stands in, Google is configured.
    await expect(items.filter({ hasText: 'Payments' })).toContainText('Check');
    await expect(items.filter({ hasText: 'Payments' })).toContainText('no real money moves');
    await expect(items.filter({ hasText: 'Google sign-in' })).toContainText('Done');
    await expect(items.filter({ hasText: 'Store details' })).toContainText('demo shop');
    // Before the figures: a shop that is not ready has nothing to count yet.
    const revenue = page.getByRole('list', { name: 'Revenue', exact: true });
    expect((await checklist.boundingBox())!.y).toBeLessThan((await revenue.boundingBox())!.y);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});

/**
 * A second server of the same build on an empty embedded database (SEED=false), as a fresh
 * production deployment is before its first perfume: its own copy of the build without the page
 * cache, so neither server serves the other's kept pages.
 */
test.describe('a shop with no perfumes yet', () => {
  const port = e2ePorts().server + 3;
  const origin = `http://localhost:${port}`;
  const distDir = `.next-launch-empty-${process.pid}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-empty-'));
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const built = process.env.NEXT_DIST_DIR || '.next';
    // Without the kept pages (cache/, server/route-cache/) the other server may have written.
    execFileSync('rsync', ['-a', '--exclude', 'cache', '--exclude', 'route-cache', `${built}/`, `${distDir}/`]);
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, SEED: 'false', NODE_ENV: 'production', SITE_URL: origin, NEXT_TELEMETRY_DISABLED: '1' };
    delete env.DATABASE_URL;
    server = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], { env, detached: true, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [1_000] })
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    rmSync(distDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('home, the listing, search, suggestions and the sitemap say the collection is being prepared', async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/`);
      await expect(page.getByRole('heading', { level: 2, name: 'Our collection is being prepared' })).toBeVisible();
      // No carousel of scents that do not exist, no sample cards, no offers for nothing.
      await expect(page.getByRole('heading', { name: 'Most Loved Scents' })).toHaveCount(0);
      await expect(page.locator('a[href^="/products/"]')).toHaveCount(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      for (const listing of ['/products', '/products?search=rose']) {
        await page.goto(`${origin}${listing}`);
        await expect(page.getByRole('heading', { level: 2, name: 'Our collection is being prepared' })).toBeVisible();
        await expect(page.getByText(/products? found/)).toHaveCount(0);
        await expect(page.getByText('No products found')).toHaveCount(0);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
    }

    const suggestions = await (await page.request.get(`${origin}/api/v1/products/suggest?q=rose`)).json();
    expect(suggestions.data).toEqual({ perfumes: [], notes: [], categories: [] });

    const sitemap = await page.request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).not.toContain('/products/');
  });
});
