/*
 * What an image upload says; a product photo's words are the product form's
 * (lib/catalog/messages.ts). One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */
import { CATALOG_ADMIN_MESSAGES } from '../catalog/messages';

export const STORAGE_MESSAGES = {
  tooLarge: 'Image must be 5 MB or smaller',
  badType: 'Please upload a JPEG, PNG or WebP image',
  missing: 'Please choose an image to upload',
} as const;

export const STORAGE_PRODUCT_MESSAGES = {
  tooLarge: CATALOG_ADMIN_MESSAGES.imageSize,
  badType: CATALOG_ADMIN_MESSAGES.imageType,
} as const;
