import { expect, test, type Page } from '@playwright/test';
import { formatInr, rupeesToPaise } from '../../lib/money';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { horizontalOverflow, verifiedCustomer } from './support/accounts';

/*
 * Issue 15, points 7 and 10: prices in whole rupees in the body face with lining figures, and
 * the GST invoice: readable whole at 1440 px, its title's number kept on one line on a phone,
 * and marked with its credit note once the order is cancelled.
 */
const IP = '198.51.100.75';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

/** The first family of the element's font stack, and whether that face has loaded. */
async function faceOf(page: Page, selector: string) {
  return page.locator(selector).first().evaluate(async (el) => {
    const family = getComputedStyle(el).fontFamily.split(',')[0]!.replace(/["']/g, '').trim();
    await document.fonts.ready;
    const loaded = [...document.fonts].some((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded');
    return { family, loaded, numeric: getComputedStyle(el).fontVariantNumeric };
  });
}

test('a product page on a phone shows its price in whole rupees, in the body face with lining figures', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const list = (await (await page.request.get('/api/v1/products?search=fiorita')).json()).data as { slug: string; price: number; name: string }[];
  const product = list.find((p) => p.slug === 'fiorita')!;
  const price = formatInr(rupeesToPaise(product.price));
  expect(price).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  if (Number.isInteger(product.price)) expect(price).not.toContain('.');

  await page.goto('/products/fiorita');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const shown = page.getByText(price, { exact: true }).first();
  await expect(shown).toBeVisible();
  await expect(page.getByText(/₹[\d,]+\.00\b/)).toHaveCount(0);

  // Body text is the self-hosted face, not the phone's system sans, and it has loaded.
  const bodyFace = await faceOf(page, 'body');
  expect(bodyFace.family).not.toMatch(/system-ui|ui-sans-serif|-apple-system|Arial/);
  expect(bodyFace.loaded).toBe(true);
  // Figures to be read: lining and tabular.
  const priceFace = await shown.evaluate((el) => getComputedStyle(el).fontVariantNumeric);
  expect(priceFace).toContain('lining-nums');
  expect(priceFace).toContain('tabular-nums');
  // Headings stay in Cormorant.
  expect((await faceOf(page, 'h1')).loaded).toBe(true);

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h5/product-phone.png', fullPage: false });
});

test('the invoice of a paid order reads whole at 1440 px, then is marked cancelled with its credit note, and its title keeps the number whole on a phone', async ({
  browser,
  page,
  baseURL,
}) => {
  // Sign-up, order, payment, cancellation and two widths in one journey.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(DESKTOP);
  await verifiedCustomer(browser, page, baseURL, IP);
  const list = (await (await page.request.get('/api/v1/products?limit=48&sort=name-asc')).json()).data as { id: string; stock: number }[];
  const products = list.filter((p) => p.stock > 10).slice(0, 2);
  for (const p of products) await page.request.post('/api/v1/cart/add', { data: { productId: p.id, quantity: 1 } });
  const me = (await (await page.request.get('/api/v1/auth/verify-token')).json()).data.user;
  // Karnataka, the seller's state: CGST and SGST, the invoice's widest table.
  const created = await page.request.post(`/api/v1/orders/create/${me.id}`, {
    data: {
      shippingAddress: { fullName: 'Meera Iyer', addressLine1: '12 Lavelle Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', phone: '9845012345' },
      paymentMethod: 'online',
      couponCode: '',
    },
  });
  expect(created.status()).toBe(201);
  const { order, checkout } = (await created.json()).data;
  await page.goto(new URL(checkout.url).pathname);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });

  // From My Orders, with the keyboard.
  await page.goto('/orders');
  const card = page.locator('li, article').filter({ hasText: order.orderNumber }).first();
  await card.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
  const invoiceLink = card.getByRole('link', { name: /invoice/i });
  await invoiceLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  const invoiceNumber = ((await title.innerText()).match(/[A-Z]+\/\d{2}-\d{2}\/\d{6}/) ?? [''])[0];
  expect(invoiceNumber).not.toBe('');

  // Nothing clipped at 1440 px: the lines table fits its box, no scrolling inside or across.
  const lines = page.getByRole('region', { name: /Invoice lines/ });
  await expect(lines.getByRole('columnheader', { name: /CGST/ })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: /SGST/ })).toBeVisible();
  // Every line's CGST and SGST are the same sum (an odd paisa of tax goes to the taxable value).
  const halves = await lines.evaluate((el) => {
    const heads = [...el.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const c = heads.findIndex((h) => h.startsWith('CGST'));
    const s = heads.findIndex((h) => h.startsWith('SGST'));
    return [...el.querySelectorAll('tbody tr')].map((tr) => [tr.children[c]?.textContent, tr.children[s]?.textContent]);
  });
  expect(halves.length).toBeGreaterThan(0);
  for (const [cgst, sgst] of halves) expect(cgst).toBe(sgst);
  const fit = await lines.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(fit).toBeLessThanOrEqual(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The tax invoice states every amount to the paisa.
  await expect(page.getByText(/^₹[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h5/invoice-desktop.png', fullPage: true });

  // Cancel the paid order: the refund is promised and the invoice is marked, not withdrawn.
  await page.goto('/orders');
  await card.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(card.getByText(/Order status:\s*CANCELLED/).first()).toBeVisible();
  await expect(card.getByRole('link', { name: /invoice/i })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto(`/orders/${order.id}/invoice`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText(/^Cancelled( · Refunded)?$/)).toBeVisible();
  const note = page.getByRole('region', { name: 'This order was cancelled' });
  const creditNote = invoiceNumber.replace(/^[A-Z]+\//, 'CN/');
  await expect(note.getByText(creditNote, { exact: true })).toBeVisible();
  await expect(note.getByText(`RF-${order.orderNumber}`)).toBeVisible();
  await expect(page.getByText(`Less credit note ${creditNote}`)).toBeVisible();

  // The title's number sits on one line (the title may wrap before it, never inside it).
  const numberLines = await title.evaluate((h1, text) => {
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }
    return -1;
  }, invoiceNumber);
  expect(numberLines).toBe(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h5/invoice-cancelled-phone.png', fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: '/tmp/h5/invoice-cancelled-desktop.png', fullPage: true });
});
