import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_STORE_DETAILS } from '@/lib/store';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, openAdminPage, verifiedCustomer } from './support/accounts';

/*
 * The store's details as data: the admin edits them at /admin/settings and the shop shows them at
 * once (the contact page, the footer, the next tax invoice), while an invoice issued earlier keeps
 * the seller it was issued by.
 */
const IP = '198.51.100.86';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

/** Two Karnataka GSTINs with correct check characters (the studio's address stays in Karnataka). */
const PASSES = [
  { viewport: PHONE, legalName: 'Attar House Perfumers Private Limited', gstin: '29AAGCB7383J1Z4', phone: '+91 80 2558 0101', email: 'care@attarhouse.in' },
  { viewport: DESKTOP, legalName: 'Attar House Fragrances LLP', gstin: '29AABCA7316K1ZJ', phone: '+91 80 2558 0202', email: 'hello@attarhouse.in' },
];

/** A paid order of the signed-in shopper: paying issues its tax invoice. */
async function payAnOrder(page: Page, userId: string): Promise<string> {
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; stock: number }[];
  const product = products.find((p) => p.stock > 10)!;
  expect((await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  const created = await page.request.post(`/api/v1/orders/create/${userId}`, {
    data: {
      shippingAddress: { fullName: 'Kavya Nair', addressLine1: '3, Residency Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560025', phone: '9845012345' },
      paymentMethod: 'online',
      couponCode: '',
    },
  });
  expect(created.status()).toBe(201);
  const { order, checkout } = (await created.json()).data;
  await page.goto(checkout.url);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  return order.id as string;
}

async function invoiceGstin(page: Page, orderId: string): Promise<string> {
  await page.goto(`/orders/${orderId}/invoice`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  const seller = page.getByRole('term').filter({ hasText: /^GSTIN/ }).first().locator('xpath=following-sibling::dd[1]');
  return (await seller.innerText()).trim();
}

test('an admin edits the store details; the contact page, the footer and the next invoice show them, an older invoice keeps its GSTIN', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await verifiedCustomer(browser, page, baseURL, IP, 'Kavya Nair');
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user as { id: string };
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  try {
    // An invoice issued under the details in force before any edit.
    let previous = { orderId: await payAnOrder(page, me.id), gstin: DEFAULT_STORE_DETAILS.gstin };
    expect(await invoiceGstin(page, previous.orderId)).toBe(previous.gstin);

    for (const pass of PASSES) {
      await admin.setViewportSize(pass.viewport);
      await page.setViewportSize(pass.viewport);

      await admin.goto('/admin/settings');
      await expect(admin.getByRole('heading', { level: 2, name: 'Store details' })).toBeVisible();
      const form = admin.getByRole('form', { name: 'Store details' });
      const gstin = form.getByLabel('GSTIN', { exact: true });

      // A GSTIN with a wrong check character is refused under its own field, and focus goes there.
      await gstin.fill(pass.gstin.slice(0, 14) + (pass.gstin.endsWith('4') ? '5' : '4'));
      await form.getByRole('button', { name: 'Save store details' }).click();
      await expect(form.getByText('This GSTIN’s check character does not match: look for a typo')).toBeVisible();
      await expect(gstin).toHaveAttribute('aria-invalid', 'true');
      await expect(gstin).toBeFocused();
      expect(await horizontalOverflow(admin)).toBe(0);
      await expectNoAxeViolations(admin);

      // Typed from the keyboard: the GSTIN box, then its neighbours by Tab.
      await gstin.fill(pass.gstin.toLowerCase());
      await form.getByLabel('Legal name').fill(pass.legalName);
      await form.getByLabel('Phone', { exact: true }).fill(pass.phone);
      // Who the third house is (issue 30: each house gets a line and a page).
      const houseLine = `Composed in Grasse for ${pass.legalName}.`;
      await form.getByLabel('Who house 3 is').fill(houseLine);
      await form.getByLabel('Email', { exact: true }).fill(pass.email);
      await form.getByLabel('Email', { exact: true }).press('Enter');
      await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Store details saved' }).first()).toBeVisible();
      await expect(gstin).toHaveValue(pass.gstin);
      await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');

      // The contact page and the footer, at once.
      await page.goto('/contact');
      const info = page.getByRole('region', { name: 'Contact us' });
      await expect(info.getByRole('link', { name: pass.phone })).toHaveAttribute('href', `tel:${pass.phone.replace(/[^\d+]/g, '')}`);
      await expect(info.getByRole('link', { name: pass.email })).toHaveAttribute('href', `mailto:${pass.email}`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`Sold by ${pass.legalName} · GSTIN ${pass.gstin}`);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      // The house's page says it at once.
      await page.goto('/houses/maison-verane');
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Vérane' })).toBeVisible();
      await expect(page.getByRole('region', { name: /perfumes?$/ }).getByText(houseLine)).toBeVisible();

      // The next invoice carries the new seller; the older one keeps the GSTIN it was issued with.
      const orderId = await payAnOrder(page, me.id);
      expect(await invoiceGstin(page, orderId)).toBe(pass.gstin);
      await expect(page.getByText(pass.legalName).first()).toBeVisible();
      expect(await invoiceGstin(page, previous.orderId)).toBe(previous.gstin);
      previous = { orderId, gstin: pass.gstin };
    }
  } finally {
    // Other specs in the run read the store's name and contacts: put the defaults back.
    await admin.request.put('/api/v1/settings/store', { data: DEFAULT_STORE_DETAILS });
    await admin.context().close();
  }
});
