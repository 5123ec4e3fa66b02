import { expect, type Browser, type Page } from '@playwright/test';
import { verifiedCustomer } from './accounts';

interface ShippingAddress {
  fullName: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/**
 * A new verified customer (`page` signed in as them) with a paid order of one bottle of a
 * well-stocked perfume, paid on the local gateway's page: the account, the product and the order
 * as the create route answered it. For tests of what happens to an order after it is paid.
 */
export async function paidOrderForFreshCustomer(browser: Browser, page: Page, baseURL: string | undefined, ip: string, shippingAddress: ShippingAddress) {
  const customer = await verifiedCustomer(browser, page, baseURL, ip, shippingAddress.fullName);
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user;
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; stock: number; slug: string }[];
  const product = products.find((p) => p.stock > 10)!;
  await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } });
  const created = await page.request.post(`/api/v1/orders/create/${me.id}`, { data: { shippingAddress, paymentMethod: 'online', couponCode: '' } });
  const { order, checkout } = (await created.json()).data;
  await page.goto(checkout.url);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  return { customer, product, order };
}

/** Opens the order's card on the My Orders page shown; the card's region. */
export async function openOrderCard(page: Page, orderNumber: string) {
  const toggle = page.getByRole('button', { name: new RegExp(`Order #${orderNumber}`) });
  await expect(toggle).toBeVisible();
  // Pressed again should the first press come before the list's scripts took over.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  return page.getByRole('region', { name: new RegExp(`Order #${orderNumber}`) });
}
