import { expect, test, type Page } from '@playwright/test';

const cardNames = (page: Page) => page.locator('#products article h3').allInnerTexts();
const cardPrices = async (page: Page) =>
  (await page.locator('#products article').evaluateAll((cards) =>
    cards.map((c) => c.querySelector('div > div.flex.flex-wrap span')?.textContent ?? ''),
  )).map((t) => Number(t.replace(/[^0-9.]/g, '')));

test('filters, search, sort and page live in the URL and are rendered by the server', async ({ page, request, baseURL }) => {
  // The server alone (no JavaScript) renders a filtered view.
  const html = await (await request.get('/products?category=Female&sort=price-asc')).text();
  expect(html).toContain('products found');
  expect(html).toContain(`rel="canonical" href="${new URL(baseURL!).origin}/products?category=Female&amp;sort=price-asc"`);

  await page.goto('/products?category=Female&sort=price-asc');
  // Issue 30: one filter of who a scent is for; a category from an older link shows as a chip in the shopper's words.
  await expect(page.getByRole('button', { name: 'Remove filter For her only' }).first()).toBeVisible();
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  for (let i = 1; i < prices.length; i++) expect(prices[i]!).toBeGreaterThanOrEqual(prices[i - 1]!);
  await expect(page.getByRole('article').filter({ hasText: 'Old Money' })).toHaveCount(0);
});

test('a shopper filters by gender, searches and sorts, and each step changes the URL', async ({ page }) => {
  await page.goto('/products');
  const aside = page.getByRole('complementary', { name: 'Filters' });
  await aside.getByRole('button', { name: 'For him', exact: true }).click();
  await expect(page).toHaveURL(/gender=men/);
  await expect(aside.getByRole('button', { name: 'For him', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Fiorita', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Old Money', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'For him', exact: true }).first().click(); // clicking again clears it
  await expect(page).not.toHaveURL(/gender=/);

  await page.getByRole('combobox', { name: 'Search fragrances' }).fill('ROSE');
  await page.getByRole('combobox', { name: 'Search fragrances' }).press('Enter');
  await expect(page).toHaveURL(/search=ROSE/);
  await expect(page.getByRole('heading', { name: 'Rosea', exact: true })).toBeVisible();

  await page.getByLabel('Sort by').selectOption('name-desc');
  await expect(page).toHaveURL(/sort=name-desc/);
  const names = await cardNames(page);
  expect([...names].sort((a, b) => b.localeCompare(a))).toEqual(names);
});

test('a misspelt search still finds the scent, and an impossible one shows the empty state', async ({ page }) => {
  await page.goto('/products?search=fiorta');
  await expect(page.getByText('showing close matches')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fiorita', exact: true })).toBeVisible();

  await page.goto('/products?search=zzzzqqqq');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
});

test('the catalogue pages by 24 with links that keep the filters', async ({ page }) => {
  await page.goto('/products');
  await expect(page.locator('#products article')).toHaveCount(24);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const count = await page.locator('#products article').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(24);
});

test('the price slider moved with the arrow keys updates the listing once, when the keys rest', async ({ page }) => {
  await page.goto('/products');
  const slider = page.getByRole('slider', { name: 'Max price' }).first();
  const historyBefore = await page.evaluate(() => history.length);
  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/maxPrice=4500/);
  await expect(page.getByText('Up to ₹4,500').first()).toBeVisible();
  // One step into the history for the five key presses, so Back returns to the unfiltered listing.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has('maxPrice'));
});
