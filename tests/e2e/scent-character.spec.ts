import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, signInViaApi } from './support/accounts';
import { editProductDialog, stamp } from './support/products';

/*
 * Issue 30: longevity and sillage lived only in prose. The admin states a perfume's family,
 * longevity and sillage in the product form; the product page shows them as small scales beside
 * the notes, in words as well as bars; what the house left unsaid is not shown.
 */
const IP = '198.51.100.74';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

test('an admin states a perfume’s family, longevity and sillage, and a shopper on a phone reads them beside the notes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  const name = `Vetiver Haze ${stamp()}`;
  const created = await page.request.post('/api/v1/products', {
    data: { name, category: 'Unisex', price: 3200, stock: 9, notesTop: ['Bergamot'], notesHeart: ['Vetiver'], notesBase: ['Cedar'] },
  });
  expect(created.status()).toBe(201);
  const slug = (await created.json()).data.slug as string;

  // Stated nothing yet: the notes, and no scales.
  await page.goto(`/products/${slug}`);
  const scent = page.locator('div').filter({ has: page.getByRole('heading', { level: 2, name: 'The Scent' }) }).last();
  await expect(scent.getByText('Vetiver', { exact: true })).toBeVisible();
  await expect(scent.getByText('Longevity')).toHaveCount(0);

  const dialog = await editProductDialog(page, name);
  await dialog.getByLabel('Family').selectOption({ label: 'Fougère (aromatic)' });
  await dialog.getByLabel('Longevity').selectOption('4');
  await expect(dialog.getByText('6 to 8 hours on skin')).toBeVisible();
  // From the keyboard: the sillage select takes arrow keys like any select.
  await dialog.getByLabel('Sillage').focus();
  await dialog.getByLabel('Sillage').selectOption('2');
  await expect(dialog.getByText('noticed at arm’s length')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product updated successfully' }).first()).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto(`/products/${slug}`);
  await expect(scent.getByText('Fougère (aromatic)')).toBeVisible();
  await expect(scent.getByRole('img', { name: '4 of 5' })).toBeVisible();
  await expect(scent.getByText('Long-lasting, 6 to 8 hours on skin')).toBeVisible();
  await expect(scent.getByRole('img', { name: '2 of 5' })).toBeVisible();
  await expect(scent.getByText('Soft, noticed at arm’s length')).toBeVisible();
  await expectNoAxeViolations(page);
});
