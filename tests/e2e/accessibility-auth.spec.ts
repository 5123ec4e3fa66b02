import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import {
  ADMIN,
  CUSTOMER,
  horizontalOverflow,
  newAccount,
  openAdminPage,
  readLinkFromOutbox,
  registerViaApi,
  signInViaApi,
  uniqueIp,
  type NewAccount,
} from './support/accounts';

const IP = uniqueIp();
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

const SHOTS = 'test-results/accessibility-auth';
mkdirSync(SHOTS, { recursive: true });

type Who = 'guest' | 'customer' | 'unverified' | 'admin';

interface Fixtures {
  unverified: NewAccount;
  resetPath: string;
  emailPath: string;
  verifyPath: string;
}

/*
 * One unverified account with a live reset link, shared by both widths: the reset form and the
 * checkout's verify-your-email notice need them, and the outbox then has emails to show.
 */
let fixtures: Promise<Fixtures> | null = null;

function setUp(browser: Browser, baseURL: string | undefined): Promise<Fixtures> {
  fixtures ??= (async () => {
    const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': IP });
    const unverified = newAccount('a11y', 'Nisha Pillai');
    await registerViaApi(admin.request, unverified);
    const forgot = await admin.request.post('/api/v1/auth/forgot-password', { data: { email: unverified.email } });
    expect(forgot.status()).toBe(200);
    const resetPath = await readLinkFromOutbox(admin, unverified.email, '/reset-password/', /Reset your password/);
    const emailPath = new URL(admin.url()).pathname;
    const another = newAccount('a11y-verify', 'Dev Malhotra');
    await registerViaApi(admin.request, another);
    const verifyPath = await readLinkFromOutbox(admin, another.email, '/verify-email/', /Confirm your email/);
    await admin.context().close();
    return { unverified, resetPath, emailPath, verifyPath };
  })();
  return fixtures;
}

interface Screen {
  name: string;
  who: Who;
  path: (f: Fixtures) => string;
  h1: string | RegExp;
  /** Something that shows only once the page has settled (the h1 may show while loading). */
  ready?: (page: Page) => Locator;
  /** The page holds a sandboxed iframe (see expectNoAxeViolationsAroundSandbox). */
  sandboxedFrame?: boolean;
}

/*
 * @axe-core/playwright's default run injects axe into every frame and waits, without a time
 * limit, for a script to run in it: in the email preview's iframe (sandbox="", no scripts on
 * purpose) that never happens and the run hangs. Legacy mode runs axe.run() in the page and
 * reports the frame it cannot enter as 'frame-tested' (incomplete), never as a violation; the
 * page itself, the iframe's title included, gets the same rules as everywhere else.
 */
async function expectNoAxeViolationsAroundSandbox(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  expect(results.passes.map((r) => r.id)).toContain('frame-title');
}

const screens: Screen[] = [
  { name: 'login', who: 'guest', path: () => '/login', h1: 'Sign In' },
  { name: 'register', who: 'guest', path: () => '/register', h1: 'Create an Account' },
  {
    name: 'email-verification',
    who: 'guest',
    path: () => '/email-verification',
    h1: 'Check Your Email',
    ready: (page) => page.getByLabel('Email address'),
  },
  { name: 'forgot-password', who: 'guest', path: () => '/forgot-password', h1: 'Forgot Password?' },
  {
    name: 'reset-password',
    who: 'guest',
    path: (f) => f.resetPath,
    h1: 'Reset Password',
    ready: (page) => page.getByLabel('New password', { exact: true }),
  },
  { name: 'reset-password-invalid', who: 'guest', path: () => '/reset-password/expired-token-0123456789', h1: 'Invalid Reset Link' },
  { name: 'verify-email-success', who: 'guest', path: (f) => f.verifyPath, h1: 'Email Verified!' },
  { name: 'verify-email-invalid', who: 'guest', path: () => '/verify-email/expired-token-0123456789', h1: 'Verification Failed' },
  { name: 'new-password-created', who: 'guest', path: () => '/new-password/created', h1: 'Password Updated' },
  { name: 'account', who: 'customer', path: () => '/account', h1: 'My Account' },
  { name: 'settings', who: 'customer', path: () => '/settings', h1: 'Settings' },
  { name: 'checkout', who: 'customer', path: () => '/checkout', h1: 'Checkout' },
  { name: 'checkout-unverified', who: 'unverified', path: () => '/checkout', h1: 'Checkout' },
  { name: 'account-unverified', who: 'unverified', path: () => '/account', h1: 'My Account' },
  { name: 'orders', who: 'customer', path: () => '/orders', h1: 'My Orders' },
  { name: 'admin', who: 'admin', path: () => '/admin', h1: 'Dashboard' },
  { name: 'admin-emails', who: 'admin', path: () => '/admin/emails', h1: 'Emails' },
  { name: 'admin-email-detail', who: 'admin', path: (f) => f.emailPath, h1: 'Reset your password', sandboxedFrame: true },
];

async function signInAs(page: Page, who: Who, f: Fixtures) {
  if (who === 'customer') await signInViaApi(page.request, CUSTOMER.email, CUSTOMER.password);
  if (who === 'admin') await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  if (who === 'unverified') await signInViaApi(page.request, f.unverified.email, f.unverified.password);
}

for (const [label, viewport] of [
  ['phone 390px', PHONE],
  ['desktop 1440px', DESKTOP],
] as const) {
  test.describe(label, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const screen of screens) {
      test(`${screen.name} renders without horizontal overflow and passes axe`, async ({ page, browser, baseURL }) => {
        const f = await setUp(browser, baseURL);
        await signInAs(page, screen.who, f);
        await page.goto(screen.path(f));
        await expect(page.getByRole('heading', { level: 1, name: screen.h1 })).toBeVisible();
        // Signed-in pages finish reading the session (the avatar replaces its placeholder).
        if (screen.who !== 'guest') await expect(page.getByRole('status').filter({ hasText: 'Loading account' })).toHaveCount(0);
        if (screen.ready) await expect(screen.ready(page)).toBeVisible();
        if (screen.who === 'admin') await expect(page.getByRole('button', { name: `Account menu for ${ADMIN.name}` })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${screen.name}-${viewport.width}.png`, fullPage: true });
        expect(await horizontalOverflow(page), 'page is wider than the viewport').toBeLessThanOrEqual(0);
        if (screen.sandboxedFrame) await expectNoAxeViolationsAroundSandbox(page);
        else await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('keyboard only', () => {
  test.use({ viewport: DESKTOP });

  test('the login form is completed with Tab, Space and Enter', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    // From the top of the page, Tab reaches the email field (skip link and navigation first).
    for (let i = 0; i < 25 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(CUSTOMER.email);

    // The order after it: password, its show/hide toggle, Remember me, Forgot password, Sign in.
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Tab');
    const remember = page.getByRole('checkbox', { name: 'Remember me' });
    await expect(remember).toBeFocused();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();

    // Back to the password field; Enter there submits the form.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` })).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'authjs.session-token');
    expect(session?.expires ?? -1, 'Remember me, ticked with Space, was sent').toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  test('focus is visible on the login form controls', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await email.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    const ring = await email.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px', shadow: s.boxShadow !== 'none' };
    });
    expect(ring.outline || ring.shadow, 'the focused field shows a focus indicator').toBe(true);
  });
});
