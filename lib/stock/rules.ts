import { STOCK_MESSAGES } from './messages';
/*
 * The stock ledger's rules, shared by the server, the product form and the tests (their words are
 * in messages.ts). Imports only messages.ts: the browser bundles it.
 */

/** The reasons an admin gives for an adjustment (orders, releases, claims and imports move stock on their own). */
export const ADJUSTMENT_REASONS = ['received', 'damaged', 'count_correction'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** Every reason a movement can have, as the back office shows it. */
const MOVEMENT_REASON_LABELS = {
  opening: 'Opening stock',
  order: 'Order',
  order_released: 'Order cancelled or expired',
  claim_replacement: 'Claim replacement',
  received: 'Received',
  damaged: 'Damaged',
  count_correction: 'Count correction',
  csv_import: 'CSV import',
  unattributed: 'Unattributed',
} as const;
export type MovementReason = keyof typeof MOVEMENT_REASON_LABELS;

/** "Stock changed since you opened this page: now 3. Check the figure and save again." */
export const stockChangedMessage = (current: number, label?: string | null) =>
  `${label ? `${label}: s` : 'S'}tock changed since you opened this page: now ${current}. Check the figure and save again.`;

/** The refusal of an adjustment that would leave less than nothing. */
export const belowZeroMessage = (current: number, delta: number) =>
  `Only ${current} in stock: a change of ${formatDelta(delta)} would leave less than 0.`;

/** +3, −2 (a true minus sign), 0. */
export function formatDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '0';
}

/**
 * The rule between an adjustment's reason and its sign: stock received adds units, damaged stock
 * takes them away, a count correction goes either way. Answers the refusal, or null.
 */
export function adjustmentSignIssue(reason: AdjustmentReason, delta: number): string | null {
  if (reason === 'received' && delta <= 0) return STOCK_MESSAGES.receivedPositive;
  if (reason === 'damaged' && delta >= 0) return STOCK_MESSAGES.damagedNegative;
  return null;
}

/**
 * What a count set against a figure the admin saw means: 'unchanged' when they left it as they
 * saw it (stock is not touched, whatever sold since), 'set' when the stock is still what they saw,
 * 'conflict' when it moved since (nothing is written; they are asked again).
 */
export function countOutcome(count: { stock: number; expectedStock: number }, current: number): 'unchanged' | 'set' | 'conflict' {
  if (count.stock === count.expectedStock) return 'unchanged';
  return current === count.expectedStock ? 'set' : 'conflict';
}

/** The words for a movement's reason. */
export function movementReasonLabel(reason: string): string {
  return (MOVEMENT_REASON_LABELS as Record<string, string>)[reason] ?? reason;
}
