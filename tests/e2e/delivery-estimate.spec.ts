import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_DELIVERY_RULES } from '@/lib/delivery/estimate';
import { deliveryRangeText } from '@/lib/delivery/format';
import { DESKTOP, PHONE, expectNoAxeViolations } from './fixtures';
import { openAdminPage } from './support/accounts';

/** What the product page should say for a PIN: the API's own answer, in words. */
async function expectedText(page: Page, pin: string): Promise<string> {
  const res = await page.request.get(`/api/v1/delivery-estimate?pin=${pin}`);
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  return `Estimated delivery to ${pin}: ${deliveryRangeText(data.from, data.to)}`;
}

async function checkPin(page: Page, pin: string) {
  const form = page.getByRole('form', { name: 'Check delivery' });
  // The form loads when asked for (the product page's JavaScript budget).
  const open = page.getByRole('button', { name: 'Check delivery to your PIN code' });
  await expect(open.or(form)).toBeVisible();
  if (await open.isVisible()) {
    // Pressed again should the first press come before the page's scripts took over.
    await expect(async () => {
      if (await open.isVisible()) await open.click();
      await expect(form).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(form.getByLabel('PIN code')).toBeFocused();
  }
  await form.getByLabel('PIN code').fill(pin);
  await form.getByRole('button', { name: 'Check' }).click();
  return form.getByRole('status');
}

test('a shopper checks delivery to a PIN on the product page; the admin changes the metro days and the estimate follows', async ({ browser, baseURL, page }) => {
  const admin = await openAdminPage(browser, baseURL);
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/products/fiorita');
      const metro = await checkPin(page, '560001');
      await expect(metro).toHaveText(await expectedText(page, '560001'));
      await expectNoAxeViolations(page);

      const invalid = await checkPin(page, '56000');
      await expect(invalid).toHaveText('PIN code must be 6 digits');
      await expect(page.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    }
    const before = await expectedText(page, '560001');

    // The admin gives metro PINs 10 to 12 days.
    await admin.goto('/admin/delivery');
    await expect(admin.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByLabel('Metro cities: fewest days').fill('10');
    await admin.getByLabel('Metro cities: most days').fill('12');
    await admin.getByRole('button', { name: 'Save delivery rules' }).click();
    await expect(admin.getByText('Delivery rules saved')).toBeVisible();
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await expect(admin.getByLabel('Metro cities: fewest days')).toHaveValue('10');
    await expectNoAxeViolations(admin);

    const after = await expectedText(page, '560001');
    expect(after).not.toBe(before);
    await page.reload();
    await expect(await checkPin(page, '560001')).toHaveText(after);
  } finally {
    const reset = await admin.request.put('/api/v1/delivery-rules', { data: DEFAULT_DELIVERY_RULES });
    expect(reset.status()).toBe(200);
    await admin.context().close();
  }
});
