import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils/cn';
import { BADGE_TONE_CLASSES, orderStatusLook, paymentStatusLook, type StatusLook } from './format';

// variant={null} keeps Badge's shape without its colours: cn does not resolve conflicting classes.
function ToneBadge({ look, className, srPrefix }: { look: StatusLook; className?: string; srPrefix: string }) {
  return (
    <Badge variant={null} className={cn(BADGE_TONE_CLASSES[look.tone], className)}>
      <span className="sr-only">{srPrefix} </span>
      {look.label}
    </Badge>
  );
}

export function OrderStatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  return <ToneBadge look={orderStatusLook(status)} className={className} srPrefix="Order status:" />;
}

/** `orderStatus` lets a cancelled, never-paid order say "No payment taken" rather than "Pending". */
export function PaymentStatusBadge({
  status,
  orderStatus,
  className,
}: {
  status: string | null | undefined;
  orderStatus?: string | null;
  className?: string;
}) {
  return <ToneBadge look={paymentStatusLook(status, orderStatus)} className={className} srPrefix="Payment status:" />;
}
