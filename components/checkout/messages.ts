/** The checkout's texts (docs/requirements.md#error-catalogue). No imports: the browser bundles this file. */
export const CHECKOUT_UI_MESSAGES = {
  emptyCart: 'Your cart is empty',
  cartLoadFailed: 'Failed to load cart data',
  fixFields: 'Please check the highlighted fields.',

  couponRequired: 'Please enter a coupon code',
  couponFailed: 'Failed to validate coupon',
  couponExpired: 'Applied coupon has expired',
  couponInactive: 'Applied coupon is no longer active',
  couponIssue: 'Coupon issue - please check and try again',

  authRequired: 'Authentication required - please log in again',
  invalidOrder: 'Invalid order data',
  serverError: 'Server error. Please try again later.',
  network: 'Network error - please check your internet connection',

  placing: 'Placing your order…',
  redirecting: 'Taking you to secure payment…',
  sessionMissing: 'Payment session not received from server',
  sdkNotReady: 'Payment system is not ready. Please refresh the page and try again.',
  paymentCancelled: 'Payment was cancelled',

  verifying: 'Confirming your payment…',
  paymentFailed: 'Payment failed',
  verifyPending: 'Payment verification is taking longer than expected. Please check your orders page in a few minutes...',
  verifyExhausted: 'Unable to verify payment status. If amount was debited, please contact support with order ID',
} as const;

/** Time-outs: online order create 60 s, payment verify 20 s. */
export const CREATE_ORDER_TIMEOUT_MS = 60_000;
export const VERIFY_TIMEOUT_MS = 20_000;
export const VERIFY_MAX_ATTEMPTS = 5;
