import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { FormMessage } from './fields';

interface ResendActionsProps {
  /** 'Resend Reset Email', 'Resend Verification Email'. */
  label: string;
  busy: boolean;
  disabled?: boolean;
  notice: string | null;
  error: string | null;
  onResend: () => void;
}

/** Under a "check your email" card: what the last send said, send again, and the way back to sign in. */
export function ResendActions({ label, busy, disabled, notice, error, onResend }: ResendActionsProps) {
  return (
    <div className="mt-6 space-y-3">
      <FormMessage message={notice} tone="success" />
      <FormMessage message={error} />
      <BusyButton busy={busy} busyLabel="Sending..." size="lg" className="w-full" disabled={disabled} onClick={onResend}>
        {label}
      </BusyButton>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href="/login">Back to Login</Link>
      </Button>
    </div>
  );
}
