'use client';

import { useRef, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch } from '@/lib/client/api';
import { readApiError } from './api-errors';
import { ACCOUNT_UI_MESSAGES } from './messages';

/** 'Resend verification email' for an unverified address; the answer stays on screen as well. */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const sending = useRef(false);

  async function resend() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const res = await apiFetch<unknown>('/api/v1/auth/resend-confirmation', { method: 'POST', body: { email } });
      const message = res.message ?? `A new verification link is on its way to ${email}.`;
      setSent(message);
      toastSuccess(message);
    } catch (err) {
      toastError(readApiError(err, ACCOUNT_UI_MESSAGES.resendFailed).message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <BusyButton
        busy={busy}
        busyLabel="Sending..."
        icon={<MailCheck aria-hidden />}
        variant="outline"
        size="sm"
        onClick={resend}
        className="w-full"
      >
        Resend verification email
      </BusyButton>
      <p role="status" className="text-xs leading-relaxed text-muted-foreground">
        {sent ?? ''}
      </p>
    </div>
  );
}
