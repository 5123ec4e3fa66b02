import { expect, test } from '@playwright/test';

test('a visitor browses the home page: hero, most loved, offers, impact and tagline', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page).toHaveTitle(/Maison Aurelle/);

  // The hero shows Fiorita first; the side picker chooses a scent directly and pauses nothing else.
  const hero = page.getByRole('region', { name: 'Featured scents' });
  await expect(hero.getByText('The Fearless Flower')).toBeVisible();
  await hero.getByRole('button', { name: 'Show Old Money' }).click();
  await expect(hero.getByText('For the Elites')).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Show Old Money' })).toHaveAttribute('aria-pressed', 'true');

  // Most Loved Scents: the three best-rated products, each linking to its page.
  const mostLoved = page.getByRole('region', { name: 'Most Loved Scents' });
  await expect(mostLoved.getByRole('article')).toHaveCount(3);
  await expect(mostLoved.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');
  // For someone who cannot smell them: the finder and the notes (issue 31).
  await expect(mostLoved.getByRole('link', { name: 'Find your scent in six questions' })).toHaveAttribute('href', '/finder');
  await expect(mostLoved.getByRole('link', { name: 'browse by note' })).toHaveAttribute('href', '/notes');

  // Offers are off the brand's face: one quiet line on home leads to their own page (issue 30).
  await expect(page.getByRole('region', { name: 'Exclusive Offers' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Copy code/ })).toHaveCount(0);
  const strip = page.getByRole('complementary', { name: 'Offers' });
  await expect(strip).toContainText(/\d+ offers this season/);
  await strip.getByRole('link', { name: 'See the offers' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();

  // There, the seeded active coupons; an expired or used-up one never shows.
  const offers = page.getByRole('region', { name: 'Exclusive Offers' });
  await offers.scrollIntoViewIfNeeded();
  await expect(offers.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(offers).not.toContainText('DIWALI25');
  await expect(offers).not.toContainText('FIRST100');
  const copy = offers.getByRole('button', { name: /Copy code/ }).first();
  const code = (await copy.getAttribute('aria-label')) ?? (await copy.textContent()) ?? '';
  await copy.click();
  await expect(page.getByText(/Code [A-Z0-9]+ copied!/)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain(copied);

  // Why Choose and the house's figures are in the home page for everyone, with or without script.
  await page.goBack();
  await expect(page.getByText('Artisanal Craftsmanship')).toBeAttached();
  await expect(page.getByText(/Years of perfumery, since \d{4}/)).toBeAttached();
  await expect(page.getByRole('region', { name: 'Taglines' })).toBeAttached();
});

test('Explore Collection leads to the catalogue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Collection' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/\d+ products found/)).toBeVisible();
});

test('under reduced motion the hero does not rotate by itself', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The page's clock, not the wall clock: 6 s (more than a rotation, 5 s) pass in an instant.
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured scents' });
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(hero.getByText('The Fearless Flower')).toBeVisible();
  await context.close();
});
