import { z } from 'zod';
import { ID_PATTERN } from '../ids';
import { MAX_SAMPLES_PER_ORDER, SAMPLE_LABEL_MAX, SAMPLE_MESSAGES as M, SAMPLE_STOCK_MAX, SAMPLE_VOLUME_MAX_ML } from './rules';

/**
 * The order's `samples`: at most two distinct ids. An id that is not a sample on offer is found
 * only against the database (lib/samples/take.ts), with the same 400.
 */
export const sampleChoiceSchema = z
  .array(z.unknown(), { error: M.invalid })
  .max(MAX_SAMPLES_PER_ORDER, M.tooMany)
  // Checked as a whole, so every refusal is the field's own (`errors.samples`), as the checkout reads it.
  .transform((ids, ctx) => {
    if (!ids.every((id): id is string => typeof id === 'string' && id.length <= 40)) {
      ctx.addIssue({ code: 'custom', message: M.invalid });
      return z.NEVER;
    }
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: M.twice });
      return z.NEVER;
    }
    return ids;
  })
  .optional()
  .default([]);

export const sampleIdParams = z.object({ id: z.string({ error: M.invalidId }).regex(ID_PATTERN, M.invalidId) });

const wholeNumber = (message: string, max: number, min = 0) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), z.number({ error: message }).int(message).min(min, message).max(max, message));

const labelField = z
  .string({ error: M.label })
  .trim()
  .max(SAMPLE_LABEL_MAX, M.label)
  .optional()
  .transform((v) => v || undefined);

/** POST /api/v1/samples (admin): a perfume's vial, its volume and stock; the label defaults to "2 ml". */
export const createSampleSchema = z.object({
  productId: z.string({ error: M.productRequired }).regex(ID_PATTERN, M.productRequired),
  volumeMl: wholeNumber(M.volume, SAMPLE_VOLUME_MAX_ML, 1),
  stock: wholeNumber(M.stock, SAMPLE_STOCK_MAX),
  label: labelField,
  isActive: z.boolean().optional().default(true),
});
export type CreateSampleInput = z.output<typeof createSampleSchema>;

/** PUT /api/v1/samples/{id} (admin): the fields sent change (stock, label, on offer or not). */
export const updateSampleSchema = z
  .object({
    stock: wholeNumber(M.stock, SAMPLE_STOCK_MAX).optional(),
    label: labelField,
    isActive: z.boolean().optional(),
  })
  .strict();
export type UpdateSampleInput = z.output<typeof updateSampleSchema>;
