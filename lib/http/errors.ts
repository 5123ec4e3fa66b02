/*
 * Every code an error answer can carry, in one table: the HTTP status it answers with and the
 * message shown when the thrower gives none (docs/api.md#error-codes). Generic codes name a kind
 * of failure; domain codes name the rule that refused, so a client can branch on the code and
 * never on the words. The default texts come from the message modules the forms share, so the
 * server and the browser keep saying the same thing.
 */
import { AUTH_MESSAGES } from '../auth/messages';
import { bagCapExceeded, CART_MESSAGES, lineCapReached } from '../cart/calc';
import { CLAIM_MESSAGES } from '../claims/rules';
import { COUPON_ADMIN_MESSAGES } from '../coupons/admin-rules';
import { CHECKOUT_COUPON_MESSAGES } from '../coupons/discount';
import { GIFT_MESSAGES } from '../gifts/rules';
import { ORDER_ADMIN_MESSAGES } from '../orders/admin-types';
import { ORDER_MESSAGES } from '../orders/constants';
import { TRACKING_MESSAGES } from '../orders/couriers';
import { REVIEW_MESSAGES } from '../reviews/messages';
import { STOCK_ALERT_MESSAGES } from '../stock-alerts/messages';
import { STOCK_MESSAGES } from '../stock/rules';
import { ADMIN_USER_MESSAGES } from '../users/admin-messages';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required - please log in again';
export const GENERIC_SERVER_ERROR = 'Server error. Please try again later.';

interface ErrorSpec {
  status: number;
  message: string;
}

export const ERRORS = {
  // Generic: the kind of failure, when no rule below names it better.
  BAD_REQUEST: { status: 400, message: 'Invalid request' },
  VALIDATION_ERROR: { status: 400, message: 'Invalid input' },
  UNAUTHORIZED: { status: 401, message: AUTH_REQUIRED_MESSAGE },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This cannot be done in the current state' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Content-Type must be application/json' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL: { status: 500, message: GENERIC_SERVER_ERROR },
  UNAVAILABLE: { status: 503, message: 'Service unavailable. Please try again later.' },

  // Accounts
  EMAIL_TAKEN: { status: 409, message: AUTH_MESSAGES.accountExists },
  EMAIL_UNCHANGED: { status: 400, message: 'This is already your email address' },
  INVALID_CREDENTIALS: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  ACCOUNT_DEACTIVATED: { status: 403, message: AUTH_MESSAGES.accountDeactivated },
  EMAIL_NOT_VERIFIED: { status: 403, message: ORDER_MESSAGES.verifyEmailFirst },
  WRONG_PASSWORD: { status: 400, message: AUTH_MESSAGES.currentPasswordIncorrect },
  INVALID_VERIFICATION_LINK: { status: 400, message: AUTH_MESSAGES.invalidVerificationLink },
  INVALID_RESET_TOKEN: { status: 400, message: AUTH_MESSAGES.invalidResetToken },
  LAST_ADMIN: { status: 409, message: ADMIN_USER_MESSAGES.lastAdmin },

  // Bag and checkout
  CART_EMPTY: { status: 400, message: ORDER_MESSAGES.emptyCart },
  OUT_OF_STOCK: { status: 409, message: CART_MESSAGES.outOfStock },
  LINE_LIMIT: { status: 409, message: lineCapReached },
  BAG_LIMIT: { status: 409, message: bagCapExceeded },
  PRODUCT_UNAVAILABLE: { status: 409, message: 'This product is no longer available' },
  SIZE_NOT_FOUND: { status: 404, message: CART_MESSAGES.sizeNotFound },
  SIZE_MISMATCH: { status: 400, message: CART_MESSAGES.sizeMismatch },
  PIN_STATE_MISMATCH: { status: 400, message: 'The PIN code is not in the chosen state' },
  GIFT_WRAP_UNAVAILABLE: { status: 400, message: GIFT_MESSAGES.wrapUnavailable },

  // Coupons at checkout
  COUPON_NOT_FOUND: { status: 409, message: CHECKOUT_COUPON_MESSAGES.invalidCode },
  COUPON_INACTIVE: { status: 409, message: CHECKOUT_COUPON_MESSAGES.inactive },
  COUPON_NOT_STARTED: { status: 409, message: CHECKOUT_COUPON_MESSAGES.notStarted },
  COUPON_EXPIRED: { status: 409, message: CHECKOUT_COUPON_MESSAGES.expired },
  COUPON_USED_UP: { status: 409, message: CHECKOUT_COUPON_MESSAGES.usedUp },
  COUPON_MIN_ORDER: { status: 409, message: 'This order is below the coupon’s minimum amount' },
  COUPON_ALREADY_USED: { status: 409, message: CHECKOUT_COUPON_MESSAGES.alreadyUsed },
  COUPON_FIRST_ORDER_ONLY: { status: 409, message: 'This coupon is for your first order only.' },

  // Orders and payment
  ORDER_NOT_CANCELLABLE: { status: 409, message: ORDER_MESSAGES.cannotCancel },
  ORDER_NOT_PAYABLE: { status: 409, message: ORDER_MESSAGES.cannotPay },
  ORDER_NOT_DELETABLE: { status: 409, message: ORDER_ADMIN_MESSAGES.onlyCancelledDeleted },
  STATUS_CHANGE_NOT_ALLOWED: { status: 409, message: 'This order cannot move to that status' },
  TRACKING_REQUIRED: { status: 400, message: TRACKING_MESSAGES.trackingRequired },
  PAYMENT_UNAVAILABLE: { status: 503, message: ORDER_MESSAGES.paymentUnavailable },
  // No gateway may take money here (a production deployment without Cashfree keys): refused before any order is made.
  PAYMENTS_NOT_CONFIGURED: { status: 503, message: ORDER_MESSAGES.paymentsNotConfigured },
  // The gateway answered and refused what we sent (a 4xx): our bug, not an outage (docs/decisions.md).
  PAYMENT_REFUSED: { status: 500, message: ORDER_MESSAGES.paymentRefused },

  // Claims (docs/claims.md)
  ORDER_NOT_DELIVERED: { status: 409, message: CLAIM_MESSAGES.notDelivered },
  CLAIM_WINDOW_CLOSED: { status: 409, message: 'The time to report a problem with this order has passed' },
  CLAIM_ALREADY_OPEN: { status: 409, message: CLAIM_MESSAGES.alreadyOpen },
  CLAIM_QUANTITY_EXCEEDED: { status: 409, message: 'More units than were delivered and not yet claimed' },
  CLAIM_ALREADY_DECIDED: { status: 409, message: CLAIM_MESSAGES.alreadyDecided },
  NOTHING_TO_REFUND: { status: 409, message: CLAIM_MESSAGES.nothingToRefund },

  // Back office and reviews
  COUPON_CODE_TAKEN: { status: 409, message: COUPON_ADMIN_MESSAGES.codeExists },
  COUPON_IN_USE: { status: 409, message: COUPON_ADMIN_MESSAGES.inUse },
  ALREADY_REVIEWED: { status: 409, message: REVIEW_MESSAGES.alreadyReviewed },

  // Back-in-stock alerts: the size asked about can be ordered now, so there is nothing to wait for.
  IN_STOCK: { status: 409, message: STOCK_ALERT_MESSAGES.inStock },

  // The stock ledger: a count set against a figure that has moved since, or a move below zero.
  STOCK_CHANGED: { status: 409, message: STOCK_MESSAGES.changed },
  STOCK_BELOW_ZERO: { status: 409, message: STOCK_MESSAGES.belowZero },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value);

export type FieldErrors = Record<string, string[]>;

/**
 * An error a domain function throws on purpose: its message is safe to show a person, its code
 * decides the status. Without a message it says the code's default.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly options: { errors?: FieldErrors; retryAfterSeconds?: number; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }

  get errors(): FieldErrors | undefined {
    return this.options.errors;
  }

  /** Facts a client needs to recover (STOCK_CHANGED: the current figures), sent as the envelope's `details`. */
  get details(): Record<string, unknown> | undefined {
    return this.options.details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, errors?: FieldErrors) => new AppError('BAD_REQUEST', message, { errors });
export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });
