import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoAxeViolations, hydrated } from './fixtures';
import { openAdminPage } from './support/accounts';

function details(page: Page, name: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name }) });
}

test('a shopper picks the 10 ml size by keyboard on a phone, shares its address and bags it; the listing says "From"', async ({ browser, baseURL, page }) => {
  // The back office sells a perfume in three sizes, 50 ml first (the default).
  const admin = await openAdminPage(browser, baseURL);
  const tag = Date.now().toString(36);
  const name = `Three Sizes ${tag}`;
  const created = await admin.request.post('/api/v1/products', {
    data: {
      name,
      category: 'Unisex',
      price: 2499,
      mrp: 2799,
      stock: 20,
      sizes: [
        { label: '50 ml', volumeMl: 50, sku: `TS-${tag}-50`, price: 2499, mrp: 2799, stock: 20 },
        { label: '10 ml', volumeMl: 10, sku: `TS-${tag}-10`, price: 899, mrp: 999, stock: 15 },
        { label: '100 ml', volumeMl: 100, sku: `TS-${tag}-100`, price: 3950, mrp: 4500, stock: 8 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: product } = (await created.json()) as { data: { slug: string } };
  await admin.context().close();
  const path = `/products/${product.slug}`;

  await page.setViewportSize(PHONE);
  await page.goto(path);
  const panel = details(page, name);
  const sizes = panel.getByRole('radiogroup', { name: 'Size' });
  const ten = sizes.getByRole('radio', { name: /^10 ml/ });
  const fifty = sizes.getByRole('radio', { name: /^50 ml/ });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  // The cached page opens on the default size.
  await expect(fifty).toBeChecked();
  await expect(panel.getByText('MRP ₹2,799 (inclusive of all taxes)', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // One tab stop for the group; the arrow moves the choice to the next size, 10 ml.
  await hydrated(fifty);
  await fifty.focus();
  await page.keyboard.press('ArrowRight');
  await expect(ten).toBeChecked();
  await expect(ten).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${path}\\?size=10ml$`));
  await expect(panel.getByText('MRP ₹999 (inclusive of all taxes)', { exact: false })).toBeVisible();
  await expect(panel.getByText('MRP ₹2,799 (inclusive of all taxes)', { exact: false })).toBeHidden();
  await expect(panel.getByText('₹899', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to cart!`)).toBeVisible();
  await expect(panel.getByText('In cart: 1')).toBeVisible();

  // The address names the size: opened again, the page shows it.
  await page.reload();
  await hydrated(ten);
  await expect(ten).toBeChecked();
  await expect(panel.getByText('MRP ₹999 (inclusive of all taxes)', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}\\?size=10ml$`));
  // The shared address is indexed as the product's own.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expectNoAxeViolations(page);

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(line).toContainText('10 ml');
  await expect(line).not.toContainText('50 ml');
  await expect(line.getByText('₹899', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // On a desktop the listing's card quotes the cheapest size.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('From ₹899')).toBeVisible();
  // Issue 30: the card says "From ₹899", so Quick Add asks which size (it put in the default 50 ml).
  // The 10 ml bagged above counts: a card that asks counts every bottle of the perfume.
  const quickAdd = card.getByRole('button', { name: `Add More (1) ${name}` });
  await quickAdd.click();
  const choice = card.getByRole('group', { name: `Choose a size of ${name}` });
  // The sizes in the house's order, each with its price; the default (first) one has the focus.
  await expect(choice.getByRole('button')).toHaveText([/^$/, /50 ml\s*₹2,499/, /10 ml\s*₹899/, /100 ml\s*₹3,950/]);
  await expect(choice.getByRole('button', { name: /50 ml/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expect(quickAdd).toBeFocused();
  await page.keyboard.press('Enter');
  await choice.getByRole('button', { name: /50 ml/ }).click();
  await expect(page.getByText(`${name} added to cart!`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Add More (2) ${name}` })).toBeVisible();
});
