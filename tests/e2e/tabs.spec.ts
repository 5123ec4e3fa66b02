import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerViaApi, signInViaApi, uniqueIp } from './support/accounts';

/*
 * Two tabs of one browser share a session and a bag: what one does shows in the other without a
 * reload or a wait (the client cache tells the other tabs through a BroadcastChannel; nothing polls).
 */

// This file's sign-ups count against its own made-up address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const badge = (page: Page, name: 'Cart' | 'Wishlist') => page.getByRole('banner').getByRole('link', { name, exact: true });

test('an add, a heart and a sign-out in one tab show in the other without a reload', async ({ context, page }) => {
  const account = newAccount('tabs', 'Ishaan Bose');
  await registerViaApi(page.request, account);
  await signInViaApi(page.request, account.email, account.password);
  const listed = await page.request.get('/api/v1/products?limit=48&sort=name-asc');
  const product = ((await listed.json()).data as { slug: string; name: string; stock: number }[]).find((p) => p.stock > 10)!;

  const other = await context.newPage();
  await other.goto('/');
  const otherMenu = other.getByRole('button', { name: `Account menu for ${account.name}` });
  await expect(otherMenu).toBeVisible();
  await expect(badge(other, 'Cart')).not.toContainText(/\d/);
  await expect(badge(other, 'Wishlist')).not.toContainText(/\d/);

  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `${product.name} added to cart!` }).first()).toBeVisible();
  await expect(badge(other, 'Cart')).toContainText('1');

  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  await expect(badge(other, 'Wishlist')).toContainText('1');

  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The other tab signs out too, and shows the guest's (empty) bag and wishlist.
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(otherMenu).toHaveCount(0);
  await expect(badge(other, 'Cart')).not.toContainText(/\d/);
  await expect(badge(other, 'Wishlist')).not.toContainText(/\d/);
});
