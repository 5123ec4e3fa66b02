import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, openAdminPage, verifiedCustomer } from './support/accounts';
import { fillShippingAddress } from './support/checkout';

/*
 * Two free samples with an order: the studio stocks them in /admin/samples, the shopper ticks two
 * at checkout (a third cannot be), sees them at ₹0 in the summary, pays, and the packing slip the
 * studio prints lists them with the bottle. The vials' stock moves with the order.
 */
const IP = '198.51.100.91';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

const SHIP_TO = { fullName: 'Meera Iyer', phone: '+91 98450 22345', addressLine1: '12, Museum Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560025' };

type Sample = { _id: string; name: string; label: string; stock: number };

test('samples chosen at checkout travel with the order and are printed on the packing slip; the studio stocks them', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  await verifiedCustomer(browser, page, baseURL, IP, 'Meera Iyer');
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await admin.setViewportSize(viewport);
      const offered = (await (await page.request.get('/api/v1/samples')).json()).data.samples as Sample[];
      expect(offered.length, 'the seed stocks samples').toBeGreaterThan(2);
      const [first, second, third] = offered as [Sample, Sample, Sample];

      const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; name: string; stock: number }[];
      const bottle = products.find((p) => p.stock > 10)!;
      expect((await page.request.post('/api/v1/cart/add', { data: { productId: bottle.id, quantity: 1 } })).status()).toBe(200);

      await page.goto('/checkout');
      await fillShippingAddress(page, SHIP_TO);
      const picker = page.getByRole('region', { name: 'Two free samples' });
      await expect(picker).toBeVisible();
      const box = (s: Sample) => picker.getByRole('checkbox', { name: new RegExp(`^${s.name} · ${s.label}`) });
      // A phone folds the list behind one button, so Place Order stays in reach.
      const fold = picker.getByRole('button', { name: 'Choose your samples' });
      if (viewport === PHONE) {
        await expect(box(first)).toBeHidden();
        await fold.click();
        await expect(fold).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(fold).toBeHidden();
      }
      // From the keyboard: the first box takes Space.
      await box(first).focus();
      await page.keyboard.press('Space');
      await expect(box(first)).toBeChecked();
      await box(second).check();
      // Two chosen: the others wait until one is unticked.
      await expect(box(third)).toBeDisabled();
      await expect(picker.getByText('Two chosen: untick one to choose another.')).toBeVisible();
      if (viewport === PHONE) await expect(picker.getByRole('button', { name: `Chosen: ${first.name}, ${second.name}` })).toBeVisible();

      const summary = page.getByRole('region', { name: 'Order summary' }).last();
      const free = summary.getByRole('listitem').filter({ hasText: '₹0' });
      await expect(free).toHaveCount(2);
      await expect(free.first()).toContainText(first.name);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
      const orderNumber = new URL(page.url()).searchParams.get('order_id')!;
      await expect(page.getByText('Free sample · 2 ml').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // One vial of each is gone from what is offered.
      const after = (await (await page.request.get('/api/v1/samples')).json()).data.samples as Sample[];
      expect(after.find((s) => s._id === first._id)?.stock ?? 0).toBe(first.stock - 1);

      // The studio's packing slip lists the two vials with the bottle, at ₹0.
      await admin.goto(`/admin/orders?search=${orderNumber}`);
      await admin.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
      await dialog.getByRole('link', { name: 'Print packing slip' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
      for (const s of [first, second]) {
        const row = admin.getByRole('row').filter({ hasText: s.name }).filter({ hasText: 'Free sample' });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText('₹0');
      }
      expect(await horizontalOverflow(admin)).toBe(0);
      await expectNoAxeViolations(admin);

      // The studio counts a vial's stock again: the checkout offers what it says.
      await admin.goto('/admin/samples');
      await expect(admin.getByRole('heading', { level: 1, name: 'Free samples' })).toBeVisible();
      const stock = admin.getByLabel('Stock').first();
      await stock.fill('30');
      await admin.getByRole('button', { name: /^Save / }).first().click();
      await expect(admin.getByText('Sample saved')).toBeVisible();
      expect(await horizontalOverflow(admin)).toBe(0);
      await expectNoAxeViolations(admin);
    }
    const listed = (await (await page.request.get('/api/v1/samples')).json()).data.samples as Sample[];
    expect(listed[0]!.stock).toBe(30);
  } finally {
    await admin.context().close();
  }
});
