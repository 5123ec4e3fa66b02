import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, newAccount, registerViaApi, signInViaApi, uniqueIp } from './support/accounts';
import { e2eInbox } from './support/inbox';

/*
 * Issue 15: the bag, the wishlist and the account menu as a luxury house presents them, and a
 * sign-up whose badges never contradict the bag: registering keeps the guest's selection in the
 * browser, and the verification link, opened there, signs the shopper in and brings them back.
 */

// This file's sign-ups count against its own made-up address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

interface Product {
  id: string;
  slug: string;
  name: string;
  stock: number;
}

async function inStockProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/v1/products?limit=48&sort=name-asc');
  return ((await res.json()).data as Product[]).filter((p) => p.stock > 10);
}

/** Adds to this page's own bag or wishlist (page.request shares the browser's cookies). */
async function addToBag(page: Page, product: Product, quantity = 1) {
  const res = await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

async function addToWishlist(page: Page, product: Product) {
  const res = await page.request.post('/api/v1/wishlist/add', { data: { productId: product.id } });
  expect(res.status(), await res.text()).toBe(200);
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** The site path of the newest verification link the e2e inbox got for `to`. */
async function verificationLink(to: string): Promise<string> {
  const standIn = await e2eInbox();
  const find = () =>
    standIn.received
      .filter((r) => [r.body.to].flat().includes(to) && typeof r.body.text === 'string')
      .map((r) => /https?:\/\/[^\s/]+(\/verify-email\/[A-Za-z0-9_-]+)/.exec(String(r.body.text))?.[1])
      .filter(Boolean)
      .at(-1);
  await expect.poll(find, { message: `no verification link reached ${to}` }).toBeTruthy();
  return find()!;
}

const badge = (page: Page, name: 'Cart' | 'Wishlist') => page.getByRole('banner').getByRole('link', { name, exact: true });

test('on a phone, a guest registers: the badges and the bag agree, and the link opened here signs in and returns to the bag', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [a, b, c] = await inStockProducts(page.request);
  await addToBag(page, a!, 1);
  await addToBag(page, b!, 2);
  await addToWishlist(page, c!);
  const account = newAccount('craft-bag', 'Kavya Iyer');

  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await e2eInbox();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Your selection stays in this browser. Open the link here and you will be signed in and brought back to it.')).toBeVisible();
  await expect(badge(page, 'Cart')).toContainText('3');
  await expect(badge(page, 'Wishlist')).toContainText('1');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/check-email-390.png', fullPage: true });

  // Not signed in yet, and the bag says what the badge says.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Bag' })).toBeVisible();
  await expect(page.getByText('3 items', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: a!.name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeVisible();
  await expect(page.getByText('You will sign in or create an account at checkout; your bag comes with you.')).toBeVisible();
  await expect(badge(page, 'Cart')).toContainText('3');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/cart-guest-390.png', fullPage: true });

  // The wishlist on a phone: the saved piece, one line of figures, Select and More; no checkboxes.
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: c!.name }).first()).toBeVisible();
  await expect(page.getByText(/^1 item · Total value ₹\s?[\d,]+(\.\d\d)?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More wishlist actions' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/wishlist-guest-390.png', fullPage: true });

  await page.goto(await verificationLink(account.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText(`${account.email} is verified. You are signed in, and your bag is waiting.`)).toBeVisible();
  await expect(page.getByText('We saved 1 wishlist item and 2 cart items to your account.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/verified-390.png', fullPage: true });
  expect((await page.request.get('/api/v1/auth/verify-token')).status()).toBe(200);

  // Keyboard: the way back to the bag.
  const back = page.getByRole('link', { name: 'Return to Your Bag' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('3 items', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: b!.name }).first()).toBeVisible();
  await expect(badge(page, 'Cart')).toContainText('3');
  await expect(badge(page, 'Wishlist')).toContainText('1');
  // Signed in now: no note about signing in at checkout.
  await expect(page.getByText(/You will sign in or create an account/)).toHaveCount(0);
});

test('at 1440 px the wishlist is image-led: one line of figures, Select mode and a More menu by keyboard; the account menu has no role badge', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = newAccount('craft-wish', 'Dev Malhotra');
  await registerViaApi(page.request, account);
  await signInViaApi(page.request, account.email, account.password);
  const [a, b, c] = await inStockProducts(page.request);
  for (const p of [a!, b!, c!]) await addToWishlist(page, p);

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 2, name: 'Saved Fragrances' })).toBeVisible();
  await expect(page.getByText(/^3 items · Total value ₹\s?[\d,]+(\.\d\d)?$/)).toBeVisible();
  // No back-office furniture: no statistics cards, no checkboxes until asked for.
  await expect(page.getByRole('region', { name: 'Wishlist statistics' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Saved Fragrances' }).getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/wishlist-1440.png', fullPage: true });

  // Select mode, from the keyboard: focus lands on Select all.
  await page.getByRole('button', { name: 'Select', exact: true }).focus();
  await page.keyboard.press('Enter');
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await expect(selectAll).toBeFocused();
  await expect(page.getByText('None selected')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${a!.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 of 3 selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/wishlist-select-1440.png', fullPage: true });
  await page.getByRole('button', { name: 'Add Selected' }).focus();
  await page.keyboard.press('Enter');
  await toast(page, '1 items added to cart!');
  await expect(badge(page, 'Cart')).toContainText('1');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // More: add everything available, by keyboard.
  await page.getByRole('button', { name: 'More wishlist actions' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Add All Available' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  await page.screenshot({ path: '/tmp/h3/wishlist-more-1440.png' });
  await menu.getByRole('menuitem', { name: 'Add All Available' }).focus();
  await page.keyboard.press('Enter');
  await toast(page, '2 items added to cart!');
  await expect(badge(page, 'Cart')).toContainText('3');
  // In Cart on every card now; axe once the menu (a portal, outside the landmarks) has closed.
  await expect(page.getByRole('button', { name: 'Add More' })).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The account menu: who is signed in, no USER badge.
  const menuButton = page.getByRole('button', { name: `Account menu for ${account.name}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const accountMenu = page.getByRole('menu');
  await expect(accountMenu.getByText(account.email, { exact: true })).toBeVisible();
  await expect(accountMenu.getByText(/^(user|admin)$/i)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h3/account-menu-1440.png' });
  await page.keyboard.press('Escape');

  // Clearing asks first, then the empty state.
  await page.getByRole('button', { name: 'More wishlist actions' }).click();
  await page.getByRole('menuitem', { name: 'Clear All' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This removes all 3 items from your wishlist.');
  await dialog.getByRole('button', { name: 'Keep Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'More wishlist actions' })).toBeFocused();
  await page.getByRole('button', { name: 'More wishlist actions' }).click();
  await page.getByRole('menuitem', { name: 'Clear All' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All' }).click();
  await toast(page, 'Wishlist cleared successfully');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(badge(page, 'Wishlist')).not.toContainText(/\d/);

  // The bag at 1440 px: no Refresh, Clear Cart quiet under the bag.
  await page.goto('/cart');
  await expect(page.getByText('3 items', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3/cart-1440.png', fullPage: true });
});
