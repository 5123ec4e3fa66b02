/*
 * What orders say: the shopper's texts, the back office's, shipment tracking's and the invoice's,
 * with the search limit the admin texts quote. No imports: pages and client components bundle this
 * file. One file per domain, one naming scheme: docs/architecture.md#messages.
 */

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

export const ADMIN_ORDER_SEARCH_MAX = 100;

export const ORDER_ADMIN_MESSAGES = {
  invalidStatus: 'Please choose a valid order status',
  invalidPaymentStatus: 'Please choose a valid payment status',
  invalidPeriod: 'Please choose a valid time period',
  invalidSort: 'Please choose a valid sort order',
  invalidTimeframe: 'Timeframe must be one of 7d, 30d, 90d or 12m',
  invalidUserId: 'Invalid user ID format',
  searchTooLong: `Search must be at most ${ADMIN_ORDER_SEARCH_MAX} characters`,
  notPaid: 'This order has not been paid',
  /** Statuses only move forward (lib/orders/status-flow.ts). */
  finalStatus: (status: string) => `A ${status} order cannot change status.`,
  onlyMovesTo: (status: string, allowed: string) => `An order that is ${status} can only move to ${allowed}.`,
  onlyCancelledDeleted: 'Only cancelled orders can be deleted',
  paidKept: 'Paid orders are kept for GST records and cannot be deleted',
  statusUpdated: (status: string) => `Order status updated to ${status}`,
  trackingUpdated: 'Shipment details updated',
  deleted: 'Order deleted successfully',
  loadFailed: 'Failed to load orders',
  updateFailed: 'Failed to update order status',
  deleteFailed: 'Failed to delete order',
  analyticsFailed: 'Failed to fetch order analytics',
} as const;

export const ORDER_TRACKING_MESSAGES = {
  courierRequired: 'Please choose the courier',
  unknownCourier: 'Please choose a courier from the list',
  awbRequired: 'Please enter the tracking number (AWB)',
  awbFormat: (courier: string, hint: string) => `${courier} tracking numbers (AWB) are ${hint}`,
  trackingRequired: 'Please enter the courier and the tracking number (AWB) to mark this order shipped',
  trackingNeedsShipped: 'Tracking can only be set on an order that is shipped (or being marked shipped)',
  outForDeliveryNeedsShipped: 'Only a shipped order can be marked out for delivery',
} as const;

export const ORDER_INVOICE_MESSAGES = {
  notPaid: 'Invoice not available until the order is paid',
} as const;
