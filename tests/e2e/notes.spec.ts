import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow } from './support/accounts';

/*
 * Issue 31: notes and families as pages search engines send shoppers to. A shopper lands on
 * /notes/oud from a search, reads what oud is, opens a perfume that carries it, and goes on from
 * that perfume's notes and family to their pages.
 */

interface LdBlock {
  '@type': string;
  mainEntity?: { itemListElement: { name: string; url: string }[] };
  itemListElement?: { name: string }[];
}

async function jsonLd(page: Page): Promise<LdBlock[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => JSON.parse(b) as LdBlock[]);
}

test('from a note’s page found by its address to a perfume, then to its other notes and its family', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/notes/oud');
  await expect(page.getByRole('heading', { level: 1, name: 'Oud' })).toBeVisible();
  await expect(page.getByText(/Aquilaria heartwood/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/notes\/oud$/);
  await expect(page).toHaveTitle(/^Oud perfumes/);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/notes');

  // Its perfumes, under where the note sits in them; the structured data lists the same ones.
  const base = page.getByRole('region', { name: /^In the base/ });
  const cards = base.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  const names = await cards.getByRole('heading').allTextContents();
  const ld = await jsonLd(page);
  const collection = ld.find((b) => b['@type'] === 'CollectionPage');
  expect(collection?.mainEntity?.itemListElement.map((i) => i.name)).toEqual(expect.arrayContaining(names));
  const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs?.itemListElement?.map((c) => c.name)).toEqual(['Home', 'Notes', 'Oud']);
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  // The notes worn with it lead to their own pages.
  const related = page.getByRole('region', { name: 'Worn with Oud' });
  const firstRelated = related.getByRole('link').first();
  const relatedName = (await firstRelated.innerText()).trim();
  await firstRelated.click();
  await expect(page.getByRole('heading', { level: 1, name: relatedName })).toBeVisible();
  await page.goBack();

  // A perfume that carries it: its notes are links, back to this page among them.
  const first = names[0]!;
  await base.getByRole('link', { name: first }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  const scent = page.locator('div').filter({ has: page.getByRole('heading', { name: 'The Scent' }) }).last();
  await scent.getByRole('link', { name: 'Oud', exact: true }).click();
  await expect(page).toHaveURL(/\/notes\/oud$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

  // Its family leads to the family's page, where it is one of the family's perfumes.
  await page.setViewportSize(DESKTOP);
  const familyLink = scent.getByRole('link').filter({ hasText: /^(Floral|Woody|Amber \(oriental\)|Fresh & citrus|Fougère \(aromatic\)|Gourmand|Leather|Chypre)$/ });
  const family = (await familyLink.innerText()).trim();
  await familyLink.click();
  await expect(page.getByRole('heading', { level: 1, name: family })).toBeVisible();
  await expect(page.getByRole('region', { name: /perfumes?$/ }).getByRole('heading', { name: first })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes you will meet' });
  await expect(notes.getByRole('link').first()).toHaveAttribute('href', /^\/notes\//);
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  // Every note A to Z and every family have an index; an unknown note or family is a real 404; the sitemap lists them.
  await page.goto('/notes');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Notes by letter' }).getByRole('link', { name: 'O', exact: true }).click();
  await page.getByRole('region', { name: 'O', exact: true }).getByRole('link', { name: /^Oud\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oud' })).toBeVisible();
  await page.goto('/families');
  await expect(page.getByRole('link', { name: new RegExp(`^${family.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.request.get('/notes/no-such-note')).status()).toBe(404);
  expect((await page.request.get('/families/oriental')).status()).toBe(404);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/notes/oud</loc>');
  expect(sitemap).toContain('/notes/pink-pepper</loc>');
  expect(sitemap).toContain('/families/woody</loc>');
});
