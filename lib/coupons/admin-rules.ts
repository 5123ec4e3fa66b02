/*
 * The back office's coupon rules that both sides need: limits, the derived status, India-time
 * date conversion and the form's own check (the texts and the limits they quote are in
 * messages.ts). No zod and no Node imports: the coupon form bundles this file.
 */
import { formatIstDate, IST_OFFSET_MS } from '../india-time';
import type { DiscountType } from './dto';
import { COUPON_CODE_MIN, COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX, COUPON_AMOUNT_MAX, COUPON_USAGE_LIMIT_MAX, COUPON_ADMIN_MESSAGES } from './messages';

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_SEARCH_MAX = 100;
export const COUPON_LIST_MAX_LIMIT = 100;
/** The back office's tables open at 10 rows. */
export const COUPON_LIST_DEFAULT_LIMIT = 10;

// ───────────────────────────── status ─────────────────────────────

/**
 * One status per coupon, in this precedence: expired (whatever its flag: the list shows an
 * Expired badge instead of the toggle), inactive, scheduled (active but not started), active.
 */
export const COUPON_ADMIN_STATUSES = ['active', 'inactive', 'expired', 'scheduled'] as const;
export type CouponAdminStatus = (typeof COUPON_ADMIN_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponAdminStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  scheduled: 'Scheduled',
};

type DateLike = Date | string | number;
const ms = (d: DateLike) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

export function couponAdminStatus(
  coupon: { isActive: boolean; startDate: DateLike | null; expiryDate: DateLike },
  now: DateLike,
): CouponAdminStatus {
  const t = ms(now);
  if (ms(coupon.expiryDate) <= t) return 'expired';
  if (!coupon.isActive) return 'inactive';
  if (coupon.startDate != null && ms(coupon.startDate) > t) return 'scheduled';
  return 'active';
}

// ───────────────────────────── dates in India time ─────────────────────────────

/*
 * The form's date inputs give calendar days. The store trades in India, so a day means the
 * day in Asia/Kolkata (UTC+05:30, no daylight saving): a coupon starts at 00:00 IST of its
 * start day and stays valid through the whole of its expiry day (until 23:59:59.999 IST).
 */
const DAY_MS = 86_400_000;
export const DATE_INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as the first (start) or last (end) instant of that day in India; null if not a real date. */
export function istDayToInstant(value: string, edge: 'start' | 'end'): Date | null {
  const m = DATE_INPUT_PATTERN.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utcMidnight = Date.UTC(y, mo - 1, d);
  const check = new Date(utcMidnight);
  // Rejects 2026-02-30 and friends, which Date.UTC would roll over silently.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const start = utcMidnight - IST_OFFSET_MS;
  return new Date(edge === 'start' ? start : start + DAY_MS - 1);
}

/** The India calendar day of an instant, as a date input wants it ('YYYY-MM-DD'). */
export function instantToIstDay(value: DateLike): string {
  return new Date(ms(value) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** '12 Mar 2026', the India day. */
export function formatIstDay(value: DateLike): string {
  return formatIstDate(new Date(ms(value)));
}

// ───────────────────────────── amounts ─────────────────────────────

/** True when a rupee figure has at most two decimals (paise are whole). */
function hasAtMostTwoDecimals(rupees: number): boolean {
  const scaled = rupees * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export interface CouponValueFields {
  discountType: DiscountType;
  discountValue: number;
  minOrderAmount: number | null;
  maxDiscountAmount: number | null;
}

export type CouponFieldName =
  | 'code'
  | 'discountType'
  | 'discountValue'
  | 'minOrderAmount'
  | 'maxDiscountAmount'
  | 'startDate'
  | 'expiryDate'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'description'
  | 'isActive'
  | 'isPublic'
  | 'firstOrderOnly';

export type CouponFieldErrors = Partial<Record<CouponFieldName, string>>;

/** The value rules that depend on the discount type; shared by the form and the server. */
export function checkCouponValues(v: CouponValueFields): CouponFieldErrors {
  const M = COUPON_ADMIN_MESSAGES;
  const errors: CouponFieldErrors = {};
  if (v.discountType === 'percentage') {
    if (!Number.isInteger(v.discountValue) || v.discountValue < 1 || v.discountValue > 100) errors.discountValue = M.discountPercent;
  } else if (!(v.discountValue > 0)) {
    errors.discountValue = M.discountAmount;
  } else if (v.discountValue > COUPON_AMOUNT_MAX) {
    errors.discountValue = M.discountAmountMax;
  } else if (!hasAtMostTwoDecimals(v.discountValue)) {
    errors.discountValue = M.decimals;
  }
  if (v.minOrderAmount != null) {
    if (v.minOrderAmount < 0) errors.minOrderAmount = M.minOrder;
    else if (v.minOrderAmount > COUPON_AMOUNT_MAX) errors.minOrderAmount = M.minOrderMax;
    else if (!hasAtMostTwoDecimals(v.minOrderAmount)) errors.minOrderAmount = M.decimals;
  }
  // A cap only means something on a percentage; a fixed coupon's amount is its own cap.
  if (v.discountType === 'percentage' && v.maxDiscountAmount != null) {
    if (!(v.maxDiscountAmount > 0)) errors.maxDiscountAmount = M.maxDiscount;
    else if (v.maxDiscountAmount > COUPON_AMOUNT_MAX) errors.maxDiscountAmount = M.maxDiscountMax;
    else if (!hasAtMostTwoDecimals(v.maxDiscountAmount)) errors.maxDiscountAmount = M.decimals;
  }
  return errors;
}

// ───────────────────────────── the form ─────────────────────────────

/** What the form's inputs hold: text as typed. */
export interface CouponFormValues {
  code: string;
  discountType: DiscountType;
  discountValue: string;
  minOrderAmount: string;
  maxDiscountAmount: string;
  startDate: string;
  expiryDate: string;
  usageLimit: string;
  description: string;
  isActive: boolean;
  isPublic: boolean;
  firstOrderOnly: boolean;
}

/** The JSON the form sends to POST /coupons (or, changed fields only, to PUT /coupons/{id}). */
export interface CouponPayload {
  code: string;
  discountType: DiscountType;
  discountValue: number;
  minOrderAmount: number | null;
  maxDiscountAmount: number | null;
  startDate: string | null;
  expiryDate: string;
  usageLimit: number | null;
  description: string;
  isActive: boolean;
  isPublic: boolean;
  firstOrderOnly: boolean;
}

const toNumber = (text: string): number | null => {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The form's check, with the server's messages. `allowUnlimited` lets an edit keep a coupon
 * that has no usage limit as it is (the form always asks for one on create).
 */
export function checkCouponForm(
  values: CouponFormValues,
  options: { isNew: boolean; allowUnlimited: boolean; now: DateLike; expiryChanged: boolean },
): { errors: CouponFieldErrors; payload: CouponPayload | null } {
  const M = COUPON_ADMIN_MESSAGES;
  const errors: CouponFieldErrors = {};
  const code = values.code.trim().toUpperCase();
  if (!code) errors.code = M.codeRequired;
  else if (code.length < COUPON_CODE_MIN || code.length > COUPON_CODE_MAX) errors.code = M.codeLength;
  else if (!COUPON_CODE_PATTERN.test(code)) errors.code = M.codeChars;

  const discountValue = toNumber(values.discountValue);
  const minOrderAmount = toNumber(values.minOrderAmount);
  const maxDiscountAmount = values.discountType === 'percentage' ? toNumber(values.maxDiscountAmount) : null;
  if (discountValue == null) errors.discountValue = M.discountRequired;
  else if (Number.isNaN(discountValue)) errors.discountValue = M.discountNumber;
  if (minOrderAmount != null && Number.isNaN(minOrderAmount)) errors.minOrderAmount = M.numberRequired;
  if (maxDiscountAmount != null && Number.isNaN(maxDiscountAmount)) errors.maxDiscountAmount = M.numberRequired;
  if (discountValue != null && !Number.isNaN(discountValue)) {
    const valueErrors = checkCouponValues({
      discountType: values.discountType,
      discountValue,
      minOrderAmount: minOrderAmount != null && !Number.isNaN(minOrderAmount) ? minOrderAmount : null,
      maxDiscountAmount: maxDiscountAmount != null && !Number.isNaN(maxDiscountAmount) ? maxDiscountAmount : null,
    });
    Object.assign(errors, { ...valueErrors, ...errors });
  }

  const start = values.startDate ? istDayToInstant(values.startDate, 'start') : null;
  if (values.startDate && !start) errors.startDate = M.startInvalid;
  const expiry = values.expiryDate ? istDayToInstant(values.expiryDate, 'end') : null;
  if (!values.expiryDate) errors.expiryDate = M.expiryRequired;
  else if (!expiry) errors.expiryDate = M.expiryInvalid;
  else if ((options.isNew || options.expiryChanged) && expiry.getTime() <= ms(options.now)) errors.expiryDate = M.expiryFuture;
  else if (start && expiry.getTime() <= start.getTime()) errors.expiryDate = M.expiryAfterStart;

  const usage = toNumber(values.usageLimit);
  if (usage == null) {
    if (!options.allowUnlimited) errors.usageLimit = M.usageLimitRequired;
  } else if (!Number.isInteger(usage) || usage < 1) errors.usageLimit = M.usageLimitMin;
  else if (usage > COUPON_USAGE_LIMIT_MAX) errors.usageLimit = M.usageLimitMax;

  const description = values.description.trim();
  if (description.length > COUPON_DESCRIPTION_MAX) errors.description = M.descriptionTooLong;

  if (Object.keys(errors).length > 0 || discountValue == null || !values.expiryDate) return { errors, payload: null };
  return {
    errors,
    payload: {
      code,
      discountType: values.discountType,
      discountValue,
      minOrderAmount: minOrderAmount && minOrderAmount > 0 ? minOrderAmount : null,
      maxDiscountAmount,
      startDate: values.startDate || null,
      expiryDate: values.expiryDate,
      usageLimit: usage,
      description,
      isActive: values.isActive,
      isPublic: values.isPublic,
      firstOrderOnly: values.firstOrderOnly,
    },
  };
}
