import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, fillLogin, signInThroughForm, signInViaApi, uniqueIp } from './support/accounts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const returnsTo = [
  { path: '/orders', heading: 'My Orders' },
  { path: '/account', heading: 'My Account' },
  { path: '/settings', heading: 'Settings' },
];

for (const { path, heading } of returnsTo) {
  test(`a guest opening ${path} signs in and is taken back there`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === path);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    await fillLogin(page, CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test("the footer's Shipping Information opens the shipping policy; a guest following Track Your Order signs in and lands on /orders", async ({ page }) => {
  await page.goto('/');
  const care = page.getByRole('navigation', { name: 'Customer Care' });
  await expect(care.getByRole('link', { name: 'Shipping Information' })).toHaveAttribute('href', '/shipping-policy');
  await care.getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === '/orders');
  await fillLogin(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});

// Issue 30: a guest signs in on the checkout itself (an emailed code, checkout-sign-in.spec.ts),
// so /checkout no longer sends them to /login; its password sign-in link comes back to it.
test('a guest opening /checkout is asked to sign in there, and its password link returns to /checkout', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with it' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === '/checkout');
  await fillLogin(page, CUSTOMER.email, CUSTOMER.password);
  // Spec (after-login destinations): a stored checkout target is used only while the cart has
  // items. This shopper's cart is empty, so sign-in ends on the home page, not on /checkout.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` })).toBeVisible();
  // Signed in now, /checkout itself opens.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toHaveCount(0);
});

test('a guest opening an admin page is sent to sign in', async ({ page }) => {
  await page.goto('/admin/emails');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === '/admin/emails');
});

test('a customer opening /admin lands on the home page', async ({ page }) => {
  await signInViaApi(page.request, CUSTOMER.email, CUSTOMER.password);
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/emails');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an admin signing in from /login lands on the dashboard', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an admin sent to sign in from an admin page returns to that page', async ({ page }) => {
  await page.goto('/admin/emails');
  await fillLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
});

test('signing out from an admin page goes to /login', async ({ page }) => {
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${ADMIN.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The session really ended: the back office sends this browser to sign in again.
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
