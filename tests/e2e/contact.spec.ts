import { expect, test } from '@playwright/test';
import { openAdminPage, uniqueIp } from './support/accounts';

test('a visitor sends a contact message and sees it delivered, then a fresh form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact us' }).getByText('Monday to Saturday 10AM-7PM')).toBeVisible();

  // The public form requires name, email and message.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();

  await page.getByLabel('Name').fill('Kavya Iyer');
  await page.getByLabel('Email').fill('kavya@example.in');
  await page.getByLabel('Message').fill('Is Fiorita available as a 10 ml travel size?');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Message Delivered!')).toBeVisible();

  // After 5 seconds the panel gives way to an empty form.
  await expect(page.getByLabel('Name')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('a bad email is refused with the server message and the typed text is kept', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Rohan');
  await page.getByLabel('Email').fill('rohan@nowhere');
  await page.getByLabel('Message').fill('Hello there, a question about gift wrapping.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email format' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Hello there, a question about gift wrapping.');
});

test('an admin opening a message marks it read, and can mark it unread again', async ({ browser, baseURL, request }) => {
  const name = `Ira ${Date.now().toString(36)}`;
  const sent = await request.post('/api/v1/contact', {
    data: { name, email: 'ira@example.in', subject: 'Gift wrapping', message: 'Can the Heirloom box be gift wrapped with a note?' },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const admin = await openAdminPage(browser, baseURL);
  await admin.goto('/admin/contacts');
  await admin.getByRole('button', { name: `View message from ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Gift wrapping' });
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await admin.keyboard.press('Escape');
  // The list agrees, after a reload too.
  await admin.reload();
  const status = admin.getByRole('switch', { name: `Read status, message from ${name}` });
  await expect(status).toBeChecked();
  await status.click();
  await expect(status).not.toBeChecked();
  await admin.context().close();
});
