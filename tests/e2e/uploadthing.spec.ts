import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, newAccount, registerViaApi, signInViaApi } from './support/accounts';

/*
 * Photos going from the browser straight to UploadThing (here the local stand-in that speaks its
 * protocol), through the real uploadthing client and server SDK. Runs only with the stand-in's
 * server: npx playwright test -c playwright.uploadthing.config.ts (the regular run skips it).
 */
const STANDIN = process.env.E2E_UPLOADTHING_STANDIN;
test.skip(!STANDIN, 'needs the UploadThing stand-in: npx playwright test -c playwright.uploadthing.config.ts');

// No made-up x-forwarded-for here (other specs use one for the per-IP limits): the browser would
// send it to UploadThing too, whose CORS rules do not allow it. Two sign-ups stay within the limits.

const photo = (name: string) => ({ name, mimeType: 'image/webp', buffer: readFileSync(path.join('public/products', name)) });
const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();
/** The stand-in's file URLs as they appear inside /_next/image?url=… */
const fromStandIn = () => encodeURIComponent(`${STANDIN}/f/`);

async function expectLoaded(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

async function addProductWithPhoto(page: Page, name: string): Promise<string> {
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Category').selectOption('Female');
  await dialog.getByLabel('Price (₹)', { exact: true }).fill('3150');
  await dialog.getByLabel('Stock').fill('12');
  await dialog.getByRole('textbox', { name: 'Description point 1' }).fill('Jasmine sambac at dusk, over warm sandalwood.');
  await dialog.getByLabel('Images').setInputFiles([photo('mogra-nights-1.webp')]);
  await expect(dialog.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  const direct = page.waitForRequest((r) => r.method() === 'PUT' && r.url().startsWith(`${STANDIN}/`));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/products') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  // The file went from the browser to UploadThing; the store's API got JSON with its URL.
  await direct;
  const res = await saved;
  expect(res.status(), await res.text()).toBe(201);
  expect(res.request().headers()['content-type']).toContain('application/json');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Product added successfully' }).first()).toBeVisible();
  return ((await res.json()) as { data: { slug: string } }).data.slug;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // A production server on two shared cores, axe twice and the image optimiser's first fetches.
    test.setTimeout(150_000);

    test('an admin adds a product photo that then shows on the product page', async ({ page }) => {
      await signInViaApi(page.request, ADMIN.email, ADMIN.password);
      const name = `Mogra Dusk ${stamp()}`;
      const slug = await addProductWithPhoto(page, name);
      await expectNoAxeViolations(page);

      // The catalogue lists it with the photo, and its page shows it.
      await page.goto(`/products?search=${encodeURIComponent(name)}`);
      const card = page.locator(`img[srcset*="${fromStandIn()}"], img[src*="${fromStandIn()}"]`).first();
      await expectLoaded(card);
      await page.goto(`/products/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The main image comes from UploadThing's file URL through the image optimiser.
      const main = page.locator(`img[srcset*="${fromStandIn()}"], img[src*="${fromStandIn()}"]`).first();
      await expect(main).toBeVisible();
      await expectLoaded(main);
      await expectNoAxeViolations(page);
    });

    test('a customer sets their profile photo', async ({ page }) => {
      const account = newAccount(`ut-photo-${viewport.width}`, 'Meera Iyer');
      await registerViaApi(page.request, account);
      await signInViaApi(page.request, account.email, account.password);
      await page.goto('/account');
      const card = page.locator('section[aria-labelledby="profile-summary"]');
      await expect(card.getByText('MI')).toBeVisible();

      await page.locator('input[type="file"]').setInputFiles(photo('rosea-1.webp'));
      await expect(card.getByText('Preview', { exact: true })).toBeVisible();
      const direct = page.waitForRequest((r) => r.method() === 'PUT' && r.url().startsWith(`${STANDIN}/`));
      await page.getByRole('button', { name: 'Save photo' }).click();
      await direct;
      await expect(page.getByText('Profile photo updated').first()).toBeVisible();
      const img = card.locator('img');
      await expect(img).toHaveAttribute('src', new RegExp(`^/_next/image\\?url=${fromStandIn().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expectLoaded(img);

      await page.reload();
      await expectLoaded(card.locator('img'));
      await expect(card.getByRole('button', { name: 'Remove photo' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
