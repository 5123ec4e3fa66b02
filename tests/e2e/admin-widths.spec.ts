import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { openAdminPage } from './support/accounts';

/*
 * Issue 30: /admin/products at 1,440 px was a 1,286 px table in a 1,118 px column, its Actions
 * clipped behind a scrollbar. Every back-office list now fits the desktop column whole.
 */
const LISTS = ['/admin/products', '/admin/orders', '/admin/users', '/admin/coupons', '/admin/reviews', '/admin/contacts', '/admin/emails', '/admin/audit'];

test('every back-office list fits a 1,440 px screen without a horizontal scroll, actions in view', async ({ browser, baseURL }) => {
  const admin = await openAdminPage(browser, baseURL);
  for (const path of LISTS) {
    await admin.goto(path);
    const table = admin.locator('table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const { table: width, column } = await table.evaluate((t) => ({ table: t.scrollWidth, column: t.parentElement!.clientWidth }));
    expect(width, `${path}: the table's width within its column (${column} px)`).toBeLessThanOrEqual(column);
  }
  await admin.goto('/admin/products');
  await expect(admin.getByRole('button', { name: /^Edit / }).first()).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
