/*
 * What UploadThing's endpoints say beyond the storage rules: a claim's files, and a received file
 * that cannot be checked. No imports. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */

export const UPLOAD_RECEIVED_MESSAGES = {
  unreadable: 'We could not check the uploaded photo. Please try again.',
  accountGone: 'Your account is no longer active',
} as const;

export const UPLOAD_CLAIM_MESSAGES = {
  badType: 'Please upload JPEG, PNG or WebP photos, or one MP4, MOV or WebM video',
  tooMany: 'Add at most 5 photos',
  videoTooLarge: 'The video must be 32 MB or smaller: a short clip is enough',
  videoAlone: 'Add photos or one video, not both',
} as const;
