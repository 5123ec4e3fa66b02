import { expect, test } from '@playwright/test';
import { startResendStandIn, type ResendStandIn } from '../helpers/resend-stand-in';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, newAccount, openAdminPage, registerViaApi } from './support/accounts';

/* A failed email as the back office shows it, and the admin's Retry. The server's Resend is the stand-in. */
const IP = '198.51.100.64';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

let standIn: ResendStandIn;

test.beforeAll(async () => {
  // The key and port scripts/e2e-server.sh gives the server.
  standIn = await startResendStandIn({ apiKey: 're_e2e_key', perSecond: null, port: Number(process.env.E2E_RESEND_PORT ?? 3212) });
});

test.afterAll(async () => {
  await standIn.close();
});

const sentTo = (email: string) => standIn.received.filter((r) => Array.isArray(r.body.to) && r.body.to.includes(email));

test('an admin finds a failed email on the dashboard and the outbox, retries it, and it is sent once', async ({ browser, page, baseURL }) => {
  // Resend refuses the next message outright (422): it is failed at once, not retried.
  standIn.inject('422');
  const account = newAccount('refused', 'Kavya Menon');
  await registerViaApi(page.request, account);
  await expect.poll(() => sentTo(account.email).length).toBe(1);

  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
  await admin.goto('/admin');
  const review = admin.getByRole('link', { name: 'Review failed emails' });
  await expect(review).toHaveAttribute('href', '/admin/emails?status=failed');
  await review.click();
  await expect(admin).toHaveURL(/\/admin\/emails\?status=failed$/);
  await expect(admin.getByLabel('Status')).toHaveValue('failed');

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
  await expect.poll(() => standIn.accepted.filter((a) => (a.body.to as string[]).includes(account.email)).length).toBe(1);

  // Sent once, under the outbox id as the idempotency key, with the store's reply-to and a template tag.
  const [accepted] = standIn.accepted.filter((a) => (a.body.to as string[]).includes(account.email));
  expect(accepted?.body).toMatchObject({ reply_to: 'care@maisonaurelle.in', tags: expect.arrayContaining([{ name: 'template', value: 'verify-email' }]) });
  await admin.setViewportSize(DESKTOP);
  await admin.goto(`/admin/emails?q=${encodeURIComponent(account.email)}`);
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await row.getByRole('link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/emails/${accepted!.idempotencyKey}$`));
  await expect(admin.getByText(accepted!.id, { exact: true })).toBeVisible();
  await admin.context().close();
});
