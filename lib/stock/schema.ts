import { z } from 'zod';
import { ID_PATTERN } from '../ids';
import { adjustmentSignIssue, ADJUSTMENT_REASONS } from './rules';
import { STOCK_LIMITS as L, STOCK_MESSAGES as M } from './messages';

/** A whole number from JSON or a form ("-3", " 12 "); anything else is NaN, refused with `message`. */
const whole = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^\s*[-+]?\d+\s*$/.test(v) ? Number(v) : v.trim() === '' ? undefined : Number.NaN) : v),
    z.number({ error: message }).int(message),
  );

const cleanNote = (v: unknown) => {
  if (v == null) return undefined;
  if (typeof v !== 'string') return v;
  const s = v.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
  return s === '' ? undefined : s;
};

/** POST /products/{id}/stock-adjustments. */
export const stockAdjustmentSchema = z
  .object({
    variantId: z.string({ error: M.variantRequired }).trim().regex(ID_PATTERN, M.sizeNotFound),
    delta: whole(M.deltaNumber)
      .refine((d) => d !== 0, M.deltaZero)
      .refine((d) => Math.abs(d) <= L.deltaMax, M.deltaMax),
    reason: z.enum(ADJUSTMENT_REASONS, { error: M.reason }),
    note: z.preprocess(cleanNote, z.string({ error: M.noteTooLong }).max(L.noteMax, M.noteTooLong).optional()),
  })
  .superRefine((v, ctx) => {
    const issue = adjustmentSignIssue(v.reason, v.delta);
    if (issue) ctx.addIssue({ code: 'custom', path: ['delta'], message: issue });
  });
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blank = (v: unknown) => {
  const f = firstOf(v);
  return typeof f === 'string' && f.trim() === '' ? undefined : f;
};

/** GET /products/{id}/stock-movements?variantId=&page=&limit= */
export const stockMovementsQuerySchema = z
  .object({
    variantId: z.preprocess(blank, z.string().regex(ID_PATTERN, M.sizeNotFound).optional()),
    page: z.preprocess(
      blank,
      z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').optional(),
    ),
    limit: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, `limit must be between 1 and ${L.movementsPageMax}`)
        .max(L.movementsPageMax, `limit must be between 1 and ${L.movementsPageMax}`)
        .optional(),
    ),
  })
  .transform((q) => ({ variantId: q.variantId ?? null, page: q.page ?? 1, limit: q.limit ?? L.movementsPageDefault }));
export type StockMovementsQuery = z.infer<typeof stockMovementsQuerySchema>;
