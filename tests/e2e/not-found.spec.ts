import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

test('an unknown path answers 404 with the Fragrance Not Found page and its two ways out', async ({ page }) => {
  const response = await page.goto('/this-scent-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Fragrance Not Found \| /);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Explore Collections' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown product answers 404 too, inside the catalogue chrome once', async ({ page }) => {
  const response = await page.goto('/products/no-such-perfume');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fragrance Not Found' })).toBeVisible();
  // The catalogue's layout already wears the navigation and footer; the not-found page once
  // brought its own as well (two main landmarks, two footers).
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
