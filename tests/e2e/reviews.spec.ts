import { expect, test, type APIRequestContext } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, verifiedCustomer } from './support/accounts';

/* Reviews as a customer writes them on a product page, and as a visitor is turned away. */
const IP = '198.51.100.62';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

interface Product {
  id: string;
  slug: string;
  name: string;
  averageRating: number;
  numReviews: number;
  reviewLongevity: { average: number; count: number } | null;
}

async function reviewedProduct(request: APIRequestContext, skip = 0): Promise<Product> {
  const body = await (await request.get('/api/v1/products?limit=48&sort=rating-desc')).json();
  return (body.data as Product[]).filter((p) => p.numReviews > 0)[skip]!;
}

const ALREADY = 'You have already reviewed this product. Each user can only submit one review per product.';

test('sign in, write a review, see it and the new average, then a second try shows the notice', async ({ browser, page, baseURL }) => {
  await verifiedCustomer(browser, page, baseURL, IP, 'Kavya Menon');
  const product = await reviewedProduct(page.request, 3);
  await page.goto(`/products/${product.slug}#reviews`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByText(`${product.numReviews} ${product.numReviews === 1 ? 'review' : 'reviews'}`).first()).toBeVisible();

  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  await expect(reviews.getByLabel('Your name')).toHaveValue('Kavya Menon');
  await expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await reviews.getByRole('radio', { name: '2 stars' }).check();
  await reviews.getByLabel('Your review').fill('Short');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByText('Your review must be between 10 and 2,000 characters')).toBeVisible();
  const comment = 'Opens with <b>bergamot</b>, settles into warm sandalwood by evening.';
  await reviews.getByLabel('Your review').fill(comment);
  // Issue 31: a review may also say how long it lasted, how far it carried and when it suits.
  await reviews.getByLabel(/How long it lasted/).selectOption({ label: '4 · Long-lasting, 6 to 8 hours on skin' });
  await reviews.getByRole('group', { name: /Seasons it suits/ }).getByLabel('Winter').check();
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Review submitted successfully!' }).first()).toBeVisible();

  // Markup is shown as text, never rendered.
  await expect(reviews.getByText(comment).first()).toBeVisible();
  await expect(reviews.getByText('Lasts 4/5 · Winter').first()).toBeVisible();
  await expect(reviews.locator('b', { hasText: 'bergamot' })).toHaveCount(0);
  const after = (await (await page.request.get(`/api/v1/products/${product.id}`)).json()).data as Product;
  expect(after.numReviews).toBe(product.numReviews + 1);
  expect(after.averageRating).toBeCloseTo((product.averageRating * product.numReviews + 2) / (product.numReviews + 1), 1);
  // The reviewers' longevity beside the stars counts this one.
  const lasts = after.reviewLongevity!;
  expect(lasts.count).toBe((product.reviewLongevity?.count ?? 0) + 1);
  await page.reload();
  await expect(reviews.getByText(after.averageRating.toFixed(1), { exact: true }).first()).toBeVisible();
  await expect(reviews.getByText(`${after.numReviews} reviews`).first()).toBeVisible();
  await expect(page.getByText(`Lasts ${lasts.average.toFixed(1)} / 5 · from ${lasts.count} ${lasts.count === 1 ? 'review' : 'reviews'}`).first()).toBeVisible();

  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  await expect(reviews.getByRole('alert').filter({ hasText: ALREADY })).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  // The server says the same to a second POST.
  const second = await page.request.post('/api/v1/reviews', { data: { productId: product.id, rating: 5, comment: 'Trying to review it twice over.', userName: 'Kavya' } });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toBe(ALREADY);
});

test('a visitor is asked to log in and comes back to the reviews', async ({ page }) => {
  const product = await reviewedProduct(page.request);
  await page.goto(`/products/${product.slug}`);
  await page.locator('#reviews').getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please log in to submit a review' }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=%2Fproducts%2F${product.slug}`));
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the open review form passes axe at ${viewport.width} px`, async ({ browser, page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await verifiedCustomer(browser, page, baseURL, IP, 'Rohan Das');
    const product = await reviewedProduct(page.request, 1);
    await page.goto(`/products/${product.slug}#reviews`);
    await page.locator('#reviews').getByRole('button', { name: 'Write a Review' }).click();
    await expect(page.getByLabel('Your review')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
