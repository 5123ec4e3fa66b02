import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, openAdminPage } from './support/accounts';

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

test('at 390 px each list row is a card: every value under its column name, the actions on screen', async ({ browser, baseURL }) => {
  const admin = await openAdminPage(browser, baseURL);
  await admin.setViewportSize(PHONE);
  for (const path of ['/admin/products', '/admin/users', '/admin/coupons']) {
    await admin.goto(path);
    const row = admin.locator('tbody tr').first();
    await expect(row).toBeVisible();
    expect(await horizontalOverflow(admin), `${path}: nothing wider than the screen`).toBe(0);
    // No sideways scroll inside the list either (the table used to scroll, its actions off-screen).
    const { width, column } = await admin.locator('table').first().evaluate((t) => ({ width: t.scrollWidth, column: t.parentElement!.clientWidth }));
    expect(width, `${path}: the rows fit the ${column} px column`).toBeLessThanOrEqual(column);
    const buttons = row.getByRole('button');
    const last = buttons.last();
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width, `${path}: the row's last action is on screen`).toBeLessThanOrEqual(PHONE.width);
  }
  await admin.goto('/admin/products');
  const first = admin.locator('tbody tr').first();
  const status = first.getByRole('combobox', { name: /^Status of / });
  await status.scrollIntoViewIfNeeded();
  // Whole on screen once scrolled to: not cut off at the right as the scrolled table had it.
  await expect(status).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
