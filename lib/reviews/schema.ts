import { z } from 'zod';
import { ID_PATTERN } from '../ids';
import {
  REVIEW_MESSAGES,
  cleanReviewText,
  readReviewCharacter,
  readReviewRating,
  readReviewScale,
  readReviewSeasons,
  reviewCommentProblem,
  reviewNameProblem,
  type ReviewCharacter,
} from './messages';

/** Longevity, sillage and seasons may be left out (domain callers, old clients): a review need not say them. */
export interface ReviewCreateInput extends Partial<ReviewCharacter> {
  productId: string;
  rating: number;
  comment: string;
  userName: string;
}

export type ReviewUpdateInput = Partial<Omit<ReviewCreateInput, 'productId'>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

type Issue = { message: string; path: string[] };

/** The field's problem (lib/reviews/messages.ts, the form's rules too) as an issue on it. */
const issueOn = (path: 'comment' | 'userName', message: string | null): Issue | null => (message ? { message, path: [path] } : null);
const commentIssue = (comment: string) => issueOn('comment', reviewCommentProblem(comment));
const nameIssue = (name: string) => issueOn('userName', reviewNameProblem(name));

/**
 * POST /reviews. Checked in a fixed order, so the first issue (the API's message) is the
 * one that matters most: the four required fields in one message, then the rating range, then
 * our length rules, then the optional longevity, sillage and seasons (lib/reviews/messages.ts, the
 * form's rules too). Extra fields (the original clients' guestId) are ignored. Text is kept as typed, minus
 * control characters: React escapes it on display.
 */
export const reviewCreateSchema = z.unknown().transform((raw, ctx): ReviewCreateInput => {
  const input = isRecord(raw) ? raw : {};
  const productId = typeof input.productId === 'string' ? input.productId.trim() : '';
  const comment = cleanReviewText(input.comment, true);
  const userName = cleanReviewText(input.userName, false);
  const fail = (issues: Issue[]) => {
    for (const i of issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path, input: raw });
    return z.NEVER;
  };
  if (!productId || absent(input.rating) || !comment || !userName) return fail([{ message: REVIEW_MESSAGES.required, path: [] }]);
  if (!ID_PATTERN.test(productId)) return fail([{ message: REVIEW_MESSAGES.invalidProductId, path: ['productId'] }]);
  const rating = readReviewRating(input.rating);
  if (rating === null) return fail([{ message: REVIEW_MESSAGES.rating, path: ['rating'] }]);
  const character = readReviewCharacter(input);
  const issues = [
    commentIssue(comment),
    nameIssue(userName),
    ...Object.entries(character.errors).map(([field, message]) => ({ message, path: [field] })),
  ].filter((i): i is Issue => i !== null);
  if (issues.length) return fail(issues);
  return { productId, rating, comment, userName, ...character.value };
});

/**
 * PUT /reviews/{id}: any of rating, comment, userName, longevity, sillage and seasons, each under
 * the create rules; longevity or sillage null and seasons [] take back what was said.
 */
export const reviewUpdateSchema = z.unknown().transform((raw, ctx): ReviewUpdateInput => {
  const input = isRecord(raw) ? raw : {};
  const out: ReviewUpdateInput = {};
  const issues: Issue[] = [];
  if (input.rating !== undefined) {
    const rating = readReviewRating(input.rating);
    if (rating === null) issues.push({ message: REVIEW_MESSAGES.rating, path: ['rating'] });
    else out.rating = rating;
  }
  if (input.comment !== undefined) {
    const comment = cleanReviewText(input.comment, true);
    const issue = commentIssue(comment);
    if (issue) issues.push(issue);
    else out.comment = comment;
  }
  if (input.userName !== undefined) {
    const userName = cleanReviewText(input.userName, false);
    const issue = nameIssue(userName);
    if (issue) issues.push(issue);
    else out.userName = userName;
  }
  for (const field of ['longevity', 'sillage'] as const) {
    if (input[field] === undefined) continue;
    const read = readReviewScale(input[field], field);
    if (read.ok) out[field] = read.value;
    else issues.push({ message: read.message, path: [field] });
  }
  if (input.seasons !== undefined) {
    const read = readReviewSeasons(input.seasons);
    if (read.ok) out.seasons = read.value;
    else issues.push({ message: read.message, path: ['seasons'] });
  }
  if (!issues.length && Object.keys(out).length === 0) issues.push({ message: REVIEW_MESSAGES.nothingToUpdate, path: [] });
  for (const i of issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path, input: raw });
  return issues.length ? z.NEVER : out;
});

/** POST /reviews/{id}/helpful {helpful}: true (the default) votes, false withdraws the vote. */
export const helpfulSchema = z
  .object({ helpful: z.boolean({ error: 'helpful must be true or false' }).default(true) })
  .default({ helpful: true });

/** PATCH /reviews/{id}/moderation {isHidden}. */
export const moderationSchema = z.object({ isHidden: z.boolean({ error: 'isHidden must be true or false' }) });

export const reviewIdParams = z.object({ id: z.string().regex(ID_PATTERN, REVIEW_MESSAGES.invalidReviewId) });

export const myReviewQuerySchema = z.object({
  productId: z.string({ error: REVIEW_MESSAGES.invalidProductId }).regex(ID_PATTERN, REVIEW_MESSAGES.invalidProductId),
});

export const ADMIN_REVIEW_SORTS = ['createdAt', 'rating', 'helpfulCount', 'product'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

/** GET /reviews/admin: filters, sort and page for the moderation table. */
export const adminReviewQuerySchema = z.object({
  productId: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || ID_PATTERN.test(v), REVIEW_MESSAGES.invalidProductId),
  /** Product name (substring, case-insensitive). */
  product: optionalText(100, 'product must be at most 100 characters'),
  /** Comment or reviewer name (substring, case-insensitive). */
  search: optionalText(100, 'search must be at most 100 characters'),
  status: z.enum(['all', 'visible', 'hidden'], { error: 'status must be all, visible or hidden' }).default('all'),
  rating: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.coerce.number({ error: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating).optional(),
  ),
  sort: z.enum(ADMIN_REVIEW_SORTS, { error: 'sort must be createdAt, rating, helpfulCount or product' }).default('createdAt'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).default('desc'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(10_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be between 1 and 50').max(50, 'limit must be between 1 and 50').default(10),
});
export type AdminReviewQuery = z.output<typeof adminReviewQuerySchema>;
