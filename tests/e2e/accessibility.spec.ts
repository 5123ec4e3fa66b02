import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';

const pages = [
  '/',
  '/products',
  '/products?category=Female&sort=price-asc',
  '/products/fiorita',
  '/about',
  '/contact',
  '/faq',
  '/terms-and-condition',
  '/privacy-policy',
  '/refund-and-return-policy',
  '/shipping-policy',
  '/grievance',
  '/no-such-fragrance',
];

for (const [label, viewport] of [
  ['phone 390px', PHONE],
  ['desktop 1440px', DESKTOP],
] as const) {
  test.describe(`${label}`, () => {
    // Reduced motion holds the carousels still: axe otherwise samples text half-way through a
    // fade (opacity < 1) and reports a contrast failure that no one can see at rest.
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const path of pages) {
      test(`${path} renders without horizontal overflow and passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await page.goto('/products');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
