import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, signInViaApi } from './support/accounts';

/* The products and orders lists keep their filters, sort and page in the address bar (docs/admin-lists.md). */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.68' } });

test('a products list link keeps its search, filters, sort and page through a reload, and the export takes the same filters', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  const token = `Zq${Date.now().toString(36).slice(-6)}`;
  const name = (i: number) => `${token} Attar ${String(i).padStart(2, '0')}`;
  for (let i = 1; i <= 6; i++) {
    // Inactive: journeys running beside this one read the shop's listing, and six new perfumes
    // would push the seed's scents they look for off its first page.
    const res = await page.request.post('/api/v1/products', { data: { name: name(i), category: 'Unisex', price: 1000 + i * 100, stock: 30, isActive: false } });
    expect(res.status(), await res.text()).toBe(201);
  }

  const table = page.getByRole('table', { name: 'Products' });
  const onPage2 = async () => {
    await expect(page.getByLabel('Search products')).toHaveValue(token);
    await expect(page.getByLabel('Category')).toHaveValue('Unisex');
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1)).toContainText(name(1));
    await expect(page.getByText('Showing 6–6 of 6')).toBeVisible();
  };
  await page.goto(`/admin/products?search=${token}&category=unisex&sort=price&order=desc&limit=5&page=2`);
  await onPage2();
  await page.reload();
  await onPage2();
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/v1/products/export?sort=price&order=desc&search=${token}&category=Unisex`);

  // A filter goes into the link and starts again at page 1; nothing active matches.
  await page.getByLabel('Status', { exact: true }).selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText('Nothing matches this search and these filters.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Clear filters keeps the sort and the page size (descending is what a sort without order means, as in the API).
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/products\?sort=price&limit=5$/);
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Search products')).toHaveValue('');
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/products?search=${token}`);
  await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an orders link made before the list pattern still opens its sort and period; the filters write the link', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  await page.goto('/admin/orders?sort=oldest&period=week');
  await expect(page.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Time period')).toHaveValue('7d');

  await page.getByLabel('Payment status').selectOption('failed');
  await expect(page).toHaveURL(/paymentStatus=failed/);
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /\/api\/v1\/orders\/export\?paymentStatus=failed&period=7d&sort=oldest$/);
  await page.reload();
  await expect(page.getByLabel('Payment status')).toHaveValue('failed');
  await expect(page.getByRole('list', { name: 'Orders at a glance (matching the filters)' })).toBeAttached();
  await expectNoAxeViolations(page);
});
