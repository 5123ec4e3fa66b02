import { z } from 'zod';
import { isId } from '../ids';
import { CLAIM_LIMITS, CLAIM_MESSAGES as M } from './messages';
import { CLAIM_DECISIONS, CLAIM_REASONS, CLAIM_STATUSES } from './types';

/** A URL the store's upload path gave back: its own /uploads/… path or an https file of UploadThing. */
const mediaUrl = z
  .string({ error: M.mediaNotOwn })
  .trim()
  .max(500, M.mediaNotOwn)
  .refine((u) => /^\/uploads\/claims\/[0-9a-f]{24}\.(webp|mp4|webm)$/.test(u) || /^https:\/\/[^\s]+$/.test(u), M.mediaNotOwn);

export const createClaimSchema = z.object({
  reason: z.enum(CLAIM_REASONS, { error: M.reason }),
  description: z
    .string({ error: M.description })
    .trim()
    .min(CLAIM_LIMITS.descriptionMin, M.description)
    .max(CLAIM_LIMITS.descriptionMax, M.description),
  items: z
    .array(
      z.object({
        orderItemId: z.string({ error: M.lineNotInOrder }).refine(isId, M.lineNotInOrder),
        quantity: z.number({ error: M.linesRequired }).int(M.linesRequired).min(1, M.linesRequired).max(1000, M.linesRequired),
      }),
      { error: M.linesRequired },
    )
    .min(1, M.linesRequired)
    .max(50, M.linesRequired),
  media: z
    .array(z.object({ url: mediaUrl, kind: z.enum(['image', 'video'], { error: M.mediaRequired }) }), { error: M.mediaRequired })
    .min(1, M.mediaRequired)
    .max(CLAIM_LIMITS.images, M.tooManyImages),
});
export type CreateClaimInput = z.output<typeof createClaimSchema>;

export const decideClaimSchema = z
  .object({
    decision: z.enum(CLAIM_DECISIONS, { error: M.decision }),
    note: z.string({ error: M.noteRequired }).trim().max(CLAIM_LIMITS.noteMax, M.noteLong).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && v.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: M.noteRequired });
  });
export type DecideClaimInput = z.output<typeof decideClaimSchema>;

export const claimIdParams = z.object({ id: z.string().refine(isId, M.invalidId) });

export const adminClaimsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z
    .preprocess((v) => (typeof v === 'string' && (v.trim() === '' || v.trim() === 'all') ? undefined : v), z.enum(CLAIM_STATUSES, { error: 'Unknown claim status' }).optional())
    .transform((v) => v ?? null),
});
export type AdminClaimsQuery = z.output<typeof adminClaimsQuerySchema>;
