import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, verifiedCustomer } from './support/accounts';

/*
 * Issue 30, point 4: on a phone the order summary and Place Order came after the whole form
 * (about 3,300 px down), and a chosen saved address showed the full form under it as well. Now a
 * folded "Order summary" with the total opens the page, the saved address is one card with
 * Change, the form says how much of a field is used, and the order waiting for payment gives its
 * deadline with the day.
 */
const IP = '198.51.100.88';
test.use({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': IP } });

test('a returning shopper on a phone sees the total first, the saved address as one card, and reaches Place Order without scrolling through a filled form', async ({ browser, page, baseURL }) => {
  await verifiedCustomer(browser, page, baseURL, IP);
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user as { id: string };
  const address = { fullName: 'Meera Iyer', phone: '9845012345', addressLine1: '7, Palace Road', addressLine2: '', city: 'Mumbai', state: 'Maharashtra', postalCode: '400001', country: 'India' };
  const saved = await page.request.put(`/api/v1/users/${me.id}`, { data: { address } });
  expect(saved.status(), await saved.text()).toBe(200);
  const products = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; name: string; stock: number }[];
  const product = products.find((p) => p.stock > 10)!;
  expect((await page.request.post('/api/v1/cart/add', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);

  await page.goto('/checkout');
  const toggle = page.getByRole('button', { name: /^Order summary/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText(/₹[\d,]+/);
  const toggleBox = (await toggle.boundingBox())!;
  expect(toggleBox.y + toggleBox.height, 'the total is in the first screen').toBeLessThan(PHONE.height);
  const items = page.getByRole('list', { name: 'Items in your order' });
  await expect(items).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(items.getByText(product.name)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(0);

  // The saved address is one card, not a filled form.
  await expect(page.getByText(/Delivering to/)).toBeVisible();
  await expect(page.getByText('7, Palace Road')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const placeBox = (await placeOrder.boundingBox())!;
  // It used to sit about 3,300 px down, under a form the shopper had nothing to do in.
  expect(placeBox.y, 'Place Order within about two and a half screens').toBeLessThan(PHONE.height * 2.6);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/h2/checkout-phone-saved.png', fullPage: true });
  await expectNoAxeViolations(page);

  // Change opens the cards and the form, the chosen card focused; a field says when it is full.
  await page.getByRole('button', { name: 'Change delivery address' }).click();
  await expect(page.getByRole('radio', { name: 'Your saved address: Meera Iyer' })).toBeFocused();
  const fullName = page.getByLabel('Full name');
  await expect(fullName).toHaveValue('Meera Iyer');
  await fullName.fill(`Meera ${'Lakshmi '.repeat(12)}Iyer`);
  await expect(fullName).toHaveAccessibleDescription(/80\/80 characters, the most this field takes/);
  await fullName.fill('Meera Iyer');
  await expect(fullName).not.toHaveAccessibleDescription(/characters/);
  await expectNoAxeViolations(page);

  // Placed but not paid: back at checkout the order waits, its deadline with the day.
  await placeOrder.click();
  await expect(page).toHaveURL(/\/local-gateway\/pg\/checkout\//);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your order is waiting for payment' })).toBeVisible();
  await expect(page.getByText(/Pay by \d{1,2}:\d\d [ap]m on (Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]+ to keep it/)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
