import type { z } from 'zod';

/*
 * Every code an error answer can carry, in one table: the HTTP status it answers with and, for a
 * generic code, the message shown when the thrower gives none (docs/api.md#error-codes). Generic
 * codes name a kind of failure; domain codes name the rule that refused, so a client can branch on
 * the code and never on the words. A domain code has no default here: its thrower passes the text
 * from its domain's messages.ts, the module its forms share, so this module imports no domain and
 * every layer (and the browser's lib/client/api.ts) can import it.
 */

export const AUTH_REQUIRED_MESSAGE = 'Authentication required - please log in again';
export const GENERIC_SERVER_ERROR = 'Server error. Please try again later.';
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

interface ErrorSpec {
  status: number;
  message?: string;
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
  EMAIL_TAKEN: { status: 409 },
  EMAIL_UNCHANGED: { status: 400 },
  INVALID_CREDENTIALS: { status: 401 },
  ACCOUNT_DEACTIVATED: { status: 403 },
  EMAIL_NOT_VERIFIED: { status: 403 },
  WRONG_PASSWORD: { status: 400 },
  INVALID_VERIFICATION_LINK: { status: 400 },
  INVALID_RESET_TOKEN: { status: 400 },
  INVALID_EMAIL_CODE: { status: 400 },
  LAST_ADMIN: { status: 409 },

  // Bag and checkout
  CART_EMPTY: { status: 400 },
  OUT_OF_STOCK: { status: 409 },
  LINE_LIMIT: { status: 409 },
  BAG_LIMIT: { status: 409 },
  PRODUCT_UNAVAILABLE: { status: 409 },
  SIZE_NOT_FOUND: { status: 404 },
  SIZE_MISMATCH: { status: 400 },
  PIN_STATE_MISMATCH: { status: 400 },
  GIFT_WRAP_UNAVAILABLE: { status: 400 },
  SAMPLE_UNAVAILABLE: { status: 409 },

  // Coupons at checkout
  COUPON_NOT_FOUND: { status: 409 },
  COUPON_INACTIVE: { status: 409 },
  COUPON_NOT_STARTED: { status: 409 },
  COUPON_EXPIRED: { status: 409 },
  COUPON_USED_UP: { status: 409 },
  COUPON_MIN_ORDER: { status: 409 },
  COUPON_ALREADY_USED: { status: 409 },
  COUPON_FIRST_ORDER_ONLY: { status: 409 },
  // A coupon for some products only (a discovery credit) and none of them is in the bag.
  COUPON_NOT_APPLICABLE: { status: 409 },

  // Orders and payment
  ORDER_NOT_CANCELLABLE: { status: 409 },
  ORDER_NOT_PAYABLE: { status: 409 },
  ORDER_NOT_DELETABLE: { status: 409 },
  STATUS_CHANGE_NOT_ALLOWED: { status: 409 },
  TRACKING_REQUIRED: { status: 400 },
  PAYMENT_UNAVAILABLE: { status: 503 },
  // No gateway may take money here (a production deployment without Cashfree keys): refused before any order is made.
  PAYMENTS_NOT_CONFIGURED: { status: 503 },
  // The gateway answered and refused what we sent (a 4xx): our bug, not an outage (docs/decisions.md).
  PAYMENT_REFUSED: { status: 500 },

  // Claims (docs/claims.md)
  ORDER_NOT_DELIVERED: { status: 409 },
  CLAIM_WINDOW_CLOSED: { status: 409 },
  CLAIM_ALREADY_OPEN: { status: 409 },
  CLAIM_QUANTITY_EXCEEDED: { status: 409 },
  CLAIM_ALREADY_DECIDED: { status: 409 },
  NOTHING_TO_REFUND: { status: 409 },

  // Back office and reviews
  COUPON_CODE_TAKEN: { status: 409 },
  COUPON_IN_USE: { status: 409 },
  ALREADY_REVIEWED: { status: 409 },

  // Back-in-stock alerts: the size asked about can be ordered now, so there is nothing to wait for.
  IN_STOCK: { status: 409 },

  // Discovery sets: a spray that cannot go in a set (not a travel size, a repeat, not on sale).
  DISCOVERY_SET_INVALID: { status: 400 },

  // The stock ledger: a count set against a figure that has moved since, or a move below zero.
  STOCK_CHANGED: { status: 409 },
  STOCK_BELOW_ZERO: { status: 409 },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value);

export type FieldErrors = Record<string, string[]>;

/** The codes that have a default message: the generic ones. */
type DefaultedCode = { [C in ErrorCode]: (typeof ERRORS)[C] extends { message: string } ? C : never }[ErrorCode];

interface AppErrorOptions {
  errors?: FieldErrors;
  retryAfterSeconds?: number;
  details?: Record<string, unknown>;
}

/**
 * An error a domain function throws on purpose: its message is safe to show a person, its code
 * decides the status. A generic code without a message says its default; a domain code must be
 * given its text, so the compiler finds a thrower that forgot it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly options: AppErrorOptions;
  constructor(code: DefaultedCode, message?: string, options?: AppErrorOptions);
  constructor(code: ErrorCode, message: string, options?: AppErrorOptions);
  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: AppErrorOptions = {},
  ) {
    super(message ?? (ERRORS[code] as ErrorSpec).message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
    this.options = options;
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

/** Turns zod issues into `{ field: [messages] }`; the first message becomes the envelope's message. */
export function zodFieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
