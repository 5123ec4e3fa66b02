import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, horizontalOverflow, signInViaApi } from './support/accounts';
import { editProductDialog, stamp } from './support/products';

/*
 * The stock ledger in the back office (issue 27): stock moves while an admin has the product open;
 * their save of a stale figure is refused with the figure now, they save again, and the product's
 * stock history shows the movements.
 */
const IP = '198.51.100.74';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

test('an admin saves a stale stock figure, is shown the figure now and asked again, and sees the movements', async ({ page }, testInfo) => {
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const name = `Vetiver Ledger ${stamp()}`;
    const created = await page.request.post('/api/v1/products', { data: { name, category: 'Unisex', price: 3100, stock: 5, volumeMl: 50 } });
    expect(created.status()).toBe(201);
    const product = (await created.json()).data;
    const sizeId = product.sizes[0]._id as string;

    const dialog = await editProductDialog(page, name);
    const stock = dialog.getByLabel('Stock', { exact: true });
    await expect(stock).toHaveValue('5');
    // The history shows how the size began.
    const history = dialog.getByRole('list', { name: `Recent stock movements of ${product.sizes[0].label}` });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first()).toContainText('Opening stock');

    // Behind the admin's back, two bottles are written off (another tab, another admin).
    const behind = await page.request.post(`/api/v1/products/${product.id}/stock-adjustments`, { data: { variantId: sizeId, delta: -2, reason: 'damaged', note: 'Broken in transit' } });
    expect(behind.status()).toBe(201);

    // The admin counts 8 on the shelf and saves against the 5 they loaded: asked again.
    await stock.fill('8');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    const asked = 'Stock changed since you opened this page: now 3. Check the figure and save again.';
    await expect(dialog.getByText(asked).first()).toBeVisible();
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toBeFocused();
    await expect(stock).toHaveValue('8');
    expect((await (await page.request.get(`/api/v1/products/${product.id}`)).json()).data.stock).toBe(3);
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`stock-changed-${viewport.width}.png`), fullPage: false });

    // Checked, they save again: the count is set.
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product updated successfully' }).first()).toBeVisible();
    expect((await (await page.request.get(`/api/v1/products/${product.id}`)).json()).data.stock).toBe(8);

    // Opened again: the movements, newest first; then 4 received through Adjust stock, by keyboard.
    const again = await editProductDialog(page, name);
    const list = again.getByRole('list', { name: `Recent stock movements of ${product.sizes[0].label}` });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').nth(0)).toContainText(/Count correction\s*\+5\s*stock 8/);
    await expect(list.getByRole('listitem').nth(1)).toContainText(/Damaged\s*\u22122\s*stock 3/);
    await expect(list.getByRole('listitem').nth(1)).toContainText('Broken in transit');
    await again.getByRole('button', { name: `Adjust stock of ${product.sizes[0].label}` }).click();
    const change = again.getByLabel('Change (units)');
    await change.fill('4');
    await again.getByRole('textbox', { name: 'Note (optional)' }).fill('Carton 17');
    await change.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'stock is now 12' }).first()).toBeVisible();
    await expect(again.getByLabel('Stock', { exact: true })).toHaveValue('12');
    await expect(list.getByRole('listitem').nth(0)).toContainText(/Received\s*\+4\s*stock 12/);
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`stock-history-${viewport.width}.png`), fullPage: false });
    await again.getByRole('button', { name: 'Cancel' }).click();
  }
});
