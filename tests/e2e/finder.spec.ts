import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow } from './support/accounts';

/*
 * Issue 31: a shopper who cannot smell the perfumes answers five short questions, one a screen on
 * a phone, from the keyboard, and gets the closest perfumes with why; the result has an address of
 * its own that shows the same matches, and the bag works from it.
 */

/** Chooses an answer by its label from the keyboard: focus it, Space, then Enter submits the step. */
async function answer(page: Page, legend: string, labels: string[], next: string) {
  const question = page.getByRole('group', { name: legend });
  await expect(question).toBeVisible();
  for (const label of labels) {
    await question.getByLabel(label, { exact: true }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: next }).focus();
  await page.keyboard.press('Enter');
}

test('the fragrance finder, answered from the keyboard on a phone, to its matches and into the bag', async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/finder');
  await expect(page.getByText('Fragrance finder · question 1 of 6')).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  await answer(page, 'Who is it for?', ['For her'], 'Next');
  await answer(page, 'When will it be worn?', ['Evenings out'], 'Next');
  await answer(page, 'Which notes do you love?', ['Rose', 'Saffron'], 'Next');
  // Back keeps what was chosen.
  await expect(page.getByText('question 4 of 6')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('group', { name: 'Which notes do you love?' }).getByLabel('Rose', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await answer(page, 'Any notes you would rather avoid?', ['Oud'], 'Next');
  await answer(page, 'How strong should it be?', ['Strong, it fills a room'], 'Next');
  await answer(page, 'Your budget, if you have one', ['Up to ₹5,000'], 'See my matches');

  await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible();
  await expect(page.getByText('For her · Evenings out · Loves rose, saffron · Avoids oud · Strong, it fills a room · Up to ₹5,000')).toBeVisible();
  const results = page.getByRole('region', { name: /the closest first$/ });
  const cards = results.getByRole('article');
  const names = await cards.getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  // Each match says why, in the shopper's words.
  const why = results.getByRole('list', { name: `Why ${names[0]}` });
  await expect(why.getByRole('listitem').first()).toBeVisible();
  await expect(why).toContainText(/as you asked|for evenings out|fills a room/);
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  // The API answers the same ranking for the same address.
  const address = new URL(page.url());
  const api = await (await page.request.get(`/api/v1/finder${address.search}`)).json();
  expect(api.data.results.map((r: { product: { name: string } }) => r.product.name)).toEqual(names);

  // The address is the result: another browser opening it sees the same matches.
  const other = await browser.newContext({ baseURL });
  const shared = await other.newPage();
  await shared.setViewportSize(DESKTOP);
  await shared.goto(address.pathname + address.search);
  await expect(shared.getByRole('region', { name: /the closest first$/ }).getByRole('article').getByRole('heading')).toHaveText(names);
  await expectNoAxeViolations(shared);
  await other.close();

  // Into the bag from the result (a perfume in several sizes asks which; the default is focused).
  const first = cards.first();
  await first.getByRole('button', { name: new RegExp(`^Quick Add ${names[0]}`) }).click();
  const added = page.locator('[data-sonner-toast]').filter({ hasText: `${names[0]} added to cart!` });
  const choice = first.getByRole('group', { name: `Choose a size of ${names[0]}` });
  await expect(added.or(choice)).toBeVisible();
  if (await choice.isVisible()) await page.keyboard.press('Enter');
  await expect(added).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toContainText('1');

  // An answer that is not among the choices is named on its question, not an error page.
  await page.goto('/finder?for=cats&love=rose');
  await expect(page.getByRole('group', { name: 'Who is it for?' })).toBeVisible();
  await expect(page.getByText('Please choose one of the answers offered for “Who is it for?”')).toBeVisible();
});
