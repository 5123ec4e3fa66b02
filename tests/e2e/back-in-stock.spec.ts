import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { CUSTOMER, horizontalOverflow, openAdminPage, signInViaApi, uniqueEmail, uniqueIp } from './support/accounts';
import { inboxText } from './support/inbox';

/*
 * Back-in-stock alerts as people meet them: a guest (on a phone) and a signed-in customer (on a
 * desktop) ask to hear when a sold-out perfume is back; the admin sees them waiting and restocks
 * it; each gets one email, whose link opens the perfume at that size and whose unsubscribe link
 * works on a button press.
 */
const IP = uniqueIp();
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

/** Out of stock in the seed and used by no other journey. */
const SLUG = 'mitti-attar';

interface Perfume {
  id: string;
  name: string;
  volumeMl: number;
}

/** Presses Notify me and, for a guest, sends the address; returns the live region that answers. */
async function askToBeNotified(page: Page, sizeLabel: string, email?: string) {
  const open = page.getByRole('button', { name: `Notify me when ${sizeLabel} is back` });
  await expect(open).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /back in stock|Sending/ });
  const field = page.getByLabel('Email address');
  // Pressed again should the first press come before the page's scripts took over.
  await expect(async () => {
    if (await open.isVisible()) await open.click();
    await expect(email ? field : status).toBeVisible({ timeout: 1_000 });
  }).toPass();
  if (email) {
    await expect(field).toBeFocused();
    await field.fill(email);
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  }
  return page.getByRole('status').filter({ hasText: 'back in stock' });
}

/** The outbox row of the back-in-stock email to `to`, as the admin finds it; its id and plain text as sent. */
async function backInStockEmail(admin: Page, to: string, perfume: Perfume) {
  const row = admin.getByRole('row').filter({ hasText: to }).filter({ hasText: `Back in stock: ${perfume.name}` });
  // Queued after the restock's response: the list may need a moment to show it.
  await expect(async () => {
    await admin.goto(`/admin/emails?q=${encodeURIComponent(to)}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await row.getByRole('link').first().click();
  await expect(admin).toHaveURL(/\/admin\/emails\/[^/?]+$/);
  await expect(admin.getByRole('heading', { name: 'Headers' })).toBeVisible();
  const id = new URL(admin.url()).pathname.split('/').pop()!;
  const text = await inboxText(id);
  const product = text.match(/https?:\/\/[^\s/]+(\/products\/[a-z0-9-]+\?size=\d+ml)/)?.[1];
  const unsubscribe = text.match(/https?:\/\/[^\s/]+(\/stock-alerts\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/)?.[1];
  expect(product, text).toBeTruthy();
  expect(unsubscribe, text).toBeTruthy();
  // The back office shows the product link, and hides the unsubscribe link (it acts for the recipient).
  await expect(admin.locator('main')).toContainText(product!);
  await expect(admin.locator('main')).not.toContainText(unsubscribe!.split('token=')[1]!);
  return { product: product!, unsubscribe: unsubscribe! };
}

test('a guest and a customer ask to hear when a sold-out perfume is back; the admin restocks it; each gets one email that opens it', async ({ browser, baseURL, page }) => {
  // Two shoppers, the back office and two emails, with axe on every screen.
  test.setTimeout(180_000);
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  const res = await admin.request.get(`/api/v1/products/admin?search=${SLUG.replace('-', ' ')}`);
  expect(res.status()).toBe(200);
  const perfume = ((await res.json()).data as (Perfume & { slug: string })[]).find((p) => p.slug === SLUG)!;
  expect(perfume).toBeTruthy();
  const size = `${perfume.volumeMl} ml`;
  // As seeded, whatever an earlier try of this journey left.
  expect((await admin.request.put(`/api/v1/products/${perfume.id}`, { data: { stock: 0 } })).status()).toBe(200);

  const customer = await browser.newContext({ baseURL, viewport: DESKTOP, extraHTTPHeaders: { 'x-forwarded-for': IP } });
  const shopper = await customer.newPage();
  try {
    // A guest on a phone types an address.
    await page.setViewportSize(PHONE);
    await page.goto(`/products/${SLUG}`);
    // A sold-out size offers Notify me where Add to Cart stands.
    await expect(page.getByText('Out of stock', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    const guest = uniqueEmail('waiting');
    const answer = await askToBeNotified(page, size, guest);
    await expect(answer).toHaveText(`We will email you once ${perfume.name} ${size} is back in stock.`);
    await expect(page.getByRole('heading', { name: `Back-in-stock alert for ${size}` })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // A signed-in customer on a desktop: one press, no field.
    await signInViaApi(shopper.request, CUSTOMER.email, CUSTOMER.password);
    await shopper.goto(`/products/${SLUG}`);
    await expect(await askToBeNotified(shopper, size)).toHaveText(`We will email you once ${perfume.name} ${size} is back in stock.`);
    await expect(shopper.getByText(`We will write to ${CUSTOMER.email}, once.`)).toBeVisible();
    await expect(shopper.getByLabel('Email address')).toHaveCount(0);
    await expectNoAxeViolations(shopper);

    // The admin sees who waits, then restocks the perfume.
    await admin.goto(`/admin/products?search=${encodeURIComponent(perfume.name)}`);
    const row = admin.getByRole('row').filter({ hasText: perfume.name });
    await expect(row.getByText(`${size}: 2 waiting`)).toBeVisible();
    await expectNoAxeViolations(admin);
    await row.getByRole('button', { name: `Edit ${perfume.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByLabel('Stock').fill('6');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Product updated successfully' }).first()).toBeVisible();
    // Mailed after the response, and so no longer waiting.
    await expect(async () => {
      await admin.reload();
      await expect(row.getByText('Nobody waiting')).toBeAttached({ timeout: 1_000 });
    }).toPass();

    // Each gets one email; its link opens the perfume at that size, in stock.
    for (const [who, to, viewport] of [
      [page, guest, PHONE],
      [shopper, CUSTOMER.email, DESKTOP],
    ] as const) {
      const links = await backInStockEmail(admin, to, perfume);
      await who.setViewportSize(viewport);
      await who.goto(links.product);
      await expect(who).toHaveURL(new RegExp(`/products/${SLUG}\\?size=${perfume.volumeMl}ml$`));
      await expect(who.getByRole('heading', { level: 1, name: perfume.name })).toBeVisible();
      await expect(who.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await expect(who.getByRole('button', { name: /^Notify me/ })).toHaveCount(0);
      await expectNoAxeViolations(who);

      // The unsubscribe link changes nothing until its button is pressed.
      await who.goto(links.unsubscribe);
      await expect(who.getByRole('heading', { level: 1, name: 'Stop Back-in-Stock Emails' })).toBeVisible();
      await expectNoAxeViolations(who);
      await who.getByRole('button', { name: 'Stop these emails' }).click();
      await expect(who.getByRole('heading', { name: 'No More Back-in-Stock Emails' })).toBeFocused();
      await expect(who.getByRole('status')).toHaveText('You will get no more back-in-stock emails at this address, unless you ask for one again.');
      await expectNoAxeViolations(who);
    }
  } finally {
    // Sold out again for the next try, counted against the figure now (the ledger's rule).
    const now = ((await (await admin.request.get(`/api/v1/products/${perfume.id}`)).json()) as { data: { stock: number } }).data.stock;
    await admin.request.put(`/api/v1/products/${perfume.id}`, { data: { stock: 0, expectedStock: now } });
    await customer.close();
    await admin.context().close();
  }
});
