import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, newAccount, registerViaApi, signInViaApi, uniqueEmail, uniqueIp } from './support/accounts';
import { e2eInbox } from './support/inbox';

// This file's sign-ups and newsletter requests count against its own made-up address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

/** The site path of the first link to `pathPrefix` in the newest email the e2e inbox got for `to`. */
async function linkInInbox(to: string, pathPrefix: string): Promise<string> {
  const standIn = await e2eInbox();
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s/]+(${escaped}[^\\s)>"]+)`);
  const find = () =>
    standIn.received
      .filter((r) => [r.body.to].flat().includes(to) && typeof r.body.text === 'string')
      .map((r) => pattern.exec(String(r.body.text))?.[1])
      .filter(Boolean)
      .at(-1);
  await expect.poll(find, { message: `no ${pathPrefix} link reached ${to}` }).toBeTruthy();
  return find()!;
}

test('newsletter: double opt-in from the About page, then a one-click unsubscribe, on a phone and a desktop', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  const field = page.getByLabel('Email address');
  await field.fill(email);
  await field.press('Enter');
  // The same answer whoever the address belongs to: nothing says whether it was subscribed.
  await expect(page.getByText('Please check your inbox to confirm your subscription.')).toBeVisible();

  const confirmPath = await linkInInbox(email, '/newsletter/confirm?token=');
  const unsubscribePath = await linkInInbox(email, '/newsletter/unsubscribe?token=');

  // Opening the link changes nothing (mail scanners open links); the button does.
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Confirmed' })).toBeFocused();
  await expect(page.getByText('Your subscription is confirmed. Welcome to the newsletter.')).toBeVisible();

  // The link is spent.
  await page.setViewportSize(DESKTOP);
  await page.goto(confirmPath);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation Failed' })).toBeVisible();
  await expect(page.getByText('This confirmation link is not valid or has already been used.')).toBeVisible();

  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You Are Unsubscribed' })).toBeVisible();
  await expect(page.getByText('You have been unsubscribed.', { exact: false })).toBeVisible();
});

test('settings: "Sign out everywhere" ends the session in this browser and in another one', async ({ browser, page, baseURL }) => {
  const account = newAccount('everywhere');
  await registerViaApi(page.request, account);
  await signInViaApi(page.request, account.email, account.password);
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const otherPage = await other.newPage();
  await signInViaApi(otherPage.request, account.email, account.password);
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/settings$/);

  await page.goto('/settings');
  const trigger = page.getByRole('button', { name: 'Sign out everywhere' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Sign out on every device?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The other browser's cookie still looks valid to the page guard, but the server refuses it.
  const me = await otherPage.request.get('/api/v1/auth/verify-token');
  expect(me.status()).toBe(401);
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});
