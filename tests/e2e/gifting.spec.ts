import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatInr, formatInrExact } from '@/lib/money';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, openAdminPage, verifiedCustomer } from './support/accounts';
import { fillShippingAddress } from './support/checkout';

/*
 * Gifting, as a shopper and the studio see it: gift wrap at the admin's price in the summary, a
 * message and a gift receipt without prices; then the admin's packing slip for the parcel.
 */
const IP = '198.51.100.84';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

async function aProductInStock(request: APIRequestContext): Promise<{ id: string; price: number }> {
  const body = await (await request.get('/api/v1/products?limit=48&sort=name-asc')).json();
  const product = (body.data as { id: string; price: number; stock: number }[]).find((p) => p.stock > 10 && p.price >= 1000);
  expect(product, 'a product with stock to spare').toBeTruthy();
  return product!;
}

const SHIP_TO = { fullName: 'Kavya Nair', phone: '+91 98450 12345', addressLine1: '3, Residency Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560025' };

test('a shopper sends a perfume as a gift (wrap, message, no prices) and pays; the admin prints the packing slip with the message and no prices', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  const settings = (await (await page.request.get('/api/v1/settings/gifting')).json()).data as { wrapEnabled: boolean; wrapPrice: number };
  expect(settings.wrapEnabled).toBe(true);
  const wrapText = formatInr(Math.round(settings.wrapPrice * 100));
  await verifiedCustomer(browser, page, baseURL, IP, 'Kavya Nair');
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });

  try {
    for (const [i, viewport] of [PHONE, DESKTOP].entries()) {
      await page.setViewportSize(viewport);
      await admin.setViewportSize(viewport);
      const product = await aProductInStock(page.request);
      expect((await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
      const message = `Happy birthday, Asha!\nWith love from Kavya (${i + 1})`;

      await page.goto('/checkout');
      await fillShippingAddress(page, SHIP_TO);
      const gift = page.getByRole('region', { name: 'Sending a gift?' });
      await expect(gift).toBeVisible();
      // A phone folds the gift's options behind one button (Place Order stays in reach); it opens them.
      const fold = gift.getByRole('button', { name: 'Add gift wrap or a message' });
      if (viewport === PHONE) await fold.click();
      else await expect(fold).toBeHidden();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText('Gift wrap', { exact: true })).toHaveCount(0);

      await gift.getByRole('checkbox', { name: new RegExp(`Gift wrap \\(\\+${wrapText.replace(/[.₹,]/g, '\\$&')}\\)`) }).check();
      await gift.getByLabel('Gift message').fill(message);
      await expect(gift.getByText(`${[...message].length}/250`)).toBeVisible();
      await gift.getByRole('checkbox', { name: /Hide prices in the parcel/ }).check();
      if (viewport === PHONE) await expect(gift.getByRole('button', { name: 'A gift: gift wrap, a message, no prices' })).toHaveAttribute('aria-expanded', 'true');

      const wrapRow = summary.locator('div').filter({ has: page.getByText('Gift wrap', { exact: true }) }).last();
      await expect(wrapRow).toContainText(wrapText);
      const total = formatInr(Math.round(product.price * 100) + Math.round(settings.wrapPrice * 100));
      await expect(summary.locator('div').filter({ has: page.getByText('Total', { exact: true }) }).last()).toContainText(total);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      // Keyboard: the message box and both boxes are reachable and operable without a mouse.
      await gift.getByLabel('Gift message').focus();
      await page.keyboard.press('Tab');
      await expect(gift.getByRole('checkbox', { name: /Hide prices in the parcel/ })).toBeFocused();

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
      await expect(page.getByText(total, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
      const orderNumber = new URL(page.url()).searchParams.get('order_id')!;
      const totals = page.getByRole('definition').filter({ hasText: wrapText });
      await expect(page.getByText('Gift wrap', { exact: true })).toBeVisible();
      await expect(totals.first()).toBeVisible();
      // The confirmation repeats the card's words and says when it arrives (issue 30).
      await expect(page.getByRole('blockquote')).toContainText(`With love from Kavya (${i + 1})`);
      await expect(page.getByText('No prices in the parcel: a gift receipt instead.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Estimated delivery to \d{6}: (Sun|Mon|Tue|Wed|Thu|Fri|Sat), / })).toBeVisible();
      await expectNoAxeViolations(page);

      // My Orders: the wrap in the totals, the gift and its message in the details.
      await page.goto('/orders');
      const card = page.getByRole('listitem').filter({ hasText: orderNumber }).first();
      await card.getByRole('button', { name: new RegExp(orderNumber) }).click();
      await expect(card.getByRole('definition').filter({ hasText: wrapText }).first()).toBeVisible();
      const giftDetails = card.getByRole('region', { name: 'Gift', exact: true });
      await expect(giftDetails).toContainText('Gift wrapped');
      await expect(giftDetails).toContainText('Gift receipt without prices in the parcel');
      await expect(giftDetails).toContainText('Happy birthday, Asha!');
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      // The buyer's tax invoice carries the wrap as its own line, so its columns add up to what was paid.
      await card.getByRole('link', { name: /Download invoice/ }).click();
      await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
      const wrapLine = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gift wrap' }) });
      await expect(wrapLine).toContainText('998540');
      await expect(page.locator('tfoot')).toContainText(formatInrExact(Math.round(product.price * 100) + Math.round(settings.wrapPrice * 100)));

      // The studio: the order's dialog says it is a gift and links to its packing slip.
      await admin.goto(`/admin/orders?search=${orderNumber}`);
      await admin.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
      await expect(dialog.getByText('Hidden (gift receipt)')).toBeVisible();
      await dialog.getByRole('link', { name: 'Print packing slip' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
      const slip = admin.getByRole('article', { name: 'Gift receipt' });
      await expect(slip.getByText(orderNumber, { exact: true })).toBeVisible();
      await expect(slip.getByRole('region', { name: 'A message for you' })).toContainText('Happy birthday, Asha!');
      await expect(slip.getByRole('region', { name: 'A message for you' })).toContainText(`With love from Kavya (${i + 1})`);
      await expect(slip.getByRole('region', { name: 'Ship to' })).toContainText('Kavya Nair');
      await expect(slip.getByRole('columnheader', { name: 'Qty' })).toBeVisible();
      await expect(slip.getByRole('columnheader', { name: 'Price' })).toHaveCount(0);
      expect(await slip.innerText()).not.toContain('₹');
      await expect(admin.getByRole('button', { name: 'Print packing slip' })).toBeVisible();
      expect(await horizontalOverflow(admin)).toBe(0);
      await expectNoAxeViolations(admin);
    }
  } finally {
    await admin.context().close();
  }
});

test('the admin sets the gift wrap price and turns wrap off; the checkout follows', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  await verifiedCustomer(browser, page, baseURL, IP, 'Rohan Das');
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  const before = (await (await page.request.get('/api/v1/settings/gifting')).json()).data;
  try {
    const product = await aProductInStock(page.request);
    expect((await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);

    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      await admin.goto('/admin/settings');
      await expect(admin.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoAxeViolations(admin);
      expect(await horizontalOverflow(admin)).toBe(0);
    }
    // The back office's sidebar leads there (at 1440 px it is always open).
    await expect(admin.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('aria-current', 'page');

    // A bad price is refused in the field's own words.
    const price = admin.getByLabel('Gift wrap price (₹, GST included)');
    await price.fill('12.345');
    await admin.getByRole('button', { name: 'Save gifting settings' }).click();
    await expect(admin.getByText(/Gift wrap price must be an amount from ₹0 to ₹10,000/).first()).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(admin);

    await price.fill('199');
    await admin.getByRole('button', { name: 'Save gifting settings' }).click();
    await expect(admin.getByText('Gifting settings saved')).toBeVisible();
    await expect(async () => {
      await page.goto('/checkout');
      await expect(page.getByRole('checkbox', { name: /Gift wrap \(\+₹199\)/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    // Off: the checkout no longer offers it; a message is still welcome.
    await admin.getByRole('checkbox', { name: /Offer gift wrap at checkout/ }).uncheck();
    await admin.getByRole('button', { name: 'Save gifting settings' }).click();
    await expect(admin.getByText('Gifting settings saved').first()).toBeVisible();
    await expect(async () => {
      await page.goto('/checkout');
      await expect(page.getByLabel('Gift message')).toBeVisible({ timeout: 2_000 });
      await expect(page.getByRole('checkbox', { name: /Gift wrap/ })).toHaveCount(0);
    }).toPass({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  } finally {
    const reset = await admin.request.put('/api/v1/settings/gifting', { data: before });
    expect(reset.status()).toBe(200);
    await admin.context().close();
  }
});
