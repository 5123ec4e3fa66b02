import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE } from './fixtures';

/*
 * Issue 30: on a phone the product page's Add to Cart scrolls away under the copy. Once it is above
 * the screen, a bar at the bottom offers it again, with the size chosen.
 */
test.use({ viewport: PHONE });

test('on a phone, Add to Cart follows the shopper down the product page once its button scrolls away', async ({ page }) => {
  await page.goto('/products/fiorita');
  const panelButton = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(panelButton).toBeVisible();
  const bar = page.getByRole('button', { name: /^Add to Cart · / });
  await expect(bar).toHaveCount(0);

  await page.getByRole('heading', { name: /Customer Reviews|Reviews/ }).first().scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  const label = (await bar.innerText()).split('·')[1]!.trim();
  expect(label).toMatch(/ml/);
  await expectNoAxeViolations(page);
  await bar.click();
  await expect(page.getByText('Fiorita added to cart!')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Add More \\(1\\) · ${label}`) })).toBeVisible();

  // Back up to the panel, the bar goes.
  await panelButton.or(page.getByRole('button', { name: 'Add More (1)', exact: true })).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: / · / })).toHaveCount(0);
});
