/*
 * What coupons say: the offers' answers, checkout's and the back office's, with the limits those
 * texts quote. No imports: the checkout and the coupon form bundle this file. One file per domain,
 * one naming scheme: docs/architecture.md#messages.
 */

export const COUPON_MESSAGES = {
  valid: 'Coupon is valid',
  inactive: 'This coupon is no longer active',
  notStarted: 'This coupon is not yet active',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
  invalidCode: 'Invalid coupon code',
} as const;

export const COUPON_CHECKOUT_MESSAGES = {
  ...COUPON_MESSAGES,
  enterCode: 'Please enter a coupon code',
  invalidData: 'Invalid coupon data',
  appliedExpired: 'Applied coupon has expired',
  appliedInactive: 'Applied coupon is no longer active',
  alreadyUsed: 'You have already used this coupon',
  couponIssue: 'Coupon issue - please check and try again',
  /** A coupon for some products only (a discovery credit) with none of them, in a size it counts, in the bag. */
  notApplicable: (names: string, minVolumeMl: number | null) =>
    minVolumeMl
      ? `This code applies only to a full bottle (${minVolumeMl} ml or more) of ${names}. Add one to your bag to use it.`
      : `This code applies only to ${names}. Add one to your bag to use it.`,
} as const;

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 20;
export const COUPON_DESCRIPTION_MAX = 500;

/** Rupees. A perfume order is never near this; a bigger figure is a typo (an extra zero or two). */
export const COUPON_AMOUNT_MAX = 1_000_000;

export const COUPON_USAGE_LIMIT_MAX = 10_000_000;
export const COUPON_PER_CUSTOMER_MAX = 1000;
export const COUPON_BULK_MAX = 100;

export const COUPON_ADMIN_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeLength: `Coupon code must be ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} characters`,
  codeChars: 'Coupon code may use only letters, numbers, hyphens and underscores',
  codeExists: 'Coupon code already exists',
  typeInvalid: "Discount type must be 'percentage' or 'fixed'",
  discountRequired: 'Discount is required',
  discountNumber: 'Discount must be a number',
  discountPercent: 'Discount must be a whole number between 1 and 100',
  discountAmount: 'Discount amount must be more than ₹0',
  discountAmountMax: `Discount amount must be at most ₹${COUPON_AMOUNT_MAX.toLocaleString('en-IN')}`,
  minOrder: 'Minimum order must be ₹0 or more',
  minOrderMax: `Minimum order must be at most ₹${COUPON_AMOUNT_MAX.toLocaleString('en-IN')}`,
  maxDiscount: 'Maximum discount must be more than ₹0',
  maxDiscountMax: `Maximum discount must be at most ₹${COUPON_AMOUNT_MAX.toLocaleString('en-IN')}`,
  decimals: 'Amounts can have at most 2 decimal places',
  numberRequired: 'Must be a number',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date must be a valid date',
  startInvalid: 'Start date must be a valid date',
  expiryFuture: 'Expiry date must be in the future',
  expiryAfterStart: 'Expiry date must be after the start date',
  usageLimitRequired: 'Usage limit is required',
  usageLimitMin: 'Usage limit must be a whole number, at least 1',
  usageLimitMax: `Usage limit must be at most ${COUPON_USAGE_LIMIT_MAX.toLocaleString('en-IN')}`,
  perCustomerLimit: `Uses per customer must be a whole number from 1 to ${COUPON_PER_CUSTOMER_MAX}`,
  descriptionTooLong: `Description must be at most ${COUPON_DESCRIPTION_MAX} characters`,
  isActiveBoolean: 'isActive must be true or false',
  isPublicBoolean: 'isPublic must be true or false',
  firstOrderOnlyBoolean: 'firstOrderOnly must be true or false',
  expiredToggle: 'This coupon has expired, so its status cannot be changed. Extend its expiry date first.',
  typeChangeNeedsValue: 'Give the discount value when changing the discount type',
  invalidId: 'Invalid coupon ID format',
  notFound: 'Coupon not found',
  inUse: 'This coupon has been used on orders, so it cannot be deleted. Deactivate it instead.',
  bulkIds: 'ids must be a non-empty array of coupon IDs',
  bulkTooMany: `At most ${COUPON_BULK_MAX} coupons at once`,
  bulkAction: "action must be 'activate', 'deactivate' or 'delete'",
  // Failures (docs/requirements.md#error-catalogue).
  loadFailed: 'Failed to load coupons',
  createFailed: 'Failed to create coupon',
  updateFailed: 'Failed to update coupon',
  statusFailed: 'Failed to update coupon status',
  deleteFailed: 'Failed to delete coupon',
  bulkDeleteFailed: 'Failed to bulk delete coupons',
  bulkStatusFailed: 'Failed to bulk update coupon status',
  created: 'Coupon created successfully',
  updated: 'Coupon updated successfully',
  deleted: 'Coupon deleted successfully',
} as const;
