/*
 * What a claim says to the shopper and the back office, with the limits those texts quote. No
 * imports: the report form bundles this file. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */

export const CLAIM_LIMITS = {
  descriptionMin: 10,
  descriptionMax: 2000,
  noteMax: 1000,
  images: 5,
  videos: 1,
  /** How long the store gives itself to answer an open claim, shown as "time left" in the back office. */
  answerHours: 48,
} as const;

export const CLAIM_MESSAGES = {
  windowClosed: (hours: number) => `Problems must be reported within ${hours} hours of delivery; this order's window has closed`,
  notDelivered: 'A problem can be reported once the order has been delivered',
  alreadyOpen: 'This order already has a reported problem waiting for our answer; we will reply to it first',
  alreadyDecided: 'This claim has already been answered',
  notFound: 'Claim not found',
  invalidId: 'Invalid claim ID format',
  lineNotInOrder: 'Choose lines from this order',
  sampleNotClaimable: 'A free sample cannot be claimed: choose the bottles that arrived wrong, damaged or leaking.',
  tooMany: (name: string, left: number) =>
    left <= 0 ? `${name} has already been claimed in full` : `Only ${left} of ${name} can still be claimed`,
  duplicateLine: 'Each line may be listed once',
  linesRequired: 'Choose at least one item and how many',
  reason: 'Choose what went wrong: wrong product, damaged or leaking',
  description: `Describe the problem in ${CLAIM_LIMITS.descriptionMin}–${CLAIM_LIMITS.descriptionMax} characters`,
  mediaRequired: 'Add 1 to 5 photos or one short video',
  mediaMix: 'Add photos or one video, not both',
  tooManyImages: `Add at most ${CLAIM_LIMITS.images} photos`,
  tooManyVideos: 'Add one video at most',
  mediaNotOwn: 'Upload the photos or video through this page first',
  decision: 'Choose replace, refund or reject',
  noteRequired: 'Say why the claim is not accepted: the customer reads it',
  noteLong: `Keep the note under ${CLAIM_LIMITS.noteMax} characters`,
  nothingToRefund: 'Nothing is left to refund on this order',
  lineGone: (name: string) => `${name} is no longer sold, so it cannot be replaced; refund it instead`,
  created: `Thank you. We have your report and will answer within ${CLAIM_LIMITS.answerHours} hours.`,
  replaced: (orderNumber: string) => `Replacement order ${orderNumber} created; ship it from the orders screen`,
  refunded: (amount: string) => `Refund of ${amount} initiated`,
  rejected: 'Claim rejected; the customer has been told why',
} as const;
