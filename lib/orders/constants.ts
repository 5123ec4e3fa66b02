import { istParts } from '../india-time';

/** Texts and figures of orders (docs/requirements.md#order-status, #error-catalogue), shared by the server and the pages. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  invalidId: 'Invalid order ID format',
  missingId: 'Unable to find order ID',
  emptyCart: 'Your cart is empty',
  invalidPaymentMethod: 'Please select a valid payment method',
  codUnavailable: 'Cash on Delivery is coming soon. Please choose Pay online: the store takes prepaid orders only.',
  invalidData: 'Invalid order data',
  ownOrdersOnly: 'You can only access your own orders',
  verifyEmailFirst: 'Please verify your email address before checking out',
  created: 'Order created successfully',
  /** A ₹0 order: the coupon covered everything, so it is confirmed without a payment step. */
  settledByCoupon: 'Order placed: your coupon covered the whole amount, so there is nothing to pay.',
  capWithWrap: (cap: string) => `An order can't exceed ${cap} including gift wrap. Please lower a quantity, untick gift wrap or place a separate order for the rest.`,
  cannotCancel: 'This order can no longer be cancelled',
  cancelled: 'Order cancelled successfully',
  cannotPay: 'This order can no longer be paid',
  paymentUnavailable: 'Payment service is unavailable. Please try again.',
  paymentsNotConfigured: 'Online payment is not available yet. Please try again later.',
  /** The gateway refused what the store sent: a fault of ours, reported in the log; the order waits in My Orders. */
  paymentRefused: 'We could not open the payment for your order because of a problem on our side. It has been reported; your order is saved in My Orders, so please try again a little later or contact us.',
  outOfStock: (name: string) => `${name}: This product is out of stock`,
  onlyInStock: (name: string, n: number) => `${name}: Only ${n} items available in stock`,
  unavailable: (name: string) => `${name} is no longer available`,
  expiredReason: 'Payment was not completed within 30 minutes',
  customerCancelReason: 'Cancelled by the customer',
  adminCancelReason: 'Cancelled by the store',
} as const;

export const PAYMENT_MESSAGES = {
  success: 'Payment successful',
  pending: 'Payment is being processed',
  failed: 'Payment failed. No money was taken; you can try again.',
  cancelled: 'Payment was cancelled',
  orderCancelled: 'This order was cancelled',
  flagged: 'We received your payment and are checking it. Our team will contact you shortly.',
  invalidSignature: 'Invalid webhook signature',
} as const;

/** A pending online order holds its stock this long, then is cancelled. */
export const PAYMENT_WINDOW_MINUTES = 30;

const ORDER_NUMBER_PREFIX = 'MA';

/** 'MA-2026-': the store and the year the order was placed, in India. */
export function orderNumberPrefix(placedAt: Date): string {
  return `${ORDER_NUMBER_PREFIX}-${istParts(placedAt).year}-`;
}

/**
 * MA-2026-001001: the prefix and the sequence, at least six digits. The database builds the same
 * string inside the order's insert (lib/orders/create.ts); this is its reference shape.
 */
export function formatOrderNumber(sequence: number, placedAt: Date): string {
  return `${orderNumberPrefix(placedAt)}${String(sequence).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^MA-\d{4}-\d{6,}$/;
