import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, horizontalOverflow, signInViaApi } from './support/accounts';
import { editProductDialog, stamp } from './support/products';

/* The back office's sizes editor: an admin adds a size to a product and edits its price and stock. */
const IP = '198.51.100.71';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

test('an admin adds a size to a product, edits its price and stock, and the product answers with it', async ({ page }) => {
  // Two widths, each with two saves and two axe scans of a long dialog: over a minute beside other workers.
  test.slow();
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const name = `Saffron Dusk ${stamp()}`;
    const created = await page.request.post('/api/v1/products', { data: { name, category: 'Unisex', price: 4200, stock: 12, volumeMl: 100 } });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.id as string;

    // Add a 10 ml travel spray.
    let dialog = await editProductDialog(page, name);
    // Issue 30: Size 1's fields sit together, in the words every size uses (no "Compare-at" beside "Original price").
    const first = dialog.getByRole('group', { name: 'Size 1 · default' });
    for (const label of ['Label', 'Volume (ml)', 'SKU', 'Price (₹)', 'MRP (₹)', 'Original price (₹)', 'Stock']) await expect(first.getByLabel(label, { exact: true })).toBeVisible();
    await expect(first.getByLabel('Price (₹)', { exact: true })).toHaveValue('4200');
    await expect(dialog.getByText(/Compare-at/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await expect(dialog.getByRole('group', { name: 'Size 2' })).toBeVisible();
    await expect(dialog.getByLabel('Size 2 Label')).toBeFocused();
    await expect(dialog.getByRole('group', { name: 'Size 2' }).getByLabel('Size 2 Original price (₹)')).toBeVisible();
    await dialog.getByLabel('Size 2 Label').fill('10 ml travel spray');
    await dialog.getByLabel('Size 2 Volume (ml)').fill('10');
    await dialog.getByLabel('Size 2 Price (₹)').fill('1190');
    await dialog.getByLabel('Size 2 Stock').fill('0');
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    // A second size of the same volume is refused in the browser with the server's words.
    await dialog.getByRole('button', { name: 'Add size' }).click();
    // The new size takes the focus a frame after it appears; typing before then would follow it.
    await expect(dialog.getByLabel('Size 3 Label')).toBeFocused();
    await dialog.getByLabel('Size 3 Volume (ml)').fill('10');
    await dialog.getByLabel('Size 3 Price (₹)').fill('1000');
    await dialog.getByLabel('Size 3 Stock').fill('1');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expect(dialog.getByText('Two sizes have 10 ml: each size needs its own volume').first()).toBeVisible();
    await expect(dialog.getByLabel('Size 3 Volume (ml)')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove Size 3' }).click();
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product updated successfully' }).first()).toBeVisible();
    // The list shows both sizes and their stock.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('listitem').filter({ hasText: /^100 ml: 12$/ })).toBeVisible();
    await expect(row.getByRole('listitem').filter({ hasText: /^10 ml: 0$/ })).toBeVisible();

    // Edit the travel spray's price and stock, with the keyboard only.
    dialog = await editProductDialog(page, name);
    const price = dialog.getByLabel('Size 2 Price (₹)');
    await expect(price).toHaveValue('1190');
    await price.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1250');
    await dialog.getByLabel('Size 2 Stock').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('7');
    // Enter in a field saves the form; the MRP saved before (the price then) is now under the new price.
    await page.keyboard.press('Enter');
    const mrp = dialog.getByLabel('Size 2 MRP (₹)');
    await expect(dialog.getByText('MRP must be at least the price').first()).toBeVisible();
    await expect(mrp).toBeFocused();
    await expect(mrp).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1299');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product updated successfully' }).first()).toBeVisible();

    const answer = await page.request.get(`/api/v1/products/${id}`);
    expect(answer.status()).toBe(200);
    const data = (await answer.json()).data;
    expect(data.sizes.map((s: { label: string; volumeMl: number; price: number; stock: number }) => [s.label, s.volumeMl, s.price, s.stock])).toEqual([
      ['100 ml', 100, 4200, 12],
      ['10 ml travel spray', 10, 1250, 7],
    ]);
    expect(data.sizes[1].mrp).toBe(1299);
    expect(data).toMatchObject({ price: 4200, stock: 12, fromPrice: 1250, sizeCount: 2 });
  }
});
