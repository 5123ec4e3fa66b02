import { expect, test } from '@playwright/test';
import type { ResendStandIn } from '../helpers/resend-stand-in';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, newAccount, openAdminPage, registerViaApi } from './support/accounts';
import { e2eInbox } from './support/inbox';

/* A failed email as the back office shows it, and the admin's Retry. The server's Resend is the stand-in. */
const IP = '198.51.100.64';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

let standIn: ResendStandIn;

test.beforeAll(async () => {
  // The worker's shared stand-in (./support/inbox.ts), delivering instead of holding for this file.
  standIn = await e2eInbox();
  standIn.setHolding(false);
});

test.afterAll(async () => {
  standIn.setHolding(true);
});

const sentTo = (email: string) => standIn.received.filter((r) => Array.isArray(r.body.to) && r.body.to.includes(email));
const hasTemplate = (body: Record<string, unknown>, template: string) =>
  Array.isArray(body.tags) && (body.tags as { name: string; value: string }[]).some((t) => t.name === 'template' && t.value === template);

test('an admin finds a failed email on the dashboard and the outbox, retries it, and it is sent once', async ({ browser, page, baseURL }) => {
  const account = newAccount('refused', 'Kavya Menon');
  await registerViaApi(page.request, account);
  await expect.poll(() => sentTo(account.email).length).toBe(1);
  const verifyPath = String(sentTo(account.email)[0]!.body.text).match(/https?:\/\/[^\s/]+(\/verify-email\/[A-Za-z0-9_-]+)/)![1]!;

  // Resend refuses the next message (the welcome email) outright (422): it is failed at once, not
  // retried. A welcome email, not the verification one: an email with a one-time link is emptied
  // once it fails and cannot be retried (the customer asks for a new link instead).
  standIn.inject('422', 1, { to: account.email });
  await page.goto(verifyPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  await expect.poll(() => sentTo(account.email).length).toBe(2);

  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  await admin.goto('/admin');
  const review = admin.getByRole('link', { name: 'Review failed emails' });
  await expect(review).toHaveAttribute('href', '/admin/emails?status=failed');
  await review.click();
  await expect(admin).toHaveURL(/\/admin\/emails\?status=failed$/);
  // By role, which leaves out the dashboard the router keeps hidden after the link (Cache Components' <Activity>).
  await expect(admin.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('failed');

  const listUrl = `/admin/emails?status=failed&q=${encodeURIComponent(account.email)}`;
  const retry = admin.getByRole('button', { name: `Retry the email to ${account.email}` });
  for (const viewport of [DESKTOP, PHONE]) {
    await admin.setViewportSize(viewport);
    await admin.goto(listUrl);
    await expect(admin.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    await expect(admin.getByText('Showing 1–1 of 1 email')).toBeVisible();
    await expect(admin.getByText(/Invalid `to` field/).filter({ visible: true })).toBeVisible();
    await expect(retry).toBeVisible();
    await expectNoAxeViolations(admin);
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
  }

  // On the phone layout: Retry, then the failed filter no longer lists it.
  await retry.click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'The email will be sent again' }).first()).toBeVisible();
  await expect(admin.getByText('No emails match these filters')).toBeVisible();
  const welcomes = () => standIn.accepted.filter((a) => (a.body.to as string[]).includes(account.email) && hasTemplate(a.body, 'welcome'));
  await expect.poll(() => welcomes().length).toBe(1);

  // Sent once, under the outbox id as the idempotency key, with the store's reply-to and a template tag.
  const [accepted] = welcomes();
  expect(accepted?.body).toMatchObject({ reply_to: 'care@maisonaurelle.in', tags: expect.arrayContaining([{ name: 'template', value: 'welcome' }]) });
  await admin.setViewportSize(DESKTOP);
  await admin.goto(`/admin/emails?q=${encodeURIComponent(account.email)}`);

  // The delivered verification email kept no copy of its link in the outbox.
  const verifyRow = admin.getByRole('row').filter({ hasText: account.email }).filter({ hasText: 'Confirm your email' });
  await expect(verifyRow.getByText('Sent', { exact: true })).toBeVisible();
  await verifyRow.getByRole('link').click();
  await expect(admin.getByText(/This email carried a one-time link, so its content was deleted/)).toBeVisible();
  await expect(admin.locator('main')).not.toContainText(verifyPath);
  await admin.goBack();

  const row = admin.getByRole('row').filter({ hasText: account.email }).filter({ hasText: 'Welcome to' });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await row.getByRole('link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/emails/${accepted!.idempotencyKey}$`));
  await expect(admin.getByText(accepted!.id, { exact: true })).toBeVisible();
  await admin.context().close();
});
