import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';
import { ADMIN, horizontalOverflow, newAccount, registerViaApi, signInViaApi, uniqueIp } from './support/accounts';

/* The back office's layout as an admin sees it at 390 and 1440 px (issue 15): nothing clipped, cut or truncated. */
const IP = '198.51.100.66';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });

const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();

/** Each list page and the name of its figures. */
const LISTS = [
  ['/admin/products', 'Catalogue at a glance'],
  ['/admin/orders', 'Orders at a glance (all orders)'],
  ['/admin/users', 'Accounts at a glance'],
  ['/admin/reviews', 'Reviews at a glance'],
  ['/admin/coupons', 'Coupon figures'],
  ['/admin/contacts', 'Message figures'],
] as const;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, String(locator)).not.toBeNull();
  return b!;
}

/** How far an element's content runs past its own box, sideways (0 when it fits). */
const sidewaysOverflow = (locator: Locator) => locator.evaluate((el) => el.scrollWidth - el.clientWidth);

/*
 * The e-mail preview's frame runs no scripts on purpose, and axe's default run waits forever for
 * one to run in every frame; legacy mode checks the page alone, the frame left out (the message
 * is the customer's email, checked with the templates; the frame's title is asserted apart).
 */
async function expectNoAxeViolationsAroundSandbox(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .exclude('iframe')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('on a phone each list comes before its figures, which are one compact row that scrolls sideways, and the brand is whole', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);

  await page.goto('/admin');
  const brand = page.getByRole('link', { name: /^Maison Aurelle\s*Back office$/ });
  await expect(brand).toBeVisible();
  const name = brand.getByText('Maison Aurelle', { exact: true });
  expect(await sidewaysOverflow(name), 'the name is not truncated').toBeLessThanOrEqual(0);
  expect((await box(brand)).x + (await box(brand)).width).toBeLessThanOrEqual((await box(page.getByRole('link', { name: 'View store' }))).x);
  // The dashboard's figures are the page, so they stay on top, but as compact rows.
  const revenue = page.getByRole('list', { name: 'Revenue', exact: true });
  expect((await box(revenue)).height).toBeLessThan(170);
  await expectNoAxeViolations(page);

  for (const [path, figures] of LISTS) {
    await page.goto(path);
    const table = page.getByRole('table');
    const strip = page.getByRole('list', { name: figures });
    await expect(table, path).toBeVisible();
    await expect(strip, path).toBeAttached();
    expect((await box(table)).y, `${path}: the list comes first`).toBeLessThan((await box(strip)).y);
    const tops = await strip.getByRole('listitem').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${path}: the figures are one row`).toBe(1);
    expect((await box(strip)).height, `${path}: compact`).toBeLessThan(170);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }

  // Six order figures do not fit 390 px: the row scrolls, from the keyboard too.
  await page.goto('/admin/orders');
  // The list above it first: rows arriving after the focus would push the row of figures out of view.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const strip = page.getByRole('list', { name: 'Orders at a glance (all orders)' });
  await expect(strip).toHaveAttribute('tabindex', '0');
  await strip.focus();
  await strip.scrollIntoViewIfNeeded();
  // Each press is an animated scroll to the next snap point; under load a press can land while
  // the last one is still moving and add nothing. So: press until the last figure is in view (a
  // lost focus would stop the row and fail here), not a fixed count of presses.
  const lastFigure = strip.getByText('Revenue', { exact: true });
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(lastFigure).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(strip).toBeFocused();
  await expectNoAxeViolations(page);
});

test('at 1440 px a long message fits the table and its dialog, and the audit log names who did what to what', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const token = stamp();
  const sender = 'Meenakshi Sundaram Venkataraman';
  const subject = `Wedding gift box ${token}: a handwritten note, ivory wrapping and delivery before the sangeet`;
  const message = `${'Could you add a note in Hindi, wrap the Saffron Veil box in the ivory paper and deliver it to Jaipur before the fourteenth? '.repeat(3)}https://example.com/${'x'.repeat(90)}`;
  const sent = await page.request.post('/api/v1/contact', {
    headers: { 'x-forwarded-for': uniqueIp() },
    data: { name: sender, email: 'meenakshi.sundaram.venkataraman@example-longdomain.in', subject, message, phone: '9876543210', company: 'Sundaram & Sons Textiles', location: 'Jaipur, Rajasthan' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  const code = `LAYOUT${token}`;
  const gone = `GONE${token}`;
  const coupon = (c: string) => ({ code: c, discountType: 'percentage', discountValue: 10, expiryDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), usageLimit: 5 });
  expect((await page.request.post('/api/v1/coupons', { data: coupon(code) })).ok()).toBe(true);
  const goneRes = await page.request.post('/api/v1/coupons', { data: coupon(gone) });
  const goneId = (await goneRes.json()).data.id as string;
  expect((await page.request.delete(`/api/v1/coupons/${goneId}`)).ok()).toBe(true);

  await page.goto('/admin/contacts');
  await page.getByLabel('Search messages').fill(token);
  const row = page.getByRole('row').filter({ hasText: sender.slice(0, 10) });
  await expect(row).toHaveCount(1);
  // Every column is on screen: the table fits its box, the row's last button included.
  const table = page.getByRole('table');
  expect(await table.evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  const remove = row.getByRole('button', { name: `Delete message from ${sender}` });
  await expect(remove).toBeInViewport({ ratio: 1 });

  const view = row.getByRole('button', { name: `View message from ${sender}` });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  // The wide dialog the details ask for, with nothing running past its right edge.
  expect((await box(dialog)).width).toBeGreaterThan(600);
  expect(await sidewaysOverflow(dialog)).toBeLessThanOrEqual(0);
  const body = dialog.getByText(/Could you add a note in Hindi/);
  const right = (await box(dialog)).x + (await box(dialog)).width;
  expect((await box(body)).x + (await box(body)).width).toBeLessThanOrEqual(right);
  await page.screenshot({ path: test.info().outputPath('message-dialog.png') });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/admin/audit');
  const created = page.getByRole('row').filter({ hasText: code });
  await expect(created).toContainText(ADMIN.name);
  await expect(created).toContainText('Created');
  // A deleted coupon: its id, said to be deleted.
  const deleted = page.getByRole('row').filter({ hasText: `${goneId} (deleted)` }).filter({ hasText: 'coupon.delete' });
  await expect(deleted).toHaveCount(1);
  await expect(deleted).toContainText(ADMIN.name);
  // The message's entry names it by subject and sender (opening it marked it read).
  await expect(page.getByRole('row').filter({ hasText: `${subject} (from ${sender})` }).first()).toBeVisible();
  const show = created.getByRole('button', { name: /(Show|Hide) changes/ });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(show).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Coupon id [0-9a-f]{24}\./)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('the e-mail preview shows the whole message at 1440 and 390 px, in a frame sized to it', async ({ page }) => {
  const account = newAccount('preview', 'Kabir Malhotra');
  await registerViaApi(page.request, account);
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/emails?q=${encodeURIComponent(account.email)}`);
  await page.getByRole('row').filter({ hasText: account.email }).getByRole('link', { name: /Confirm your email/ }).click();
  const frame = page.locator('iframe[title^="HTML part of the email"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  await expect(frame).toHaveAttribute('title', 'HTML part of the email “Confirm your email”');

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // The frame is as tall as the message and as wide as the page allows: no scrolling inside it.
    await expect
      .poll(() => frame.evaluate((el: HTMLIFrameElement) => el.contentDocument!.documentElement.scrollHeight - el.clientHeight), { message: `${viewport.width} px` })
      .toBeLessThanOrEqual(1);
    expect(await frame.evaluate((el: HTMLIFrameElement) => el.contentDocument!.documentElement.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The mail's last words (its footer) are inside the frame's box.
    const last = await frame.evaluate((el: HTMLIFrameElement) => {
      const doc = el.contentDocument!;
      const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
      let node: Node | null = null;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) node = n;
      const range = doc.createRange();
      range.selectNodeContents(node!);
      return { bottom: range.getBoundingClientRect().bottom, height: el.clientHeight };
    });
    expect(last.bottom).toBeLessThanOrEqual(last.height);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`email-${viewport.width}.png`), fullPage: true });
  }
  await expectNoAxeViolationsAroundSandbox(page);
});
