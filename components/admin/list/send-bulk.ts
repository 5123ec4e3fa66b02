'use client';

import { toastError, toastSuccess, toastWarning } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';

/** What a list's bulk endpoint answers (POST /api/v1/coupons/bulk, /api/v1/contact/bulk): one result per id. */
interface BulkAnswer {
  successful: number;
  failed: number;
  results: { id: string; success: boolean; message?: string }[];
}

/**
 * Sends a bulk action from a list's bulk bar and says how it went: a toast for the rows it
 * changed, a warning with the first reason for those it could not. Returns the ids that failed,
 * to keep selected so the admin can see and retry them, or null when the request itself failed
 * (said in a toast too). The caller refreshes the list either way.
 */
export async function sendBulk(
  url: string,
  body: { ids: string[]; action: string },
  texts: { done: (n: number) => string; failed: (n: number) => string; fallback: string },
): Promise<Set<string> | null> {
  try {
    const { data } = await apiFetch<BulkAnswer>(url, { body, fallbackMessage: texts.fallback });
    if (data.successful > 0) toastSuccess(texts.done(data.successful));
    if (data.failed > 0) toastWarning(texts.failed(data.failed), { description: data.results.find((r) => !r.success)?.message });
    return new Set(data.results.filter((r) => !r.success).map((r) => r.id));
  } catch (err) {
    toastError(errorMessage(err, texts.fallback));
    return null;
  }
}

/**
 * Deletes one row from a list's screen and says how it went in a toast. True when it is gone;
 * the caller refreshes the list either way.
 */
export async function sendDelete(url: string, texts: { done: string; fallback: string }): Promise<boolean> {
  try {
    await apiFetch(url, { method: 'DELETE', fallbackMessage: texts.fallback });
    toastSuccess(texts.done);
    return true;
  } catch (err) {
    toastError(errorMessage(err, texts.fallback));
    return false;
  }
}
