import { expect, test, type Page } from '@playwright/test';
import { DESKTOP } from './fixtures';
import {
  CUSTOMER,
  fillLogin,
  newAccount,
  openAdminPage,
  readLinkFromOutbox,
  registerViaApi,
  signInThroughForm,
  uniqueIp,
} from './support/accounts';

// This file's registrations, resets and failed logins count against its own made-up address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const DAY_SECONDS = 24 * 60 * 60;

async function fillRegistration(page: Page, values: { name: string; email: string; password: string; confirm?: string }) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(values.confirm ?? values.password);
}

const termsBox = (page: Page) => page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });

/** The desktop navigation's account menu button for a signed-in shopper. */
const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

test('a shopper registers, verifies the emailed link (which signs this browser in), and signs out from the keyboard', async ({ page, browser, baseURL }) => {
  const account = newAccount('journey', 'Meera Krishnan');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await fillRegistration(page, account);
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  // An operator reads the message in the outbox, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() }, viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, 'admin@maisonaurelle.test', 'Admin@12345');
  await expect(admin).toHaveURL(/\/admin$/);
  const verifyPath = await readLinkFromOutbox(admin, account.email, '/verify-email/', /Confirm your email/);
  await adminContext.close();

  await page.goto(verifyPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  // The browser that registered is signed in by its own link (nothing in the bag: to the shop).
  await expect(page.getByText(`${account.email} is verified. You are signed in.`)).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();

  await expect(page).toHaveURL(/\/$/);
  const menuButton = accountMenu(page, account.name);
  await expect(menuButton).toBeVisible();
  // The avatar shows the initials of the name.
  await expect(menuButton).toContainText('MK');

  // Keyboard only: focus the avatar, open the menu with Enter, jump to the last item, choose it.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(account.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountMenu(page, account.name)).toHaveCount(0);
  // The server agrees: nobody is signed in any more.
  expect((await page.request.get('/api/v1/auth/verify-token')).status()).toBe(401);
});

test('a forgotten password is reset from the emailed link; only the new password works afterwards', async ({ page, browser, baseURL }) => {
  const account = newAccount('reset');
  await registerViaApi(page.request, account);
  const newPassword = 'Sandalwood#2025';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
  // By role, which leaves out the sign-in page the router keeps hidden after the link (Cache Components' <Activity>).
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByText('The link expires in 1 hour.')).toBeVisible();

  const admin = await openAdminPage(browser, baseURL);
  const resetPath = await readLinkFromOutbox(admin, account.email, '/reset-password/', /Reset your password/);
  await admin.context().close();

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();

  // The checklist ticks as the shopper types.
  const longEnough = page.getByRole('listitem').filter({ hasText: 'At least 8 characters' });
  const matches = page.getByRole('listitem').filter({ hasText: 'Passwords match' });
  await expect(longEnough).toContainText('Not yet');
  await expect(matches).toContainText('Not yet');
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('New password', { exact: true }).fill('Sandal');
  await expect(longEnough).toContainText('Not yet');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(longEnough).toContainText('Done');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Sandalwood#20');
  await expect(matches).toContainText('Not yet');
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await expect(matches).toContainText('Done');

  await submit.click();
  await expect(page).toHaveURL(/\/new-password\/created$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Password Updated' })).toBeVisible();
  // The reset page (the same address in its text) is kept hidden by the router: the one shown.
  await expect(page.getByText(account.email, { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In Now' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, account.name)).toBeVisible();

  // The link worked once: opened again, it is refused.
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
});

test('a made-up reset link and a made-up verification link say so', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token-0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired reset token' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');

  await page.goto('/verify-email/not-a-real-token-0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired verification link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', '/register');
});

test.describe('sign-in and registration errors', () => {
  test('a wrong password is refused with the server message and the email is kept', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, CUSTOMER.email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email);
  });

  test('registering an address that already has an account says so under the email field', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, { name: 'Priya S', email: CUSTOMER.email, password: 'Another#Pass1' });
    await termsBox(page).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('Email');
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/An account with this email already exists/);
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('empty and too-short forms are stopped in the browser with the field messages', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/auth/') && r.method() === 'POST') sent.push(r.url());
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
    await expect(page.getByLabel('Email')).toBeFocused();
    // Typing clears that field's message.
    await page.getByLabel('Email').fill('someone@example.in');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Password is required/);
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('Please confirm your password');
    await expect(page.getByText('Please accept the Terms and Privacy Policy')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();

    await fillRegistration(page, { name: 'Kabir', email: 'kabir@example', password: 'short', confirm: 'shorter' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toBeFocused();

    expect(sent, 'no form reached the server').toEqual([]);
  });
});

test.describe('remember me', () => {
  async function sessionCookies(page: Page) {
    const cookies = await page.context().cookies();
    return {
      session: cookies.find((c) => c.name === 'authjs.session-token'),
      hint: cookies.find((c) => c.name === 'ma_session'),
    };
  }

  test('with it, the session cookie lasts about 30 days', async ({ page }) => {
    await signInThroughForm(page, CUSTOMER.email, CUSTOMER.password, { remember: true });
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, CUSTOMER.name)).toBeVisible();
    const { session, hint } = await sessionCookies(page);
    expect(session, 'session cookie').toBeDefined();
    expect(session!.httpOnly).toBe(true);
    const now = Date.now() / 1000;
    expect(session!.expires).toBeGreaterThan(now + 30 * DAY_SECONDS - 3600);
    expect(session!.expires).toBeLessThan(now + 30 * DAY_SECONDS + 3600);
    expect(hint?.expires ?? 0).toBeGreaterThan(now + 29 * DAY_SECONDS);
  });

  test('without it, the session cookie ends with the browser session', async ({ page }) => {
    await signInThroughForm(page, CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, CUSTOMER.name)).toBeVisible();
    const { session, hint } = await sessionCookies(page);
    expect(session, 'session cookie').toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.expires, 'a session cookie has no expiry').toBe(-1);
    expect(hint?.expires).toBe(-1);
  });

  // Auth.js re-issues its cookie on its own routes with its 30-day default unless the store keeps the kind.
  test('Auth.js routes keep each kind of session: a browser-session cookie stays one, a remembered one keeps 30 days', async ({ page, browser, baseURL }) => {
    await signInThroughForm(page, CUSTOMER.email, CUSTOMER.password);
    await expect(accountMenu(page, CUSTOMER.name)).toBeVisible();
    const before = (await sessionCookies(page)).session!.value;
    const answer = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(answer).toBe(200);
    const { session } = await sessionCookies(page);
    expect(session!.value, 'Auth.js re-issued the cookie').not.toBe(before);
    expect(session!.expires, 'still ends with the browser session').toBe(-1);
    await page.reload();
    await expect(accountMenu(page, CUSTOMER.name)).toBeVisible();

    const other = await browser.newContext({ baseURL, viewport: DESKTOP, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    const remembered = await other.newPage();
    await signInThroughForm(remembered, CUSTOMER.email, CUSTOMER.password, { remember: true });
    await expect(accountMenu(remembered, CUSTOMER.name)).toBeVisible();
    expect(await remembered.evaluate(async () => (await fetch('/api/auth/session')).status)).toBe(200);
    const kept = (await sessionCookies(remembered)).session!;
    const now = Date.now() / 1000;
    expect(kept.expires).toBeGreaterThan(now + 30 * DAY_SECONDS - 3600);
    await other.close();
  });
});

test('an unverified customer can sign in and browse, but checkout asks to verify the email first', async ({ page }) => {
  const account = newAccount('unverified', 'Rohan Verma');
  await registerViaApi(page.request, account);

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, account.name)).toBeVisible();

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/products/fiorita');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Please verify your email to check out' })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/resend-confirmation') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { message } = (await res.json()) as { message: string };
  expect(message).toBe('If an account with this email is waiting for verification, a new link is on its way.');
  await expect(page.getByRole('status').filter({ hasText: message }).first()).toBeVisible();
});
