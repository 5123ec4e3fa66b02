import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';
import { fillShippingAddress } from './support/checkout';
import { signInCodeSentTo } from './support/inbox';

/*
 * A first-time buyer on a phone, from a listing card to a paid order without leaving the store's
 * pages: the checkout asks for an email, the code arrives in the inbox (the Resend stand-in), and
 * entering it signs them in with the bag they filled as a guest.
 */
test.use({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });

test('a first-time buyer signs in at checkout with an emailed code and pays, on a phone', async ({ page }) => {
  const email = `first.buyer.${Date.now()}@example.in`;

  // A listing card, its product page, Add to Cart, the bag, Proceed to Checkout.
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as {
    slug: string;
    name: string;
    stock: number;
    sizes?: unknown[];
  }[];
  const product = products.find((p) => p.stock > 10)!;
  await page.goto('/products?sort=name-asc');
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}`));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toContainText('1');
  await page.goto('/cart');
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();

  // Still the checkout, asking who is buying.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  const asked = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`)).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await expectNoAxeViolations(page);

  const code = await signInCodeSentTo(email, asked - 1_000);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('6-digit code').fill(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByText('That code is not right, or it has expired. Check the latest email, or send a new code.')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('6-digit code').fill(code);
  await page.keyboard.press('Enter');

  // Signed in, on the same page: the checkout with the bag filled as a guest.
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // On a phone the items are in the folded summary at the top.
  await page.getByRole('button', { name: /^Order summary/ }).click();
  await expect(page.getByRole('list', { name: 'Items in your order' }).getByText(product.name)).toBeVisible();

  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/checkout\?order_id=MA-\d{4}-\d{6}/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
