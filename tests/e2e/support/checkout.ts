import { expect, type Page } from '@playwright/test';
import { hydrated } from '../fixtures';

export interface CheckoutAddress {
  fullName: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  pinCode: string;
}

/** A Mumbai address: outside the seller's Karnataka, so its invoice charges IGST. */
const MUMBAI: CheckoutAddress = {
  fullName: 'Meera Iyer',
  phone: '+91 98450 12345',
  addressLine1: '7, Palace Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400001',
};

/**
 * Fills /checkout's shipping address. A customer with a saved address sees it as one card; the
 * form is behind its Change button, as a shopper finds it.
 */
export async function fillShippingAddress(page: Page, address: CheckoutAddress = MUMBAI) {
  const change = page.getByRole('button', { name: 'Change delivery address' });
  // The card or the form, whichever this shopper has; a press on Change before React has taken the
  // page over does nothing (a loaded machine hydrates late).
  await expect(change.or(page.getByLabel('Full name')).first()).toBeVisible();
  if (await change.isVisible()) {
    await hydrated(change);
    await change.click();
  }
  await page.getByLabel('Full name').fill(address.fullName);
  await page.getByLabel('Phone number').fill(address.phone);
  await page.getByLabel('Address line 1').fill(address.addressLine1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('PIN code').fill(address.pinCode);
}
