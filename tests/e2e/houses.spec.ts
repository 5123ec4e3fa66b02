import { expect, test } from '@playwright/test';
import { DEFAULT_STORE_DETAILS } from '@/lib/store';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow } from './support/accounts';

/*
 * Issue 30: three house names appeared with no word on who they are. Each house has a page with
 * the owner's line about it and its perfumes; a perfume's house name leads there.
 */
const kesar = DEFAULT_STORE_DETAILS.houses.find((h) => h.name === 'Atelier Kesar')!;

test('a shopper on a phone follows a perfume’s house to the house’s page: who it is and its perfumes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/products/oud-rasa');
  await page.getByRole('link', { name: 'Atelier Kesar', exact: true }).click();
  await expect(page).toHaveURL(/\/houses\/atelier-kesar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atelier Kesar' })).toBeVisible();
  const perfumes = page.getByRole('region', { name: /perfumes?$/ });
  // In the house's section: the perfume's page just left stays in the document, hidden, with the line in its Product information.
  await expect(perfumes.getByText(kesar.line)).toBeVisible();
  await expect(perfumes.getByRole('heading', { name: 'Oud Rasa' })).toBeVisible();
  // Every card on the page is of the house (its name is on each card, hidden on a phone's line for room).
  const cards = perfumes.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(perfumes.getByRole('heading', { level: 2 })).toHaveText(`${count} perfumes`);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('Atelier Kesar');
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  // A house with no perfume on sale is a real 404; the sitemap lists the houses.
  expect((await page.request.get('/houses/no-such-house')).status()).toBe(404);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain('/houses/atelier-kesar');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/houses\/atelier-kesar$/);
  // Like a note's page: its perfumes as an ItemList for search engines, and the trail to it.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((b) => JSON.parse(b) as { '@type': string; mainEntity?: { numberOfItems: number } }[]);
  expect(ld.find((b) => b['@type'] === 'CollectionPage')?.mainEntity?.numberOfItems).toBe(count);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
});
