import { stripInvisibleChars } from '../text/invisible';

/*
 * Review texts and limits shared by the API, the domain code and the review form.
 * The form (a client chunk) bundles this file: nothing that pulls in zod may be imported here.
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
  nothingToUpdate: 'Send a rating, comment or user name to update',
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

export type ReviewField = 'rating' | 'comment' | 'userName';

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

/**
 * The form's checks, in the order the server makes them, so the browser shows the same
 * message the API would answer with. Returns the first problem per field.
 */
export function checkReviewForm(input: { rating: number; comment: string; userName: string }): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  const comment = cleanReviewText(input.comment, true);
  const userName = cleanReviewText(input.userName, false);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) errors.rating = REVIEW_MESSAGES.rating;
  if (!userName) errors.userName = REVIEW_MESSAGES.fillAll;
  else if (charCount(userName) > REVIEW_LIMITS.nameMax) errors.userName = REVIEW_MESSAGES.nameTooLong;
  if (!comment) errors.comment = REVIEW_MESSAGES.fillAll;
  else if (charCount(comment) < REVIEW_LIMITS.commentMin || charCount(comment) > REVIEW_LIMITS.commentMax) errors.comment = REVIEW_MESSAGES.commentLength;
  return errors;
}
