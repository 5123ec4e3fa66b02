import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';
import { openAdminPage } from './support/accounts';

/*
 * Issue 30: after the back office raised a bagged perfume's price and the stock fell below the
 * bag's quantity, the bag said nothing. Now it says what changed, once, on a phone.
 */
test.use({ viewport: PHONE });

test('the bag tells a shopper once what changed since they added it: a new price, a quantity lowered to the stock', async ({ browser, baseURL, page }) => {
  const admin = await openAdminPage(browser, baseURL);
  const tag = Date.now().toString(36);
  const made = async (name: string, price: number, stock: number) => {
    const res = await admin.request.post('/api/v1/products', { data: { name, category: 'Unisex', price, stock } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { _id: string; stock: number } }).data;
  };
  const dearer = await made(`Oud Rasa ${tag}`, 4500, 20);
  const scarce = await made(`Neroli ${tag}`, 1990, 8);

  await page.request.post('/api/v1/cart/add', { data: { productId: dearer._id, quantity: 1 } });
  await page.request.post('/api/v1/cart/add', { data: { productId: scarce._id, quantity: 5 } });
  expect((await admin.request.put(`/api/v1/products/${dearer._id}`, { data: { price: 4950, mrp: 4950 } })).status()).toBe(200);
  expect((await admin.request.put(`/api/v1/products/${scarce._id}`, { data: { stock: 3, expectedStock: 8 } })).status()).toBe(200);
  await admin.context().close();

  await page.goto('/cart');
  const notice = page.getByRole('region', { name: 'Since you added them' });
  await expect(notice.getByText(`Oud Rasa ${tag} 50 ml is now ₹4,950, was ₹4,500.`)).toBeVisible();
  await expect(notice.getByText(`Neroli ${tag} 50 ml: only 3 left, so we changed your quantity to 3.`)).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: new RegExp(`Neroli ${tag}`) })).toHaveValue('3');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Dismiss these changes' }).click();
  await expect(notice).toBeHidden();

  // Told once: the next visit says nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping Bag' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Since you added them' })).toHaveCount(0);

  // Typing more than can be sent lowers it to the stock, and says so rather than silently.
  const oud = page.getByRole('spinbutton', { name: new RegExp(`Oud Rasa ${tag}`) });
  await oud.fill('999');
  await oud.press('Tab');
  await expect(oud).toHaveValue('20');
  await expect(page.getByRole('status').filter({ hasText: 'We can send 20 of these at most, so your bag has 20.' })).toBeVisible();
  await expectNoAxeViolations(page);
});
