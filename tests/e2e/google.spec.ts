import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { startOidcProvider } from './support/oidc-provider';
import { e2ePorts } from './support/ports';

/*
 * Google sign-in through Auth.js's real OAuth code flow (discovery, state, PKCE, code exchange,
 * signed ID token), against a local OpenID provider started here in Google's place.
 */

const port = e2ePorts().server;
const newcomer = { sub: 'google-newcomer', email: `ananya.g.${Date.now()}@example.in`, name: 'Ananya Gupta' };
// Same address as the seeded, verified email-and-password customer.
const priya = { sub: 'google-priya', email: 'customer@maisonaurelle.test', name: 'Priya S' };

let provider: { close(): Promise<void> };
test.beforeAll(async () => {
  provider = await startOidcProvider(`http://localhost:${port}/api/auth/callback/google`, [newcomer, priya]);
});
test.afterAll(async () => {
  await provider?.close();
});

/** Signs in on the stand-in's own screens, as a person would on Google's. */
async function signInAtProvider(page: Page, sub: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new shopper continues with Google, lands signed in, and the token leaves the address bar', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, newcomer.sub);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: `Account menu for ${newcomer.name}` })).toBeVisible();
  // The bearer token passed through /auth/google/success must not stay in history.
  expect(page.url()).not.toContain('token=');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(newcomer.email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('Google sign-in with the email of an existing account links to it instead of making a second one', async ({ page }) => {
  await page.goto('/login?callbackUrl=%2Forders');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, priya.sub);
  await page.waitForURL((url) => url.pathname === '/orders');
  // The account keeps its own name: it is the seeded customer, not a new "Priya S".
  await expect(page.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});

test('cancelling on the Google screen shows the error landing with its countdown back to sign in', async ({ page }) => {
  // Audited at rest: a toast sliding in is half transparent, which axe reads as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await page.waitForURL(/\/auth\/google\/error/);
  await expect(page.getByRole('main').getByText('Google sign-in was cancelled or interrupted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' }).or(page.getByRole('button', { name: 'Back to Login' }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/google-error.png' });
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
});

test('a store without Google sign-in shows no Google option (and no "or") on sign-in and registration', async ({ page }) => {
  await page.route('**/api/v1/auth/providers', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { google: false } }) }),
  );
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^(Sign in|Create account)$/ })).toBeVisible();
    await expect(page.getByText(/with Google/)).toHaveCount(0);
    await expect(page.getByText('not configured', { exact: false })).toHaveCount(0);
    await expect(page.getByText(/^or$/i)).toHaveCount(0);
  }
  // With Google configured (this server), the option is there.
  await page.unroute('**/api/v1/auth/providers');
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
});
