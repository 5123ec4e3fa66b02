import { expect, test, type Locator } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';

/*
 * Issue 30: on a phone the product page's Add to Cart scrolls away under the copy. Once it is above
 * the screen, a bar at the bottom offers it again, with the size chosen.
 */
test.use({ viewport: PHONE });

/** Where an element sits in the document (not the screen): it moves only if something above it changes size. */
const documentTop = (l: Locator) => l.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

test('on a phone, Add to Cart follows the shopper down the product page once its button scrolls away, and the page never jumps for it', async ({ page }) => {
  await page.goto('/products/fiorita');
  const panelButton = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(panelButton).toBeVisible();
  const bar = page.getByRole('button', { name: /^Add to Cart · / });
  await expect(bar).toHaveCount(0);
  // The bar floats over the page: nothing under the panel moves when it comes (it once added 16 px
  // below the buttons, and a press on the perfume's family link as the page jumped missed it).
  const scent = page.getByRole('heading', { name: 'The Scent' });
  const scentTop = await documentTop(scent);

  await page.getByRole('heading', { name: /Customer Reviews|Reviews/ }).first().scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  expect(await documentTop(scent)).toBe(scentTop);
  const label = (await bar.innerText()).split('·')[1]!.trim();
  expect(label).toMatch(/ml/);
  await expectNoAxeViolations(page);
  await bar.click();
  await expect(page.getByText('Fiorita added to cart!')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Add More \\(1\\) · ${label}`) })).toBeVisible();

  // Back up to the panel, the bar goes.
  await panelButton.or(page.getByRole('button', { name: 'Add More (1)', exact: true })).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: / · / })).toHaveCount(0);

  // A desktop keeps the panel in view and never shows the bar, and scrolling past the buttons
  // there moves nothing either.
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const desktopTop = await documentTop(scent);
  await page.getByRole('heading', { name: /Customer Reviews|Reviews/ }).first().scrollIntoViewIfNeeded();
  await expect(page.locator('button', { hasText: ' · ' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: / · / })).toHaveCount(0);
  expect(await documentTop(scent)).toBe(desktopTop);
});
