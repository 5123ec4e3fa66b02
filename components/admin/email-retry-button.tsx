'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';

/**
 * Makes a failed email due again; the server sends it right after answering. Then the page's
 * rows are read again: `onRetried` (the list's refresh, which dims the table meanwhile), or
 * router.refresh().
 */
export function EmailRetryButton({ id, recipient, onRetried }: { id: string; recipient: string; onRetried?: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      const res = await apiFetch(`/api/v1/emails/${id}/retry`, { method: 'POST', fallbackMessage: 'The email could not be retried' });
      toastSuccess(res.message ?? 'The email will be sent again');
      (onRetried ?? router.refresh)();
    } catch (err) {
      toastError(errorMessage(err, 'The email could not be retried'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" onClick={retry} disabled={busy} aria-label={`Retry the email to ${recipient}`}>
      <RotateCw aria-hidden className={busy ? 'animate-spin' : undefined} />
      Retry
    </Button>
  );
}
