import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';
import { verifiedCustomer } from './support/accounts';

/*
 * Issue 30: My Orders showed an unpaid order as a bare PENDING badge. On a phone, the closed card
 * now says it awaits payment, until when and how long is left, shows what was ordered, and offers
 * Pay now.
 */
const IP = '198.51.100.83';
test.use({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': IP } });

test('an unpaid order offers Pay now, its deadline and time left, and its pictures on the closed card', async ({ browser, page, baseURL }) => {
  await verifiedCustomer(browser, page, baseURL, IP);
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user;
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; stock: number }[];
  const product = products.find((p) => p.stock > 10)!;
  await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } });
  const shippingAddress = { fullName: 'Meera Iyer', addressLine1: '7, Palace Road', city: 'Mumbai', state: 'Maharashtra', postalCode: '400001', phone: '9845012345' };
  const created = await page.request.post(`/api/v1/orders/create/${me.id}`, { data: { shippingAddress, paymentMethod: 'online', couponCode: '' } });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (await created.json()).data as { order: { orderNumber: string } };

  await page.goto('/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`Order #${order.orderNumber}`) }) });
  const awaiting = card.locator('p', { hasText: 'Awaiting payment' });
  await expect(awaiting).toBeVisible();
  await expect(awaiting.getByText(/\(\d+ min left\)/)).toBeVisible();
  // The deadline with its day, not a bare time that may mean tomorrow.
  await expect(awaiting.locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
  await expect(awaiting.locator('time')).toHaveText(/\d{4}/);
  await expect(card.locator('img').first()).toBeVisible();
  const pay = card.getByRole('button', { name: `Pay now for order ${order.orderNumber}` });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(page);

  await pay.click();
  await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
});
