import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, signInViaApi } from './support/accounts';

/* The back office's lists keep filters, sort and page in the address bar (docs/admin-lists.md). */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.67' } });

test('a coupons list link keeps its search, sort and page through a reload, back and forward', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  const token = `L${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const code = (i: number) => `${token}X${String(i).padStart(2, '0')}`;
  const expiryDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 12; i++) {
    const res = await page.request.post('/api/v1/coupons', { data: { code: code(i), discountType: 'percentage', discountValue: 5, expiryDate, usageLimit: 5 } });
    expect(res.status(), await res.text()).toBe(201);
  }

  const firstRow = page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1);
  const onPage2 = async () => {
    await expect(page.getByLabel('Search coupons')).toHaveValue(token);
    await expect(page.getByRole('columnheader', { name: 'Coupon' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRow).toContainText(code(5));
    await expect(page.getByText('Showing 6–10 of 12')).toBeVisible();
  };

  await page.goto(`/admin/coupons?search=${token}&sort=code&order=asc&limit=5&page=2`);
  await onPage2();
  await page.reload();
  await onPage2();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(firstRow).toContainText(code(10));
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await onPage2();
  await page.goForward();
  await expect(firstRow).toContainText(code(10));

  // The same column again sorts the other way, from the first page.
  await page.getByRole('button', { name: 'Coupon', exact: true }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(firstRow).toContainText(code(11));
  await expect(page.getByRole('columnheader', { name: 'Coupon' })).toHaveAttribute('aria-sort', 'descending');
  await expectNoAxeViolations(page);

  // A filter that matches nothing says so; the status filter is in the link too.
  await page.getByLabel('Status', { exact: true }).selectOption('expired');
  await expect(page).toHaveURL(/status=expired/);
  await expect(page.getByText('No coupons match this search or status.')).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('expired');
  await expectNoAxeViolations(page);
});
