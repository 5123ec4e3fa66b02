import { expect, test, type Page } from '@playwright/test';
import { formatInr } from '@/lib/money';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, openAdminPage, verifiedCustomer } from './support/accounts';
import { fillShippingAddress } from './support/checkout';

/*
 * A discovery set, as a shopper and the studio see it: built at /discovery from three travel
 * sprays, bought as one line of the bag, marked delivered by the admin, and its credit (a code on
 * My Orders) spent on a full bottle of one of its perfumes. At 390 and 1440 px, with axe.
 */
const IP = '198.51.100.91';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

const SHIP_TO = { fullName: 'Ishita Rao', phone: '+91 98450 67890', addressLine1: '12, Lavelle Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };

/** The address form the first time; afterwards the saved address (the same) stands. */
async function shipTo(page: Page) {
  const change = page.getByRole('button', { name: 'Change delivery address' });
  const fullName = page.getByLabel('Full name');
  await expect(change.or(fullName).first()).toBeVisible();
  if (await fullName.isVisible()) await fillShippingAddress(page, SHIP_TO);
}

async function payOnGateway(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  return new URL(page.url()).searchParams.get('order_id')!;
}

test('a shopper builds and buys a discovery set; the admin delivers it; its credit pays for part of a full bottle', async ({ browser, page, baseURL }) => {
  test.setTimeout(300_000);
  const prices = (await (await page.request.get('/api/v1/settings/discovery')).json()).data as { set3Price: number };
  const setPrice = formatInr(Math.round(prices.set3Price * 100));
  await verifiedCustomer(browser, page, baseURL, IP, SHIP_TO.fullName);
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });

  try {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);

      // Build: three sprays; the count is told as they are chosen.
      await page.goto('/discovery?size=3');
      await expect(page.getByRole('heading', { level: 1, name: 'Build a discovery set' })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`Set of 3.*${setPrice.replace(/[.₹,]/g, '\\$&')}`) })).toHaveAttribute('aria-current', 'page');
      const choices = page.getByRole('group', { name: 'Choose 3 travel sprays' }).getByRole('checkbox', { disabled: false });
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const box = choices.nth(i);
        await box.check();
        names.push((await box.locator('xpath=..').locator('span.font-medium').textContent())!.trim());
      }
      await expect(page.getByText('3 of 3 chosen')).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: `Add set of 3 to bag · ${setPrice}` }).click();

      // The bag: one line, its scents listed.
      await expect(page).toHaveURL(/\/cart$/);
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Discovery set of 3 travel sprays' }) });
      await expect(line).toBeVisible();
      for (const name of names) await expect(line.getByText(name, { exact: false }).first()).toBeVisible();
      await expect(line.getByText(setPrice)).toBeVisible();
      await expectNoAxeViolations(page);

      // Bought.
      await page.goto('/checkout');
      await shipTo(page);
      // Listed in the order summary (folded away on a phone until opened).
      await expect(page.getByText('Discovery set of 3 travel sprays').first()).toBeAttached();
      await expect(page.getByText(names.join(', ')).first()).toBeAttached();
      const orderNumber = await payOnGateway(page);

      // Delivered by the admin: shipped with its parcel, then delivered (which issues the credit).
      const found = (await (await admin.request.get(`/api/v1/orders/all?search=${orderNumber}`)).json()).data as { _id: string; orderNumber: string }[];
      const orderId = found.find((o) => o.orderNumber === orderNumber)!._id;
      const ship = await admin.request.patch(`/api/v1/orders/update-status/${orderId}`, {
        data: { orderStatus: 'shipped', courier: 'delhivery', trackingNumber: '1490811234567' },
        headers: { origin: baseURL! },
      });
      expect(ship.status()).toBe(200);
      await admin.setViewportSize(viewport);
      await admin.goto(`/admin/orders?search=${orderNumber}`);
      const status = admin.getByRole('combobox', { name: `Order status for ${orderNumber}` });
      await expect(status).toHaveValue('shipped');
      await status.selectOption('delivered');
      const confirm = admin.getByRole('alertdialog', { name: `Mark order ${orderNumber} delivered?` });
      await confirm.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(status).toHaveValue('delivered');

      // The studio sees the set sold and the credit issued.
      await admin.goto('/admin/discovery');
      await expect(admin.getByRole('heading', { level: 1, name: 'Discovery sets' })).toBeVisible();
      await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toContainText('Not used yet');
      await expectNoAxeViolations(admin);

      // The shopper's credit, on My Orders.
      await page.goto('/orders');
      const credits = page.getByRole('region', { name: 'Your discovery credits' });
      const creditLine = credits.getByRole('listitem').filter({ hasText: 'Ready to use' }).first();
      await expect(creditLine).toContainText(setPrice);
      const code = (await creditLine.locator('.font-mono').textContent())!.trim();
      expect(code).toMatch(/^SET-[A-Z2-9]{8}$/);
      await expectNoAxeViolations(page);

      // Spent on a full bottle of one of the set's perfumes.
      const sprays = (await (await page.request.get('/api/v1/discovery')).json()).data.sprays as { productId: string; name: string }[];
      const perfume = sprays.find((s) => s.name === names[0])!;
      expect((await page.request.post('/api/v1/cart/add', { data: { productId: perfume.productId, quantity: 1 } })).status()).toBe(200);
      await page.goto('/checkout');
      await shipTo(page);
      await page.getByLabel('Coupon code').fill(code);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(page.getByText(`${code} applied`, { exact: true })).toBeVisible();
      await expect(page.getByText(`−${setPrice}`).first()).toBeAttached();
      await expectNoAxeViolations(page);
      await payOnGateway(page);

      await admin.goto('/admin/discovery');
      await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toContainText('Redeemed');
    }
  } finally {
    await admin.context().close();
  }
});
