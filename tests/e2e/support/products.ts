import { expect, type Page } from '@playwright/test';

/** A short tag that keeps a product made by a test unique ("K3F9Q"). */
export const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();

/** Finds the product in /admin/products and opens its Edit Product dialog. */
export async function editProductDialog(page: Page, name: string) {
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog).toBeVisible();
  return dialog;
}
