/**
 * The seeded LUXE20 as the coupon DTO gives it (20% off orders from ₹2,999, at most ₹1,000; 137
 * of 500 uses taken), without its id, description and dates: the public list's answer is checked
 * against it, and the unit tests of the DTO and the offers build on it.
 */
export const LUXE20_TERMS = {
  code: 'LUXE20',
  discountType: 'percentage',
  discountValue: 20,
  discount: 20,
  discountAmount: null,
  maxDiscountAmount: 1000,
  minOrderAmount: 2999,
  isActive: true,
  usageLimit: 500,
  usedCount: 137,
  remainingUsage: 363,
} as const;
