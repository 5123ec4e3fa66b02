import { expect, test } from '@playwright/test';
import { fillLogin, uniqueIp } from '../e2e/support/accounts';
import { fillShippingAddress } from '../e2e/support/checkout';

/*
 * One shopper's whole purchase through the proxy: every page, API call and the payment return
 * lands on whichever instance is next, so the session, the cart and the order must live in the
 * shared database, not in any one instance.
 */
const customer = { email: process.env.CLUSTER_CUSTOMER_EMAIL ?? 'customer@maisonaurelle.test', password: process.env.CLUSTER_CUSTOMER_PASSWORD ?? '' };
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

test('sign in, add to cart, place the order, pay on the local gateway and see it confirmed', async ({ page }) => {
  test.skip(!process.env.CLUSTER_URL || !customer.password, 'CLUSTER_URL and CLUSTER_CUSTOMER_PASSWORD come from scripts/cluster.sh');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await fillLogin(page, customer.email, customer.password);
  // Home, or the cart when it already holds something.
  await expect(page).toHaveURL(/\/(cart)?$/);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  // An earlier run may have left lines behind; this purchase is of one product only.
  expect((await page.request.delete('/api/v1/cart/clear')).status()).toBe(200);

  const list = await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json();
  const product = (list.data as { slug: string; name: string; stock: number }[]).find((p) => p.stock > 10)!;
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toContainText('1');

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  // The items list shown at this width (phones fold theirs into the summary at the top).
  await expect(page.getByRole('list', { name: 'Items in your order' }).getByText(product.name)).toBeVisible();
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Pay Maison Aurelle' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/checkout\?order_id=MA-\d{4}-\d{6}/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = new URL(page.url()).searchParams.get('order_id')!;
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  const card = page.locator('li, article').filter({ hasText: orderNumber }).first();
  await expect(card.getByText(/Order status:\s*CONFIRMED/)).toBeVisible();
});
