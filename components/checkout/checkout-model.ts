/*
 * The checkout's decisions as pure functions: which message an error becomes, whether a
 * re-checked coupon still holds, how long to wait between verifications.
 */
import { ADDRESS_FIELDS, type AddressErrors, type AddressField } from '@/lib/addresses/check';
import { ApiError, type ApiErrorCode } from '@/lib/client/api';
import type { CouponDto } from '@/lib/coupons/dto';
import { formatInr, rupeesToPaise } from '@/lib/money';
import type { CouponValidationResult, OrderDto } from '@/lib/orders/types';
import { CHECKOUT_UI_MESSAGES as M } from './messages';
import { formatIstDateTime } from '@/lib/india-time';

type OrderErrorKind = 'fields' | 'auth' | 'conflict' | 'coupon' | 'samples' | 'empty' | 'payment-unavailable' | 'server' | 'network' | 'other';

export interface OrderError {
  kind: OrderErrorKind;
  message: string;
  fields: AddressErrors;
}

const ADDRESS_ERROR_PREFIX = 'shippingAddress.';

function addressFieldErrors(err: ApiError): AddressErrors {
  const out: AddressErrors = {};
  for (const [key, messages] of Object.entries(err.errors)) {
    const first = messages[0];
    if (!first) continue;
    // 'shippingAddress.postalCode', or the bare field name from older answers.
    const name = key.startsWith(ADDRESS_ERROR_PREFIX) ? key.slice(ADDRESS_ERROR_PREFIX.length) : key;
    const field = (name === 'zipCode' ? 'postalCode' : name) as AddressField;
    // Anything else the server names (paymentMethod, couponCode) is in its message already.
    if (ADDRESS_FIELDS.includes(field)) out[field] ??= first;
  }
  return out;
}

/** The refusals of the coupon on the order (docs/api.md#error-codes): the coupon box shows them. */
const COUPON_REFUSALS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'COUPON_NOT_FOUND',
  'COUPON_INACTIVE',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_MIN_ORDER',
  'COUPON_ALREADY_USED',
  'COUPON_FIRST_ORDER_ONLY',
]);

/** What the shopper reads when placing the order fails. */
export function orderErrorFor(err: unknown): OrderError {
  if (!(err instanceof ApiError)) return { kind: 'other', message: M.serverError, fields: {} };
  const none: AddressErrors = {};
  // A free sample not on offer (400) or run out meanwhile (409): the picker offers the list again.
  if (err.errors.samples?.length) return { kind: 'samples', message: err.message || err.errors.samples[0]!, fields: none };
  switch (true) {
    case err.status === 0:
      return { kind: 'network', message: M.network, fields: none };
    case err.status === 400: {
      const fields = addressFieldErrors(err);
      const message = err.message || M.invalidOrder;
      if (err.code === 'CART_EMPTY') return { kind: 'empty', message: err.message || M.emptyCart, fields: none };
      return { kind: Object.keys(fields).length > 0 ? 'fields' : 'other', message, fields };
    }
    case err.status === 401:
      return { kind: 'auth', message: M.authRequired, fields: none };
    case err.status === 409:
      if (COUPON_REFUSALS.has(err.code)) return { kind: 'coupon', message: err.message || M.couponIssue, fields: none };
      return { kind: 'conflict', message: err.message || M.couponIssue, fields: none };
    // The order exists either way: after an outage the shopper tries again from My Orders; after
    // the gateway refused what we sent (our bug, reported) the server's message says so.
    case err.status === 503:
    case err.code === 'PAYMENT_REFUSED':
      return { kind: 'payment-unavailable', message: err.message || M.serverError, fields: none };
    case err.status >= 500:
      return { kind: 'server', message: M.serverError, fields: none };
    default:
      return { kind: 'other', message: err.message || M.invalidOrder, fields: none };
  }
}

const isPast = (iso: string | null | undefined, now: number) => iso != null && new Date(iso).getTime() <= now;

/**
 * An applied coupon is re-checked and removed when it became inactive or
 * expired. Returns null while it still holds, else the message to show as it is removed.
 */
export function appliedCouponProblem(result: CouponValidationResult, now: number = Date.now()): string | null {
  if (result.isValid) return null;
  const coupon = result.coupon;
  if (coupon && !coupon.isActive) return M.couponInactive;
  if (coupon && isPast(coupon.expiryDate, now)) return M.couponExpired;
  return result.message || M.couponIssue;
}

/** The same check without a call, from the coupon the server last described. */
export function appliedCouponExpired(coupon: CouponDto | null, now: number = Date.now()): boolean {
  return coupon != null && isPast(coupon.expiryDate, now);
}

/** After a 'pending' wait 2 s times the attempt number, at most 8 s. */
export function verifyDelayMs(attempt: number): number {
  return Math.min(2000 * attempt, 8000);
}

/** '10% off (up to ₹500) on orders over ₹1,999' for a suggested coupon. */
export function couponOfferText(c: CouponDto): string {
  const amount = (rupees: number) => formatInr(rupeesToPaise(rupees));
  let text =
    c.discountType === 'percentage'
      ? `${c.discount ?? c.discountValue}% off${c.maxDiscountAmount != null ? ` (up to ${amount(c.maxDiscountAmount)})` : ''}`
      : `${amount(c.discountAmount ?? c.discountValue)} off`;
  if (c.minOrderAmount != null) text += ` on orders over ${amount(c.minOrderAmount)}`;
  return text;
}

/** The one label per payment method, shared with My Orders, the back office and the invoice. */
export { paymentMethodLabel } from '@/components/orders/format';

/** Paid, otherwise shown as Pending. */
export function paymentStatusLabel(status: OrderDto['paymentStatus']): 'Paid' | 'Pending' {
  return status === 'completed' ? 'Paid' : 'Pending';
}

/** '12 March 2026, 3:45 pm' in India's time zone; 'N/A' for a date that will not parse. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : formatIstDateTime(date, 'long');
}
