import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { openAdminPage } from './support/accounts';

/*
 * The landing pages come from the page cache (Cache Components: lib/cache.ts, the cache handlers
 * lib/page-cache-handler.mjs and lib/use-cache-handler.mjs): a second visit is a cache hit a CDN
 * may keep, and what the back office changes shows on the very next visit all the same. The
 * listing, filtered or not, is one page that reads its query, rendered whole per request from
 * cached reads.
 */

/** Asks until the page cache answers (the first visit renders and stores the page). */
async function cachedResponse(request: APIRequestContext, path: string) {
  for (let i = 0; i < 8; i++) {
    const res = await request.get(path);
    if (res.headers()['x-nextjs-cache'] === 'HIT') return res;
    // A write's tags are expired again 0.5 s and 2 s after it (lib/cache.ts).
    await new Promise((r) => setTimeout(r, 400));
  }
  throw new Error(`${path} never came from the page cache`);
}

test('landing pages are kept and shared by everyone, and a price or stock change shows on the next visit', async ({ browser, baseURL, page, request }) => {
  for (const path of ['/', '/about', '/products/fiorita']) {
    const res = await cachedResponse(request, path);
    expect(res.status(), path).toBe(200);
    const cacheControl = res.headers()['cache-control'] ?? '';
    expect(cacheControl, path).toMatch(/(^|, )s-maxage=\d+/);
    expect(cacheControl, path).not.toMatch(/private|no-store/);
  }
  // Listings are rendered whole per request from the cached reads (app/(catalogue)/products/page.tsx),
  // never a shell with the results streamed in after the footer, and list what the filter asks for.
  for (const path of ['/products', '/products?category=Floral']) {
    const listing = await request.get(path);
    expect(listing.headers()['cache-control'], path).toMatch(/private|no-store/);
    const html = await listing.text();
    expect(html, path).toContain('products found');
    expect(html.indexOf('products found'), path).toBeLessThan(html.indexOf('<footer'));
  }
  // A made-up perfume is "not found" and never kept.
  for (let i = 0; i < 2; i++) {
    const missing = await request.get('/products/no-such-perfume-anywhere');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-nextjs-cache']).not.toBe('HIT');
  }

  // The back office adds a perfume; the shopper's second visit is served from the cache.
  const admin = await openAdminPage(browser, baseURL);
  const name = `Kept Page ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/v1/products', { data: { name, category: 'Unisex', price: 2150, mrp: 2500, stock: 30 } });
  expect(created.status(), await created.text()).toBe(201);
  const { data: product } = (await created.json()) as { data: { _id: string; slug: string } };
  const path = `/products/${product.slug}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  const details = page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name }) });
  await expect(details.getByText('₹2,150').first()).toBeVisible();
  await expect(details.getByText('Available')).toBeVisible();
  await cachedResponse(request, path);

  // A price change: the next visit shows it.
  expect((await admin.request.put(`/api/v1/products/${product._id}`, { data: { price: 1875 } })).status()).toBe(200);
  await page.reload();
  await expect(details.getByText('₹1,875').first()).toBeVisible();
  await expect(details.getByText('₹2,150')).toHaveCount(0);
  // Stock falling into the range the page counts: the next visit says how many are left.
  expect((await admin.request.put(`/api/v1/products/${product._id}`, { data: { stock: 4, expectedStock: 30 } })).status()).toBe(200);
  await page.reload();
  await expect(details.getByText('Only 4 left')).toBeVisible();
  await expectNoAxeViolations(page);
  await admin.context().close();

  // On a phone, the first filter chosen on /products moves to the filtered listing
  // (another address) without closing the drawer or losing the keyboard's place.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  // Issue 30: one filter of who a scent is for (it was a Female checkbox among the categories).
  const forHer = drawer.getByRole('button', { name: 'For her', exact: true });
  await forHer.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/products\?gender=women/);
  await expect(drawer.getByRole('button', { name: /^Show \d+ results?$/ })).toBeVisible();
  await expect(forHer).toHaveAttribute('aria-pressed', 'true');
  await expect(forHer).toBeFocused();
  await expectNoAxeViolations(page);
  // And back: clearing the last filter returns to /products, the drawer still open.
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/products(#products)?$/);
  await expect(forHer).toHaveAttribute('aria-pressed', 'false');
  await expect(forHer).toBeFocused();
});
