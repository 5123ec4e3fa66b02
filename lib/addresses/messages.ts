/*
 * What a shipping address's checks say: one table for the server's schema (schema.ts) and the
 * browser's check (check.ts), so the checkout shows the server's exact words. No imports: the
 * checkout bundles this file. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */

export const ADDRESS_MESSAGES = {
  fullName: 'Full name is required',
  addressLine1: 'Address line 1 is required',
  city: 'City is required',
  state: 'State is required',
  stateUnknown: 'Please choose an Indian state or union territory',
  // In the field's own word (issue 30): the form labels it "PIN code".
  postalCode: 'PIN code is required',
  postalCodeInvalid: 'PIN code must be 6 digits',
  postalCodeDigits: 'A PIN code has digits only',
  postalCodeLeadingZero: 'A PIN code cannot start with 0',
  phone: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  countryIndia: 'We deliver within India only',
} as const;
