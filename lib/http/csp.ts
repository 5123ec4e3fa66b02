/*
 * The pages' Content Security Policy. next.config.ts sends it with UploadThing's own ingest hosts,
 * fixed when the app is built; proxy.ts sends it with another ingest origin when the server was
 * started pointed at one (the tests' stand-in), so one build serves both. No imports: next.config.ts
 * and the proxy both load it.
 */

type Source = Record<string, string | undefined>;

// Browsers PUT direct uploads to UploadThing's ingest servers (https://<region>.ingest.uploadthing.com).
const UPLOADTHING_INGEST = 'https://*.ingest.uploadthing.com';

/**
 * The origin UPLOADTHING_INGEST_URL points the UploadThing SDK at instead of UploadThing's own
 * servers (only the tests' stand-in does), or null when it is unset or not a URL (the SDK then
 * cannot upload there either).
 */
export function ingestOriginOverride(source: Source = process.env): string | null {
  const raw = source.UPLOADTHING_INGEST_URL?.trim();
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

/**
 * Cashfree's browser SDK loads from sdk.cashfree.com and talks to its API hosts; UploadThing takes
 * direct uploads; nothing else outside the store is allowed. Uploaded photos are shown through the
 * image optimiser (/_next/image), so img-src needs no UploadThing host. Next's App Router streams
 * inline scripts, hence 'unsafe-inline' (docs/security.md).
 */
export function pagePolicy({ development = false, ingestOrigin = null }: { development?: boolean; ingestOrigin?: string | null } = {}): string {
  return [
    "default-src 'self'",
    // React's development build needs eval for its debugging aids; production never gets it.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''} https://sdk.cashfree.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // A claim's short video plays from the store (/uploads) or from UploadThing's file host.
    "media-src 'self' https://*.ufs.sh",
    `connect-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com ${UPLOADTHING_INGEST}${ingestOrigin ? ` ${ingestOrigin}` : ''}`,
    // cashfree-js's README lists these frame hosts (its checkout frames load from payments[-test]).
    "frame-src 'self' https://sdk.cashfree.com https://api.cashfree.com https://sandbox.cashfree.com https://payments.cashfree.com https://payments-test.cashfree.com",
    "form-action 'self' https://api.cashfree.com https://sandbox.cashfree.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** True for the store's own uploaded files, which keep their own policy (lib/storage/upload-headers.ts). */
export function isUploadsPath(pathname: string): boolean {
  return /^\/uploads(?:\/|$)/i.test(pathname);
}
