import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';

/*
 * Cart and wishlist as a shopper uses them. Each test is its own browser context, so its own
 * guest cookie; registrations come from their own client address so the suite stays inside the
 * per-IP sign-up limit.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.40' } });

interface Product {
  id: string;
  slug: string;
  name: string;
  stock: number;
}

async function inStockProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/v1/products?limit=48&sort=name-asc');
  const body = await res.json();
  return (body.data as Product[]).filter((p) => p.stock > 10);
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

test('a guest fills a cart and a wishlist, registers, still finds them, and sees the merge toast on signing in', async ({ page, request }) => {
  const [a, b, c] = await inStockProducts(request);
  const cartBadge = page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true });

  await page.goto(`/products/${a!.slug}`);
  // The page's changes are Server Actions (app/actions/bag.ts), posted to the page itself.
  const sentAsAction = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/products/${a!.slug}` && !!r.headers()['next-action']);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await sentAsAction;
  await toast(page, `${a!.name} added to cart!`);
  await expect(cartBadge).toContainText('1');

  await page.goto(`/products/${b!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await toast(page, `${b!.name} added to cart!`);
  await expect(cartBadge).toContainText('2');

  await page.goto(`/products/${c!.slug}`);
  await page.getByRole('button', { name: `Add ${c!.name} to wishlist` }).click();
  await toast(page, 'Added to wishlist');
  await expect(page.getByRole('button', { name: `Remove ${c!.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true })).toContainText('1');

  const email = `bag-${Date.now()}@example.in`;
  const password = 'Oudh&Amber2026';
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nisha Kapoor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  // Registering does not sign in: the bag stays this browser's, and the badges still count it.
  await expect(cartBadge).toContainText('2');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await toast(page, 'Welcome back! We saved 1 wishlist item and 2 cart items to your account.');

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: a!.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: b!.name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: c!.name }).first()).toBeVisible();
});

test('quantity changes on /cart are sent once, a second after the last press, with the last value', async ({ page, request }) => {
  const [p] = await inStockProducts(request);
  await page.goto(`/products/${p!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await toast(page, 'added to cart!');

  // The page's clock, paused once the cart is shown: the debounce's second passes when the test says.
  await page.clock.install();
  await page.goto('/cart');
  const increase = page.getByRole('button', { name: `Increase quantity of ${p!.name}` });
  await expect(increase).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // The bag's changes are Server Actions posted to the page (app/actions/bag.ts); the quantity's
  // arguments are its body, a JSON array.
  const isChange = (req: Request) => req.method() === 'POST' && new URL(req.url()).pathname === '/cart' && !!req.headers()['next-action'];
  const patches: string[] = [];
  page.on('request', (req) => {
    if (isChange(req)) patches.push(req.postData() ?? '');
  });
  await increase.click();
  await increase.click();
  await increase.click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${p!.name}` })).toHaveValue('4');
  // Nothing yet just before the second is up; exactly one request once it is, and no other after.
  await page.clock.runFor(990);
  expect(patches).toHaveLength(0);
  const sent = page.waitForResponse((res) => isChange(res.request()));
  await page.clock.runFor(10);
  await sent;
  await page.clock.runFor(1_800);
  expect(patches).toHaveLength(1);
  expect(JSON.parse(patches[0]!)).toMatchObject([{ quantity: 4 }]);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${p!.name}` })).toHaveValue('4');
});

test('clearing the cart asks first and ends on the empty state', async ({ page, request }) => {
  const [p] = await inStockProducts(request);
  await page.goto(`/products/${p!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await toast(page, 'added to cart!');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Clear your cart?');
  await dialog.getByRole('button', { name: 'Keep Items' }).click();
  await expect(page.getByRole('link', { name: p!.name }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).not.toContainText(/\d/);
});

test('the wishlist adds all available items to the cart', async ({ page, request }) => {
  const [a, b] = await inStockProducts(request);
  for (const p of [a!, b!]) {
    await page.goto(`/products/${p.slug}`);
    await page.getByRole('button', { name: `Add ${p.name} to wishlist` }).click();
    await toast(page, 'Added to wishlist');
  }
  await page.goto('/wishlist');
  // A bulk action: tucked in the More menu.
  await page.getByRole('button', { name: 'More wishlist actions' }).click();
  await page.getByRole('menuitem', { name: 'Add All Available' }).click();
  await toast(page, '2 items added to cart!');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toContainText('2');
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`cart and wishlist at ${viewport.width}px: full and empty, no overflow, no axe violations`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/cart', '/wishlist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /empty/i })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    const [p] = await inStockProducts(request);
    await page.goto(`/products/${p!.slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await toast(page, 'added to cart!');
    await page.getByRole('button', { name: `Add ${p!.name} to wishlist` }).click();
    await toast(page, 'Added to wishlist');
    for (const path of ['/cart', '/wishlist']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: p!.name }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/${path.slice(1)}-${viewport.width}.png`, fullPage: true });
    }
  });
}
