/*
 * How the order screens print dates, money and statuses. No imports beyond lib/money and
 * lib/india-time: the orders list and the invoice page both bundle it.
 */
import { formatInr } from '@/lib/money';
import { formatIstDate, formatIstDateTime } from '@/lib/india-time';


function toDate(value: string | Date | null | undefined): Date | null | 'invalid' {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** '12 March 2025' in India's time zone; 'N/A' when there is no date and 'Invalid Date' for a bad one. */
export function formatOrderDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (date === null) return 'N/A';
  if (date === 'invalid') return 'Invalid Date';
  return formatIstDate(date, 'long');
}

/** '12 March 2025, 3:05 pm' (India time), with the same fallbacks as formatOrderDate. */
export function formatOrderDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (date === null) return 'N/A';
  if (date === 'invalid') return 'Invalid Date';
  return formatIstDateTime(date, 'long');
}

/** The API speaks rupees with two decimals; the store formats paise (formatInr: `₹4,200`, or `₹1,649.70` with paise). */
export function formatRupees(rupees: number | null | undefined): string {
  const value = typeof rupees === 'number' && Number.isFinite(rupees) ? rupees : 0;
  return formatInr(Math.round(value * 100));
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export type BadgeTone = 'green' | 'amber' | 'blue' | 'purple' | 'red';

/** Tinted grounds with dark text: every pair is above 4.5:1 (WCAG AA) on a white card. */
export const BADGE_TONE_CLASSES: Record<BadgeTone, string> = {
  green: 'border-success/25 bg-success/10 text-success',
  amber: 'border-warning/25 bg-warning/10 text-warning',
  blue: 'border-blue-800/25 bg-blue-50 text-blue-800',
  purple: 'border-purple-800/25 bg-purple-50 text-purple-800',
  red: 'border-destructive/25 bg-destructive/10 text-destructive',
};

export interface StatusLook {
  label: string;
  tone: BadgeTone;
}

/** Delivered/completed green, pending amber, processing/confirmed blue, shipped purple, cancelled red; none shows PENDING. */
export function orderStatusLook(status: string | null | undefined): StatusLook {
  const s = (status ?? '').trim().toLowerCase();
  switch (s) {
    case 'delivered':
    case 'completed':
      return { label: s.toUpperCase(), tone: 'green' };
    case 'processing':
    case 'confirmed':
      return { label: s.toUpperCase(), tone: 'blue' };
    case 'shipped':
    case 'shipping':
      return { label: 'SHIPPED', tone: 'purple' };
    case 'cancelled':
    case 'canceled':
      return { label: 'CANCELLED', tone: 'red' };
    case '':
    case 'pending':
      return { label: 'PENDING', tone: 'amber' };
    default:
      return { label: s.toUpperCase(), tone: 'amber' };
  }
}

/**
 * Paid is green, refunded blue, failed red, anything else an amber Pending; but an order cancelled
 * before it was paid took no money, and "Pending" there would suggest a charge still to come.
 */
export function paymentStatusLook(status: string | null | undefined, orderStatus?: string | null): StatusLook {
  const s = (status ?? '').trim().toLowerCase();
  if (s === 'completed' || s === 'paid' || s === 'success') return { label: 'Paid', tone: 'green' };
  if (s === 'refunded') return { label: 'Refunded', tone: 'blue' };
  if (orderStatus?.trim().toLowerCase() === 'cancelled') return { label: 'No payment taken', tone: 'blue' };
  if (s === 'failed') return { label: 'Failed', tone: 'red' };
  return { label: 'Pending', tone: 'amber' };
}

/** Cashfree's refund states in words a shopper reads. */
export function refundStatusLook(status: string | null | undefined): StatusLook {
  const s = (status ?? '').trim().toUpperCase();
  // "Processed" only once the gateway says so; until then it is initiated, never "refunded".
  if (s === 'SUCCESS') return { label: 'Refund processed', tone: 'green' };
  if (s === 'FAILED' || s === 'CANCELLED') return { label: 'Delayed: our team is on it', tone: 'red' };
  if (s === 'ONHOLD') return { label: 'On hold at the bank', tone: 'amber' };
  return { label: 'Refund initiated', tone: 'amber' };
}

export function paymentMethodLabel(method: string | null | undefined): string {
  if (method === 'COD') return 'Cash on Delivery';
  if (method === 'online') return 'Online payment';
  // A ₹0 order: the coupon covered it and nothing went through the gateway.
  if (method === 'coupon') return 'Coupon';
  if (method === 'replacement') return 'Replacement';
  return 'N/A';
}
