import { Badge } from '@/components/ui/badge';
import type { EmailStatus } from '@/lib/email/types';

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Logged',
  suppressed: 'Suppressed',
};

const variants = {
  pending: 'warning',
  sent: 'success',
  failed: 'destructive',
  logged: 'secondary',
  suppressed: 'secondary',
} as const satisfies Record<EmailStatus, 'warning' | 'success' | 'destructive' | 'secondary'>;

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge variant={variants[status]}>{EMAIL_STATUS_LABELS[status]}</Badge>;
}
