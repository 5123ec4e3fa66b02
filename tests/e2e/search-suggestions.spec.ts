import { expect, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './fixtures';

test('a misspelt name typed in the search box is suggested, chosen with the keyboard (Escape closes the list), and opens its page, on a laptop and a phone', async ({
  page,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/products');
    const box = page.getByRole('combobox', { name: 'Search fragrances' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('fiorta');

    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const fiorita = list.getByRole('option', { name: /^Fiorita Maison Aurelle/ });
    await expect(fiorita).toBeVisible();
    await expectNoAxeViolations(page);

    // Escape closes the list and keeps the text; the arrow opens it again at its first option.
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('fiorta');
    await box.press('ArrowDown');
    await expect(fiorita).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await fiorita.getAttribute('id'))!);
    // The focus stays in the box while the arrows move through the list.
    await expect(box).toBeFocused();

    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/fiorita$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fiorita' })).toBeVisible();
  }
});
