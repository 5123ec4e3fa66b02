import type { coupons } from '../db/schema';
import { paiseToRupees } from '../money';

export type CouponRow = typeof coupons.$inferSelect;
export type DiscountType = CouponRow['discountType'];

/**
 * The storefront's fuller coupon shape. Money fields are rupees (two decimals) as the original
 * clients read them; dates are ISO strings so the DTO passes through the data cache unchanged.
 */
export interface CouponDto {
  _id: string;
  id: string;
  code: string;
  description: string;
  discountType: DiscountType;
  /** Percent for percentage coupons, rupees for fixed ones. */
  discountValue: number;
  /** Percent, only for percentage coupons. */
  discount: number | null;
  /** Rupees, only for fixed coupons. */
  discountAmount: number | null;
  /** Rupees; null when the percentage is uncapped. */
  maxDiscountAmount: number | null;
  /** Rupees; null when there is no minimum order. */
  minOrderAmount: number | null;
  isActive: boolean;
  startDate: string | null;
  expiryDate: string;
  /** Null means unlimited. */
  usageLimit: number | null;
  usedCount: number;
  /** usageLimit − usedCount (never below 0); null when unlimited. */
  remainingUsage: number | null;
  createdAt: string;
  updatedAt: string;
}

const rupeesOrNull = (paise: number | null): number | null => (paise == null ? null : paiseToRupees(paise));

function remainingUsage(usageLimit: number | null, usedCount: number): number | null {
  return usageLimit == null ? null : Math.max(0, usageLimit - usedCount);
}

export function toCouponDto(row: CouponRow): CouponDto {
  const percent = row.discountType === 'percentage' ? (row.discountPercent ?? 0) : null;
  const amount = row.discountType === 'fixed' ? rupeesOrNull(row.discountAmountPaise ?? 0) : null;
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: percent ?? amount ?? 0,
    discount: percent,
    discountAmount: amount,
    maxDiscountAmount: rupeesOrNull(row.maxDiscountPaise),
    // The column is NOT NULL DEFAULT 0; 0 means "no minimum", which the original clients read as null.
    minOrderAmount: row.minOrderPaise > 0 ? paiseToRupees(row.minOrderPaise) : null,
    isActive: row.isActive,
    startDate: row.startDate ? row.startDate.toISOString() : null,
    expiryDate: row.expiryDate.toISOString(),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    remainingUsage: remainingUsage(row.usageLimit, row.usedCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
