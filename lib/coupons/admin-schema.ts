/*
 * zod schemas for the back office's coupon calls. Field-by-field checks live here; the rules
 * that tie fields together (value range by discount type, expiry after start, no toggling an
 * expired coupon) need the stored coupon and the clock, so lib/coupons/admin.ts applies them.
 */
import { z } from 'zod';
import { ID_PATTERN } from '../ids';
import {
  COUPON_ADMIN_STATUSES,
  COUPON_CODE_PATTERN,
  COUPON_LIST_DEFAULT_LIMIT,
  COUPON_LIST_MAX_LIMIT,
  COUPON_SEARCH_MAX,
  DATE_INPUT_PATTERN,
  istDayToInstant,
} from './admin-rules';
import { COUPON_CODE_MIN, COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX, COUPON_USAGE_LIMIT_MAX, COUPON_PER_CUSTOMER_MAX, COUPON_BULK_MAX, COUPON_ADMIN_MESSAGES as M } from './messages';

const isBlank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

/** A number given as a JSON number or as numeric text (form data, hand-written calls). */
function numeric(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(/,/g, '');
  return t === '' ? v : Number(t);
}

/** Required number: missing or blank gives `required`, anything else that is not a number `invalid`. */
const requiredNumber = (required: string, invalid: string) =>
  z.preprocess(numeric, z.number({ error: (iss) => (isBlank(iss.input) ? required : invalid) }));

/** Optional number where null or blank means "none". */
const nullableNumber = (invalid: string) =>
  z.preprocess((v) => (v === null || isBlank(v) ? null : numeric(v)), z.number({ error: invalid }).nullable());

/**
 * A date as a calendar day ('YYYY-MM-DD', read in India time: see istDayToInstant) or a full
 * ISO 8601 instant with a time and an offset.
 */
function parseDate(value: string, edge: 'start' | 'end'): Date | null {
  const text = value.trim();
  if (DATE_INPUT_PATTERN.test(text)) return istDayToInstant(text, edge);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const t = Date.parse(text);
  return Number.isFinite(t) ? new Date(t) : null;
}

const dateField = (edge: 'start' | 'end', required: string, invalid: string) =>
  z.string({ error: (iss) => (iss.input == null ? required : invalid) }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const date = parseDate(value, edge);
    // Years outside this window are typos (0202, 20266), not plans.
    if (!date || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2200) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return date;
  });

const code = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, { error: M.codeRequired, abort: true })
  .min(COUPON_CODE_MIN, { error: M.codeLength, abort: true })
  .max(COUPON_CODE_MAX, { error: M.codeLength, abort: true })
  .regex(COUPON_CODE_PATTERN, M.codeChars)
  .transform((c) => c.toUpperCase());

const usageLimitNumber = z
  .number({ error: (iss) => (isBlank(iss.input) ? M.usageLimitRequired : M.usageLimitMin) })
  .int(M.usageLimitMin)
  .min(1, M.usageLimitMin)
  .max(COUPON_USAGE_LIMIT_MAX, M.usageLimitMax);

const fields = {
  code,
  description: z.preprocess(
    (v) => (v == null ? '' : v),
    z.string({ error: M.descriptionTooLong }).trim().max(COUPON_DESCRIPTION_MAX, M.descriptionTooLong),
  ),
  discountType: z.enum(['percentage', 'fixed'], { error: M.typeInvalid }),
  discountValue: requiredNumber(M.discountRequired, M.discountNumber),
  minOrderAmount: nullableNumber(M.minOrder),
  maxDiscountAmount: nullableNumber(M.maxDiscount),
  startDate: z.preprocess((v) => (v === null || isBlank(v) ? null : v), dateField('start', M.startInvalid, M.startInvalid).nullable()),
  expiryDate: dateField('end', M.expiryRequired, M.expiryInvalid),
  /** Null (on an edit) means unlimited. */
  usageLimit: z.preprocess((v) => (v === null ? null : numeric(v)), usageLimitNumber.nullable()),
  perCustomerLimit: z.preprocess(
    numeric,
    z.number({ error: M.perCustomerLimit }).int(M.perCustomerLimit).min(1, M.perCustomerLimit).max(COUPON_PER_CUSTOMER_MAX, M.perCustomerLimit),
  ),
  isActive: z.boolean({ error: M.isActiveBoolean }),
  isPublic: z.boolean({ error: M.isPublicBoolean }),
  firstOrderOnly: z.boolean({ error: M.firstOrderOnlyBoolean }),
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The original admin form sends `discount` (a percent); the storefront's fuller shape names the
 * value `discountValue`, and fixed coupons `discountAmount`. All three are read, in that order
 * of preference: discountValue, then the one matching the type.
 */
function readAliases(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out = { ...raw };
  if (out.discountValue === undefined) {
    const type = out.discountType ?? 'percentage';
    const alias = type === 'fixed' ? (out.discountAmount ?? out.discount) : (out.discount ?? out.discountAmount);
    if (alias !== undefined) out.discountValue = alias;
  }
  delete out.discount;
  delete out.discountAmount;
  return out;
}

export const createCouponSchema = z.preprocess(
  readAliases,
  z.object(
    {
      code: fields.code,
      description: fields.description.optional().default(''),
      discountType: fields.discountType.optional().default('percentage'),
      discountValue: fields.discountValue,
      minOrderAmount: fields.minOrderAmount.optional().default(null),
      maxDiscountAmount: fields.maxDiscountAmount.optional().default(null),
      startDate: fields.startDate.optional().default(null),
      expiryDate: fields.expiryDate,
      // The form requires a usage limit on create; an edit may keep or set "unlimited".
      usageLimit: z.preprocess(numeric, usageLimitNumber),
      perCustomerLimit: fields.perCustomerLimit.optional().default(1),
      isActive: fields.isActive.optional().default(true),
      isPublic: fields.isPublic.optional().default(true),
      firstOrderOnly: fields.firstOrderOnly.optional().default(false),
    },
    { error: 'Request body must be a JSON object' },
  ),
);
export type CreateCouponInput = z.output<typeof createCouponSchema>;

/** PUT: only the fields sent change (the status toggle sends isActive alone). */
export const updateCouponSchema = z.preprocess(
  readAliases,
  z.object(
    {
      code: fields.code.optional(),
      description: fields.description.optional(),
      discountType: fields.discountType.optional(),
      discountValue: fields.discountValue.optional(),
      minOrderAmount: fields.minOrderAmount.optional(),
      maxDiscountAmount: fields.maxDiscountAmount.optional(),
      startDate: fields.startDate.optional(),
      expiryDate: fields.expiryDate.optional(),
      usageLimit: fields.usageLimit.optional(),
      perCustomerLimit: fields.perCustomerLimit.optional(),
      isActive: fields.isActive.optional(),
      isPublic: fields.isPublic.optional(),
      firstOrderOnly: fields.firstOrderOnly.optional(),
    },
    { error: 'Request body must be a JSON object' },
  ),
);
export type UpdateCouponInput = z.output<typeof updateCouponSchema>;

export const couponIdParams = z.object({
  id: z.string({ error: M.invalidId }).regex(ID_PATTERN, M.invalidId),
});

const BULK_COUPON_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkCouponAction = (typeof BULK_COUPON_ACTIONS)[number];

export const bulkCouponSchema = z.object(
  {
    ids: z
      .array(z.string({ error: M.invalidId }).regex(ID_PATTERN, M.invalidId), { error: M.bulkIds })
      .min(1, M.bulkIds)
      .max(COUPON_BULK_MAX, M.bulkTooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_COUPON_ACTIONS, { error: M.bulkAction }),
  },
  { error: 'Request body must be a JSON object' },
);

// ───────────────────────────── list query ─────────────────────────────

export const COUPON_SORT_KEYS = ['code', 'discount', 'expiryDate', 'usage', 'createdAt'] as const;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankToUndefined = (v: unknown) => {
  const f = first(v);
  return typeof f === 'string' && f.trim() === '' ? undefined : f;
};

const PAGE_MESSAGE = 'Page must be a whole number, at least 1';
const LIMIT_MESSAGE = `Limit must be a whole number between 1 and ${COUPON_LIST_MAX_LIMIT}`;

/**
 * GET /coupons?scope=all: every coupon, for an admin. `status` is the derived status
 * (see couponAdminStatus); 'all' or nothing means no filter.
 */
export const adminCouponListQuery = z.object({
  scope: z.literal('all'),
  search: z.preprocess(first, z.string().trim().max(COUPON_SEARCH_MAX, `Search must be at most ${COUPON_SEARCH_MAX} characters`).optional()),
  status: z.preprocess(
    (v) => {
      const f = blankToUndefined(v);
      return f === 'all' ? undefined : f;
    },
    z.enum(COUPON_ADMIN_STATUSES, { error: "status must be one of 'all', 'active', 'inactive', 'expired', 'scheduled'" }).optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).optional().default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(COUPON_LIST_MAX_LIMIT, LIMIT_MESSAGE).optional().default(COUPON_LIST_DEFAULT_LIMIT),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(COUPON_SORT_KEYS, { error: `sort must be one of ${COUPON_SORT_KEYS.join(', ')}` }).optional().default('createdAt')),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).optional().default('desc')),
});
export type AdminCouponListQuery = z.output<typeof adminCouponListQuery>;
