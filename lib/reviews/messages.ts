import { stripInvisibleChars } from '../text/invisible';

/*
 * Review texts, limits and rules, shared by the API (./schema.ts), the domain code and the
 * review form. The form (a client chunk on the product page) bundles this file: nothing that
 * pulls in zod may be imported here, so the rules are plain functions both sides call.
 */

export const REVIEW_LIMITS = {
  commentMin: 10,
  commentMax: 2000,
  nameMax: 60,
  /** New or edited reviews per customer per window. */
  writesPerWindow: 10,
  windowSeconds: 3600,
} as const;

export const REVIEW_MESSAGES = {
  // The service's checks (docs/requirements.md#reviews).
  required: 'Product ID, rating, comment, and user name are required',
  rating: 'Rating must be between 1 and 5',
  // The review form and the screens.
  fillAll: 'Please fill in all fields',
  loginRequired: 'Please log in to submit a review',
  // Ours: an account whose address nobody proved could be one of many made to flood reviews.
  verifyEmailFirst: 'Please verify your email address before writing a review',
  alreadyReviewed: 'You have already reviewed this product. Each user can only submit one review per product.',
  submitted: 'Review submitted successfully!',
  submitFailed: 'Failed to submit review',
  fetchFailed: 'Failed to fetch reviews',
  // Our own texts: the original requirements word none of these.
  commentLength: 'Your review must be between 10 and 2,000 characters',
  nameTooLong: 'Your name must be at most 60 characters',
  invalidProductId: 'Invalid product ID format',
  invalidReviewId: 'Invalid review ID format',
  productNotFound: 'Product not found',
  notFound: 'Review not found',
  notYours: 'You can only change your own review',
  nothingToUpdate: 'Send a rating, comment, user name, longevity, sillage or seasons to update',
  // What a review may say of the scent (issue 31.5); each optional.
  longevity: 'Longevity must be a whole number from 1 to 5',
  sillage: 'Sillage must be a whole number from 1 to 5',
  seasons: 'Seasons must be a list of summer, monsoon, autumn, winter or spring',
  seasonRepeated: 'Each season can be chosen only once',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  tooMany: 'You have written too many reviews in the last hour. Please try again later.',
  helpfulRecorded: 'Thanks for your feedback',
  helpfulAlready: 'You have already marked this review as helpful',
  helpfulWithdrawn: 'Your helpful vote was removed',
  helpfulOwn: 'You cannot mark your own review as helpful',
  hidden: 'Review hidden',
  unhidden: 'Review is visible again',
  helpfulLogin: 'Please log in to mark a review as helpful',
} as const;

export type ReviewField = 'rating' | 'comment' | 'userName' | 'longevity' | 'sillage' | 'seasons';

/** The seasons a review may say a perfume suits, in the order they are stored and shown (India's year, the monsoon its own). */
export const REVIEW_SEASONS = ['summer', 'monsoon', 'autumn', 'winter', 'spring'] as const;
export type ReviewSeason = (typeof REVIEW_SEASONS)[number];

export const SEASON_LABELS: Record<ReviewSeason, string> = {
  summer: 'Summer',
  monsoon: 'Monsoon',
  autumn: 'Autumn',
  winter: 'Winter',
  spring: 'Spring',
};

/** What a review says of the scent itself; each part optional, so reviews written before it stay whole. */
export interface ReviewCharacter {
  /** How long it lasted on the reviewer, 1 to 5 (lib/catalog/character.ts LONGEVITY_STEPS); null when not rated. */
  longevity: number | null;
  /** How far it carried, 1 to 5 (SILLAGE_STEPS); null when not rated. */
  sillage: number | null;
  seasons: ReviewSeason[];
}

/** A reading of an optional field: its value, or the message saying why it is not one. */
export type ReviewReading<T> = { ok: true; value: T } | { ok: false; message: string };

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

// ASCII control characters other than tab (09) and line feed (0A); CR is normalised first.
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Plain text as typed, minus control characters; a name stays on one line and also loses bidi
 * controls and zero-width characters (lib/text/invisible.ts), as every person's name does.
 */
export function cleanReviewText(value: unknown, multiline: boolean): string {
  if (typeof value !== 'string') return '';
  let text = value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');
  if (!multiline) text = stripInvisibleChars(text).replace(/\s+/g, ' ');
  return text.trim();
}

/** A whole number 1–5; numeric strings ("4") are read as numbers, as form posts send them. Null when it is not one. */
export function readReviewRating(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/**
 * Longevity or sillage: null (not rated) when left out, null or blank ("Not sure" in a form post),
 * else a whole number 1–5 read as readReviewRating reads a rating.
 */
export function readReviewScale(raw: unknown, field: 'longevity' | 'sillage'): ReviewReading<number | null> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { ok: true, value: null };
  const n = readReviewRating(raw);
  return n === null ? { ok: false, message: REVIEW_MESSAGES[field] } : { ok: true, value: n };
}

/**
 * The seasons: a list of distinct REVIEW_SEASONS (any case), given back in REVIEW_SEASONS' order
 * so two reviews saying the same read the same; left out or null is none. A repeat is refused
 * rather than folded: a client that sends one has a bug worth hearing about.
 */
export function readReviewSeasons(raw: unknown): ReviewReading<ReviewSeason[]> {
  if (raw === undefined || raw === null) return { ok: true, value: [] };
  if (!Array.isArray(raw) || raw.length > REVIEW_SEASONS.length) return { ok: false, message: REVIEW_MESSAGES.seasons };
  const chosen = new Set<ReviewSeason>();
  for (const item of raw) {
    const season = typeof item === 'string' ? REVIEW_SEASONS.find((s) => s === item.trim().toLowerCase()) : undefined;
    if (!season) return { ok: false, message: REVIEW_MESSAGES.seasons };
    if (chosen.has(season)) return { ok: false, message: REVIEW_MESSAGES.seasonRepeated };
    chosen.add(season);
  }
  return { ok: true, value: REVIEW_SEASONS.filter((s) => chosen.has(s)) };
}

/** Longevity, sillage and seasons read together, with the first problem of each field. */
export function readReviewCharacter(input: { longevity?: unknown; sillage?: unknown; seasons?: unknown }): {
  value: ReviewCharacter;
  errors: Partial<Record<'longevity' | 'sillage' | 'seasons', string>>;
} {
  const longevity = readReviewScale(input.longevity, 'longevity');
  const sillage = readReviewScale(input.sillage, 'sillage');
  const seasons = readReviewSeasons(input.seasons);
  const errors: Partial<Record<'longevity' | 'sillage' | 'seasons', string>> = {};
  if (!longevity.ok) errors.longevity = longevity.message;
  if (!sillage.ok) errors.sillage = sillage.message;
  if (!seasons.ok) errors.seasons = seasons.message;
  return {
    value: { longevity: longevity.ok ? longevity.value : null, sillage: sillage.ok ? sillage.value : null, seasons: seasons.ok ? seasons.value : [] },
    errors,
  };
}

/** What is wrong with a comment (cleaned by cleanReviewText): its length, or nothing. */
export function reviewCommentProblem(comment: string): string | null {
  const n = charCount(comment);
  return n < REVIEW_LIMITS.commentMin || n > REVIEW_LIMITS.commentMax ? REVIEW_MESSAGES.commentLength : null;
}

/** What is wrong with a reviewer's name (cleaned by cleanReviewText): missing, too long, or nothing. */
export function reviewNameProblem(name: string): string | null {
  if (!name) return REVIEW_MESSAGES.fillAll;
  return charCount(name) > REVIEW_LIMITS.nameMax ? REVIEW_MESSAGES.nameTooLong : null;
}

/**
 * The form's checks: the server's rules above, the first problem per field. A blank comment
 * says "Please fill in all fields" as a blank name does.
 */
export function checkReviewForm(
  input: { rating: number; comment: string; userName: string } & Partial<Record<'longevity' | 'sillage' | 'seasons', unknown>>,
): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = { ...readReviewCharacter(input).errors };
  const comment = cleanReviewText(input.comment, true);
  const set = (field: ReviewField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  set('rating', readReviewRating(input.rating) === null ? REVIEW_MESSAGES.rating : null);
  set('userName', reviewNameProblem(cleanReviewText(input.userName, false)));
  set('comment', comment ? reviewCommentProblem(comment) : REVIEW_MESSAGES.fillAll);
  return errors;
}
