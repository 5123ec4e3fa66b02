import { PRODUCT_LIMITS, CATALOG_ADMIN_MESSAGES } from '../catalog/messages';
import { MAX_UPLOAD_BYTES, sniffProductImage } from '../storage/images';
import { STORAGE_MESSAGES } from '../storage/messages';
import { UPLOAD_CLAIM_MESSAGES } from './messages';

/*
 * What the direct-to-UploadThing path accepts. The same rules as the store's own multipart
 * uploads (lib/storage/images.ts, lib/catalog/messages.ts) and the same messages, applied
 * twice: to what the browser declares before UploadThing signs an upload URL, and to the file
 * UploadThing reports having received (its recorded type and size, and its first bytes).
 */

export type UploadPurpose = 'product' | 'avatar' | 'claim';

export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  maxFiles: number;
  /** A purpose that also takes one short video instead of photos (a claim): its types and limit. */
  video?: { types: readonly string[]; maxBytes: number; tooLarge: string; notAlone: string };
  messages: { badType: string; tooLarge: string; tooMany: string; missing: string };
}

/** A claim's short video: MP4 (phones, incl. iPhone's QuickTime) or WebM, up to 32 MB. */
export const CLAIM_VIDEO_MAX_BYTES = 32 * 1024 * 1024;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  // Product photos may be GIFs (as on the multipart path); UploadThing stores them as they are.
  product: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: PRODUCT_LIMITS.imageBytes,
    maxFiles: PRODUCT_LIMITS.images,
    messages: {
      badType: CATALOG_ADMIN_MESSAGES.imageType,
      tooLarge: CATALOG_ADMIN_MESSAGES.imageSize,
      tooMany: CATALOG_ADMIN_MESSAGES.tooManyImages,
      missing: STORAGE_MESSAGES.missing,
    },
  },
  avatar: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    messages: {
      badType: STORAGE_MESSAGES.badType,
      tooLarge: STORAGE_MESSAGES.tooLarge,
      tooMany: 'Please choose one photo',
      missing: STORAGE_MESSAGES.missing,
    },
  },
  claim: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: MAX_UPLOAD_BYTES,
    maxFiles: 5,
    video: {
      types: ['video/mp4', 'video/quicktime', 'video/webm'],
      maxBytes: CLAIM_VIDEO_MAX_BYTES,
      tooLarge: UPLOAD_CLAIM_MESSAGES.videoTooLarge,
      notAlone: UPLOAD_CLAIM_MESSAGES.videoAlone,
    },
    messages: {
      badType: UPLOAD_CLAIM_MESSAGES.badType,
      tooLarge: STORAGE_MESSAGES.tooLarge,
      tooMany: UPLOAD_CLAIM_MESSAGES.tooMany,
      missing: 'Please choose a photo or a video to upload',
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
    const type = f.type.toLowerCase();
    if (rule.video?.types.includes(type)) {
      if (files.length > 1) return rule.video.notAlone;
      if (!(f.size > 0)) return rule.messages.missing;
      if (f.size > rule.video.maxBytes) return rule.video.tooLarge;
      continue;
    }
    if (!rule.types.includes(type)) return rule.messages.badType;
    if (!(f.size > 0)) return rule.messages.missing;
    if (f.size > rule.maxBytes) return rule.messages.tooLarge;
  }
  return null;
}

export type VideoKind = 'mp4' | 'webm';

/** What a video's first bytes are: an ISO media file (MP4, MOV: 'ftyp' at byte 4) or WebM (EBML). */
export function sniffVideo(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 8 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
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
  const type = file.type.toLowerCase();
  const video = UPLOAD_RULES[purpose].video;
  if (video?.types.includes(type)) {
    const kind = head ? sniffVideo(head) : null;
    return kind && (kind === 'webm') === (type === 'video/webm') ? null : UPLOAD_RULES[purpose].messages.badType;
  }
  const kind = head ? sniffProductImage(head) : null;
  if (!kind || KIND_TYPES[kind] !== type) return UPLOAD_RULES[purpose].messages.badType;
  return null;
}

/** A URL outside the store (an UploadThing file), as opposed to a seed image or a local upload path. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
