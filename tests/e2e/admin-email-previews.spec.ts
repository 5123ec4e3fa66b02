import { expect, test } from '@playwright/test';
import { EMAIL_TEMPLATES } from '@/lib/email/types';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { CUSTOMER, horizontalOverflow, openAdminPage, signInViaApi } from './support/accounts';

/* The back office's email template previews (/admin/emails/preview): admins only. */
const IP = '198.51.100.71';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

test('an admin opens the template previews from the outbox, one link a template', async ({ browser, baseURL }) => {
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  await admin.goto('/admin/emails');
  await admin.getByRole('link', { name: 'Template previews' }).click();
  await expect(admin).toHaveURL(/\/admin\/emails\/preview$/);

  for (const viewport of [DESKTOP, PHONE]) {
    await admin.setViewportSize(viewport);
    await admin.goto('/admin/emails/preview');
    await expect(admin.getByRole('heading', { level: 1, name: 'Template previews' })).toBeVisible();
    // One link a template, each with the subject the sample gets.
    await expect(admin.getByRole('main').getByRole('listitem')).toHaveCount(EMAIL_TEMPLATES.length);
    await expect(admin.getByRole('link', { name: /Order confirmation.*Order confirmed: MA-260305-4821/ })).toBeVisible();
    await expectNoAxeViolations(admin);
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
  }

  await admin.getByRole('link', { name: /Order confirmation/ }).click();
  await expect(admin).toHaveURL(/\/admin\/emails\/preview\/order-confirmation$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  await admin.context().close();
});

test('a template preview shows the HTML part in its frame and the plain text below it', async ({ browser, baseURL }) => {
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  for (const viewport of [DESKTOP, PHONE]) {
    await admin.setViewportSize(viewport);
    await admin.goto('/admin/emails/preview/order-confirmation');
    await expect(admin.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
    await expect(admin.getByText('Order confirmed: MA-260305-4821', { exact: true })).toBeVisible();
    // The HTML part, rendered in its sandboxed frame, as the customer's mail program shows it.
    const frame = admin.frameLocator('iframe[title="HTML part of the email “Order confirmed: MA-260305-4821”"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(frame.getByText('Hello Ananya,')).toBeVisible();
    await expect(frame.getByRole('link', { name: 'View my orders' })).toBeVisible();
    // The plain text part, with its links written out and the studio's address.
    const text = admin.locator('pre');
    await expect(text).toContainText('Oud Royale (100 ml): 2 × ₹6,499 = ₹12,998');
    await expect(text).toContainText(/View my orders:\nhttps?:\/\/\S+\/orders/);
    await expect(text).toContainText('Indiranagar');
    // The message's frame runs no scripts, so axe cannot enter it: the page around it is checked.
    await expectNoAxeViolations(admin, { exclude: 'iframe' });
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
  }

  // An unknown template is not found. The back office streams in behind its shell (Cache Components),
  // so the status (200) is sent before the page is known: the page says it, and is never indexed.
  await admin.goto('/admin/emails/preview/no-such-email');
  await expect(admin.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible();
  await expect(admin.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await admin.context().close();
});

test('a customer, and a guest, cannot open the previews', async ({ page }) => {
  await page.goto('/admin/emails/preview/welcome');
  await expect(page).toHaveURL(/\/login\?/);

  await signInViaApi(page.request, CUSTOMER.email, CUSTOMER.password);
  for (const path of ['/admin/emails/preview', '/admin/emails/preview/welcome']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  }
});
