import { expect, test, type Page } from '@playwright/test';
import { fillLogin, newAccount, ONE_PIXEL_PNG, registerViaApi, signInThroughForm, signInViaApi, uniqueIp } from './support/accounts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

/** A freshly registered customer, signed in, on `path`. */
async function freshCustomerOn(page: Page, path: string, tag: string, name?: string) {
  const account = newAccount(tag, name);
  await registerViaApi(page.request, account);
  await signInViaApi(page.request, account.email, account.password);
  await page.goto(path);
  return account;
}

const profileSummary = (page: Page) => page.locator('section[aria-labelledby="profile-summary"]');

test('a customer edits the profile and delivery address, and finds them saved after a reload', async ({ page }) => {
  await freshCustomerOn(page, '/account', 'profile', 'Ishaan Kapur');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Welcome back, Ishaan.')).toBeVisible();

  const name = page.getByLabel('Name', { exact: true });
  const mobile = page.getByLabel(/^Mobile number/);
  await expect(name).toHaveValue('Ishaan Kapur');
  await name.fill('Ishaan Kapoor');
  await mobile.pressSequentially('+91 98450 12345');
  await mobile.blur();
  // +91 and spaces go once the field is left.
  await expect(mobile).toHaveValue('9845012345');

  await page.getByLabel('Full name', { exact: true }).fill('Ishaan Kapoor');
  await page.getByLabel('Phone for delivery').fill('098450 12345');
  await page.getByLabel('Address line 1').fill('14, Lavelle Road');
  await page.getByLabel(/^Address line 2/).fill('Shanthala Nagar');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State or union territory').selectOption({ label: 'Karnataka' });
  await page.getByLabel('PIN code').fill('560 001');
  await expect(page.getByLabel('Country')).toHaveValue('India');

  const saved = page.waitForResponse((r) => /\/api\/v1\/users\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ishaan Kapoor');
  await expect(page.getByLabel(/^Mobile number/)).toHaveValue('9845012345');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ishaan Kapoor');
  await expect(page.getByLabel('Phone for delivery')).toHaveValue('9845012345');
  await expect(page.getByLabel('Address line 1')).toHaveValue('14, Lavelle Road');
  await expect(page.getByLabel(/^Address line 2/)).toHaveValue('Shanthala Nagar');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(page.getByLabel('State or union territory')).toHaveValue('Karnataka');
  await expect(page.getByLabel('PIN code')).toHaveValue('560001');
  // The new name shows in the profile card and in the navigation's account menu too.
  await expect(profileSummary(page).getByRole('heading', { name: 'Ishaan Kapoor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Ishaan Kapoor' })).toBeVisible();
});

test('a wrong phone number and PIN are refused with the field messages', async ({ page }) => {
  await freshCustomerOn(page, '/account', 'profile-bad');
  await page.getByLabel(/^Mobile number/).fill('12345');
  await page.getByLabel('Address line 1').fill('3 MG Road');
  await page.getByLabel('PIN code').fill('1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
  await expect(page.getByLabel(/^Mobile number/)).toHaveAccessibleDescription(/Please enter a valid 10-digit phone number/);
  await expect(page.getByLabel('PIN code')).toHaveAccessibleDescription(/PIN code must be 6 digits/);
  await expect(page.getByLabel('State or union territory')).toHaveAccessibleDescription(/State is required/);
  await expect(page.getByLabel(/^Mobile number/)).toBeFocused();
});

test('a customer uploads a profile photo and sees it shown, also after a reload', async ({ page }) => {
  await freshCustomerOn(page, '/account', 'photo', 'Tara Menon');
  const card = profileSummary(page);
  await expect(card.getByText('TM', { exact: true })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(card.getByText('Preview', { exact: true })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^blob:/);

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/profile-image') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save photo' }).click();
  const res = await uploaded;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByText('Profile photo updated').first()).toBeVisible();
  await expect(card.getByText('Preview', { exact: true })).toHaveCount(0);

  const photo = card.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/.+/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/.+/);
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('Change photo')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  // The navigation's avatar shows the photo as well.
  await expect(page.getByRole('button', { name: 'Account menu for Tara Menon' }).locator('img')).toBeVisible();
});

test('a customer changes the password in Settings and signs in with the new one', async ({ page, browser, baseURL }) => {
  const account = await freshCustomerOn(page, '/settings', 'password');
  const newPassword = 'Vetiver#Night99';
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const form = page.locator('section#password');
  // A wrong current password is refused under its field.
  await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(/Current password is incorrect/);

  await form.getByLabel('Current password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Password changed successfully.' })).toBeVisible();
  await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

  // Still signed in here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Another browser: the old password fails, the new one works.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const second = await other.newPage();
  await signInThroughForm(second, account.email, account.password);
  await expect(second.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await second.getByLabel('Password', { exact: true }).fill(newPassword);
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  await other.close();
});

test('a customer deletes the account with the typed confirmation and cannot sign in afterwards', async ({ page }) => {
  const account = await freshCustomerOn(page, '/settings', 'delete');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(account.email)).toBeVisible();

  // Nothing typed: the dialog asks for the word.
  await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
  const confirmation = dialog.getByLabel('Type DELETE to confirm');
  await expect(confirmation).toHaveAccessibleDescription(/Type DELETE to confirm/);
  await expect(confirmation).toBeFocused();

  await confirmation.fill('DELETE');
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();

  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});
