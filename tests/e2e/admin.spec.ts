import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, horizontalOverflow, openAdminPage, signInViaApi, verifiedCustomer } from './support/accounts';
import { fillShippingAddress } from './support/checkout';

/* The back office as an admin uses it, and what the shop shows afterwards. */
const IP = '198.51.100.63';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

const image = (name: string) => ({ name, mimeType: 'image/webp', buffer: readFileSync(path.join('public/products', name)) });
const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();

async function adminPage(page: Page) {
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
}

test('an admin creates a product with two images and it is on /products at once', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const name = `Monsoon Vetiver ${stamp()}`;
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Category').selectOption('Unisex').catch(async () => {
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Unisex' }).click();
  });
  await dialog.getByLabel('Price (₹)', { exact: true }).fill('2450');
  await dialog.getByLabel('Stock').fill('25');
  await dialog.getByRole('textbox', { name: 'Description point 1' }).fill('Rain on hot earth, vetiver and green cardamom.');
  await dialog.getByLabel('Images').setInputFiles([image('amaira-1.webp'), image('amaira-2.webp')]);
  await expect(dialog.getByRole('button', { name: 'Remove image 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product added successfully' }).first()).toBeVisible();

  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await page.getByRole('link', { name: new RegExp(name) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('₹2,450').first()).toBeVisible();
  // Both uploads are on the product page, served from the store's own upload route.
  const uploads = page.locator('img[src*="/uploads/products/"], img[srcset*="uploads%2Fproducts"], img[src*="uploads%2Fproducts"]');
  expect(await uploads.count()).toBeGreaterThanOrEqual(2);
});

test('an admin creates a coupon that a customer then uses at checkout', async ({ browser, page, baseURL }) => {
  const code = `MONSOON${stamp()}`;
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  await admin.goto('/admin/coupons');
  await admin.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Discount type').selectOption('percentage');
  await dialog.getByLabel('Discount value').fill('12');
  await dialog.getByLabel('Minimum order (₹)').fill('1000');
  const expiry = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Expiry date').fill(expiry);
  await dialog.getByLabel('Usage limit').fill('50');
  await dialog.getByLabel('Description').fill('Monsoon special');
  await dialog.getByRole('button', { name: 'Save Coupon' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Coupon created successfully' }).first()).toBeVisible();
  await expect(admin.getByRole('cell', { name: code }).or(admin.getByText(code, { exact: true })).first()).toBeVisible();
  await admin.context().close();

  await verifiedCustomer(browser, page, baseURL, IP, 'Ishaan Kapoor');
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=price-desc')).json()).data as { id: string; stock: number; price: number }[];
  const product = products.find((p) => p.stock > 10 && p.price >= 1000)!;
  await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } });
  await page.goto('/checkout');
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
  await expect(page.getByText(`Coupon discount (${code})`)).toBeVisible();
  await fillShippingAddress(page, { fullName: 'Ishaan Kapoor', phone: '9820012345', addressLine1: '3 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pinCode: '400020' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();

  // The back office counts the use.
  const adminAgain = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  const list = await (await adminAgain.request.get(`/api/v1/coupons?scope=all&search=${code}`)).json();
  expect(list.data[0]).toMatchObject({ code, usedCount: 1 });
  await adminAgain.context().close();
});

test('an admin marks a paid order shipped; the customer sees it and is emailed', async ({ browser, page, baseURL }) => {
  const customer = await verifiedCustomer(browser, page, baseURL, IP, 'Anika Bose');
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user;
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; stock: number }[];
  await page.request.post('/api/v1/cart/add', { data: { productId: products.find((p) => p.stock > 10)!.id, quantity: 1 } });
  const created = await page.request.post(`/api/v1/orders/create/${me.id}`, {
    data: { shippingAddress: { fullName: 'Anika Bose', addressLine1: '9 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016', phone: '9830012345' }, paymentMethod: 'online', couponCode: '' },
  });
  const { order, checkout } = (await created.json()).data;
  await page.goto(checkout.url);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });

  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  await admin.goto(`/admin/orders?search=${order.orderNumber}`);
  const status = admin.getByRole('combobox', { name: `Order status for ${order.orderNumber}` });
  await expect(status).toHaveValue('confirmed');
  // Only the moves forward are offered, and shipping (it emails the customer) asks first, for the courier and the AWB.
  await expect(status.locator('option')).toHaveText(['Confirmed', 'Processing', 'Shipped', 'Cancelled']);
  await status.selectOption('shipped');
  const ship = admin.getByRole('dialog', { name: `Mark order ${order.orderNumber} shipped?` });
  await expect(ship).toBeVisible();
  await expect(ship.getByLabel('Courier')).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(ship).toBeHidden();
  await expect(status).toHaveValue('confirmed');
  await status.selectOption('shipped');
  await ship.getByLabel('Courier').selectOption('Blue Dart');
  await ship.getByLabel('Tracking number (AWB)').fill('12345678901');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Order status updated to shipped' }).first()).toBeVisible();
  await expect(status).toHaveValue('shipped');
  await expect(status.locator('option')).toHaveText(['Shipped', 'Out for delivery', 'Delivered']);
  // The status change is in the audit log: who made it and to which order, by name.
  await admin.goto('/admin/audit');
  const entry = admin.getByRole('row').filter({ hasText: order.orderNumber }).filter({ hasText: 'Changed status' }).first();
  await expect(entry).toContainText(ADMIN.name);
  await expect(entry).toContainText(ADMIN.email);
  await admin.context().close();

  await page.goto('/orders');
  const card = page.locator('li, article').filter({ hasText: order.orderNumber }).first();
  await expect(card.getByText(/Order status:\s*SHIPPED/)).toBeVisible();
  const adminMail = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  await adminMail.goto(`/admin/emails?q=${encodeURIComponent(customer.email)}`);
  await expect(adminMail.getByRole('link', { name: `Your order has shipped: ${order.orderNumber}` }).first()).toBeVisible();
  await adminMail.context().close();
});

test('an admin cancels an order only after confirming, and its stock comes back', async ({ browser, page, baseURL }) => {
  await verifiedCustomer(browser, page, baseURL, IP, 'Tara Nair');
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user;
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; stock: number }[];
  const product = products.find((p) => p.stock > 10)!;
  // The shop's product JSON (cached on the server) says the same as the back office, at once.
  const shopStock = async () => (await (await page.request.get(`/api/v1/products/${product.id}`)).json()).data.stock as number;
  const before = await shopStock();
  await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 2 } });
  const created = await page.request.post(`/api/v1/orders/create/${me.id}`, {
    data: { shippingAddress: { fullName: 'Tara Nair', addressLine1: '4 Beach Road', city: 'Kochi', state: 'Kerala', postalCode: '682001', phone: '9847012345' }, paymentMethod: 'online', couponCode: '' },
  });
  const { order } = (await created.json()).data;
  expect(await shopStock()).toBe(before - 2);
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  // The back office reads live stock.
  const stockOf = async () => {
    const body = await (await admin.request.get(`/api/v1/products/admin?search=${product.id}&status=all`)).json();
    return (body.data as { id: string; stock: number }[]).find((p) => p.id === product.id)!.stock;
  };
  const held = await stockOf();
  await admin.goto(`/admin/orders?search=${order.orderNumber}`);
  const status = admin.getByRole('combobox', { name: `Order status for ${order.orderNumber}` });
  await expect(status).toHaveValue('pending');
  // Unpaid: it can only be cancelled.
  await expect(status.locator('option')).toHaveText(['Pending', 'Cancelled']);
  await status.selectOption('cancelled');
  const dialog = admin.getByRole('alertdialog', { name: `Cancel order ${order.orderNumber}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('pending');
  expect(await stockOf()).toBe(held);

  await status.selectOption('cancelled');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: /cancelled/i }).first()).toBeVisible();
  await expect(status).toHaveValue('cancelled');
  // Cancelled is final: nothing more to choose.
  await expect(status).toBeDisabled();
  expect(await stockOf()).toBe(held + 2);
  expect(await shopStock()).toBe(before);
  await admin.context().close();
});

const ADMIN_PAGES = [
  ['/admin', /Dashboard/],
  ['/admin/products', /Products/],
  ['/admin/orders', /Orders/],
  ['/admin/users', /Users/],
  ['/admin/coupons', /Coupons/],
  ['/admin/reviews', /Reviews/],
  ['/admin/contacts', /Messages|Contact/],
  ['/admin/audit', /Audit/],
] as const;

// Every back-office page at both widths, one test each: sixteen pages with axe in one test came
// near its minute on a busy two-core machine with two workers.
for (const viewport of [PHONE, DESKTOP]) {
  for (const [path, heading] of ADMIN_PAGES) {
    test(`back-office page ${path} passes axe at ${viewport.width} px without sideways scrolling`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await adminPage(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    });
  }
}

test('a customer is sent away from the back office and its API refuses them', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/v1/users')).status()).toBe(401);
  await signInViaApi(page.request, 'customer@maisonaurelle.test', 'Customer@12345');
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/v1/orders/all')).status()).toBe(403);
  expect((await page.request.get('/api/v1/users')).status()).toBe(403);
});
