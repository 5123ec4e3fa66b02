import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, hydrated, PHONE } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu opens from the keyboard, traps focus, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Maison Aurelle' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Our Story' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/mobile-menu.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a menu link navigates and the menu closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Collections' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the catalogue filters open in a panel and filter the grid', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    // Issue 30: one filter of who a scent is for.
    await panel.getByRole('button', { name: 'Unisex', exact: true }).click();
    await expect(page).toHaveURL(/gender=unisex/);
  });
});

test('the navigation bar is transparent at the top and turns near-black past 50 px', async ({ page }) => {
  await page.goto('/about');
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 400));
  // Near-opaque ink: Tailwind 4 mixes bg-ink/95 in oklab, alpha 0.95.
  await expect(header).toHaveCSS('background-color', /0\.95\)$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('a link to an anchor keeps its place on load, and a new page starts at the top', async ({ page }) => {
  await page.goto('/products/fiorita#reviews');
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeInViewport();
  // Still there once the page has loaded everything and hydrated (nothing scrolled it back up).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('/favicon.ico answers with the house icon, for browsers and crawlers that ask for it by that name', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/x-icon');
  const body = await res.body();
  // An ICO directory (reserved 0, type 1) with at least one image.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test.describe('the ways into the catalogue (issue 30)', () => {
  test('on a desktop the Shop panel opens from the keyboard, leads to a family and closes with Escape', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    const shop = page.getByRole('banner').getByRole('button', { name: 'Shop' });
    await hydrated(shop);
    await shop.focus();
    await page.keyboard.press('Enter');
    const forHer = page.getByRole('banner').getByRole('link', { name: 'For her', exact: true });
    await expect(forHer).toBeVisible();
    await expect(page.getByRole('list', { name: 'By family' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/h2/shop-menu-desktop.png' });
    await page.keyboard.press('Escape');
    await expect(forHer).toBeHidden();
    await expect(shop).toBeFocused();

    await shop.click();
    await page.getByRole('list', { name: 'By family' }).getByRole('link', { name: 'Florals' }).click();
    await expect(page).toHaveURL(/\/products\?collection=floral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Florals' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'By family' })).toBeHidden();
    await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('on a phone the drawer offers attars, gifts and discovery', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('list', { name: 'The house' }).getByRole('link', { name: 'Discovery Sets & Minis' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Attars' }).click();
    await expect(page).toHaveURL(/\/products\?collection=attars$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Attars' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('article').first()).toContainText(/attar/i);
  });
});
