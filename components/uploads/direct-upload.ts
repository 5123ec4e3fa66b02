import { generateReactHelpers } from '@uploadthing/react';
import type { UploadRouter } from '@/lib/uploads/file-router';

/*
 * The browser's side of direct uploads: asks /api/uploadthing for signed URLs and sends each file
 * straight to UploadThing. Imported on demand (import()) by the admin product form and the account
 * photo when the server says UploadThing is on, so no page carries this code otherwise.
 */

const { uploadFiles } = generateReactHelpers<UploadRouter>({ url: '/api/uploadthing' });

export type DirectEndpoint = 'productImage' | 'profilePhoto' | 'claimEvidence';

/** A refusal to show as it is; forms tell it from other failures by its name (no static import of this module). */
class DirectUploadError extends Error {
  override name = 'DirectUploadError';
}

/**
 * Uploads the files and returns their URLs in order. Throws a DirectUploadError whose message is
 * the store's (a refused type or size, not signed in…) or `fallback`.
 */
export async function uploadDirect(endpoint: DirectEndpoint, files: File[], fallback: string, signal?: AbortSignal): Promise<string[]> {
  let results;
  try {
    results = await uploadFiles(endpoint, { files, signal });
  } catch (e) {
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
    throw new DirectUploadError(e instanceof Error && e.message && !/^XHR failed|^Failed to report/.test(e.message) ? e.message : fallback);
  }
  return results.map((r) => {
    const outcome = r.serverData;
    if (!outcome || !outcome.ok) throw new DirectUploadError(outcome && !outcome.ok ? outcome.message : fallback);
    return outcome.url;
  });
}
