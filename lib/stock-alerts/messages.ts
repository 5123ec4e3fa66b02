/*
 * What the back-in-stock pieces say, shared by the API, its pages and the Notify me form. No
 * imports: the browser's form bundles it, and IN_STOCK's thrower takes its text from here.
 */

/** The one answer to every accepted request: it says nothing about the address (has an account, already waits). */
export const notifyAccepted = (sizeLabel: string, productName: string) =>
  `We will email you once ${productName} ${sizeLabel} is back in stock.`;

export const STOCK_ALERT_MESSAGES = {
  productNotFound: 'Product not found',
  inStock: 'This size is in stock: you can order it now.',
  tooMany: 'Too many requests. Please try again later.',
  emailRequired: 'Please enter a valid email address',
  unsubscribed: 'You will get no more back-in-stock emails at this address, unless you ask for one again.',
  invalidUnsubscribe: 'This unsubscribe link is not valid. Please use the link from our latest email.',
} as const;

export const inStockMessage = (sizeLabel: string) => `${sizeLabel} is in stock: you can order it now.`;
