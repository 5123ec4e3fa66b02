import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from '../catalog/admin-messages';
import { MAX_UPLOAD_BYTES, sniffProductImage, UPLOAD_MESSAGES } from '../storage/images';

/*
 * What the direct-to-UploadThing path accepts. The same rules as the store's own multipart
 * uploads (lib/storage/images.ts, lib/catalog/admin-messages.ts) and the same messages, applied
 * twice: to what the browser declares before UploadThing signs an upload URL, and to the file
 * UploadThing reports having received (its recorded type and size, and its first bytes).
 */

export type UploadPurpose = 'product' | 'avatar';

export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  maxFiles: number;
  messages: { badType: string; tooLarge: string; tooMany: string; missing: string };
}

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  // Product photos may be GIFs (as on the multipart path); UploadThing stores them as they are.
  product: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: PRODUCT_LIMITS.imageBytes,
    maxFiles: PRODUCT_LIMITS.images,
    messages: {
      badType: PRODUCT_MESSAGES.imageType,
      tooLarge: PRODUCT_MESSAGES.imageSize,
      tooMany: PRODUCT_MESSAGES.tooManyImages,
      missing: UPLOAD_MESSAGES.missing,
    },
  },
  avatar: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    messages: {
      badType: UPLOAD_MESSAGES.badType,
      tooLarge: UPLOAD_MESSAGES.tooLarge,
      tooMany: 'Please choose one photo',
      missing: UPLOAD_MESSAGES.missing,
    },
  },
};

export interface DeclaredFile {
  name?: string;
  type: string;
  size: number;
}

/** The first rule a set of files about to be uploaded breaks, as the message to show; null when they may go. */
export function checkDeclaredFiles(purpose: UploadPurpose, files: readonly DeclaredFile[]): string | null {
  const rule = UPLOAD_RULES[purpose];
  if (files.length === 0) return rule.messages.missing;
  if (files.length > rule.maxFiles) return rule.messages.tooMany;
  for (const f of files) {
    if (!rule.types.includes(f.type.toLowerCase())) return rule.messages.badType;
    if (!(f.size > 0)) return rule.messages.missing;
    if (f.size > rule.maxBytes) return rule.messages.tooLarge;
  }
  return null;
}

const KIND_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;

/**
 * The rule a received file breaks, or null. `head` is the file's first bytes as UploadThing
 * serves them: the declared type is the browser's word, the bytes are what people will be shown.
 */
export function checkReceivedFile(purpose: UploadPurpose, file: DeclaredFile, head: Uint8Array | null): string | null {
  const declared = checkDeclaredFiles(purpose, [file]);
  if (declared) return declared;
  const kind = head ? sniffProductImage(head) : null;
  if (!kind || KIND_TYPES[kind] !== file.type.toLowerCase()) return UPLOAD_RULES[purpose].messages.badType;
  return null;
}

/** A URL outside the store (an UploadThing file), as opposed to a seed image or a local upload path. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
