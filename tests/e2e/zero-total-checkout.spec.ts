import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { openAdminPage, verifiedCustomer } from './support/accounts';
import { fillShippingAddress } from './support/checkout';

/*
 * A coupon worth the whole order: Place Order goes straight to the confirmation, paid by coupon,
 * with no payment page opened. The coupon is not public, so no other journey is offered it.
 */
const IP = '198.51.100.71';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

for (const viewport of [PHONE, DESKTOP]) {
  test(`a 100 % coupon: Place Order lands on the confirmation, paid by coupon, no payment page (${viewport.width} px)`, async ({ browser, page, baseURL }) => {
    await page.setViewportSize(viewport);
    const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
    const code = `FREE${viewport.width}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const expiryDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await admin.request.post('/api/v1/coupons', { data: { code, discountType: 'percentage', discountValue: 100, expiryDate, usageLimit: 5, isPublic: false } });
    expect(created.ok(), await created.text()).toBe(true);
    await admin.context().close();

    await verifiedCustomer(browser, page, baseURL, IP);
    const list = await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json();
    const product = (list.data as { slug: string; stock: number; name: string }[]).find((p) => p.stock > 10)!;
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toContainText('1');

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    await fillShippingAddress(page);
    await page.getByLabel('Coupon code').fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeVisible();

    const gatewayRequests: string[] = [];
    page.on('request', (r) => {
      if (/local-gateway|cashfree/i.test(r.url())) gatewayRequests.push(r.url());
    });
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/checkout\?order_id=MA-\d{4}-\d{6}/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Coupon', { exact: true }).first()).toBeVisible();
    expect(gatewayRequests).toEqual([]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).not.toContainText('1');
    await expectNoAxeViolations(page);
  });
}
