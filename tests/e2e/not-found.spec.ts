import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the Fragrance Not Found page and its two ways out', async ({ page }) => {
  const response = await page.goto('/this-scent-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Explore Collections' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown product answers 404 too', async ({ page }) => {
  const response = await page.goto('/products/no-such-perfume');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible();
});
