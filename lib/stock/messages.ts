/*
 * What the stock ledger says, with the limits those texts quote, shared by the server, the product
 * form and the tests. No imports: the browser bundles this file. One file per domain, one naming
 * scheme: docs/architecture.md#messages.
 */

export const STOCK_LIMITS = {
  /** One adjustment moves at most this many units either way (a typo of 1,00,000 is refused). */
  deltaMax: 100_000,
  noteMax: 500,
  movementsPageMax: 100,
  movementsPageDefault: 20,
} as const;

export const STOCK_MESSAGES = {
  changed: 'Stock changed since you opened this page. Check the figure and save again.',
  belowZero: 'Stock cannot go below 0',
  deltaNumber: 'Change must be a whole number',
  deltaZero: 'Change must not be 0',
  deltaMax: `Change must be at most ${STOCK_LIMITS.deltaMax.toLocaleString('en-IN')} units either way`,
  reason: 'Reason must be received, damaged or count_correction',
  receivedPositive: 'Received stock must be a positive change (add units)',
  damagedNegative: 'Damaged stock must be a negative change (remove units)',
  noteTooLong: `Note must be at most ${STOCK_LIMITS.noteMax} characters`,
  variantRequired: 'Choose a size',
  sizeNotFound: 'This size is not one of the product’s sizes (reload the page)',
  expectedStockRequired: 'expectedStock is required with stock: send the figure you loaded, so a sale since is not undone',
  expectedStockNumber: 'expectedStock must be a whole number of 0 or more',
  adjusted: 'Stock adjusted',
} as const;
