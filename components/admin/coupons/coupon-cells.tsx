import { Badge } from '@/components/ui/badge';
import type { AdminCouponDto } from '@/lib/coupons/admin';
import { COUPON_STATUS_LABELS, formatIstDay } from '@/lib/coupons/admin-rules';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { cn } from '@/lib/utils/cn';

/** '15% off' or '₹300 off', with the minimum and cap underneath. */
export function DiscountCell({ coupon }: { coupon: AdminCouponDto }) {
  const main =
    coupon.discountType === 'percentage' ? `${coupon.discountValue}% off` : `${formatInr(rupeesToPaise(coupon.discountValue))} off`;
  const notes: string[] = [];
  if (coupon.minOrderAmount) notes.push(`Min ${formatInr(rupeesToPaise(coupon.minOrderAmount))}`);
  if (coupon.discountType === 'percentage' && coupon.maxDiscountAmount) notes.push(`Up to ${formatInr(rupeesToPaise(coupon.maxDiscountAmount))}`);
  return (
    <div className="min-w-24">
      <p className="font-semibold tabular-nums">{main}</p>
      {notes.length ? <p className="mt-0.5 text-xs text-muted-foreground">{notes.join(' · ')}</p> : null}
    </div>
  );
}

/** The expiry day, in red once past (with words too: colour is never the only signal). */
export function ExpiryCell({ coupon }: { coupon: AdminCouponDto }) {
  const expired = coupon.status === 'expired';
  return (
    <div className="relative min-w-28">
      <p className={cn('tabular-nums', expired && 'font-medium text-destructive')}>
        <time dateTime={coupon.expiryDate}>{formatIstDay(coupon.expiryDate)}</time>
        {expired ? <span className="sr-only"> (past)</span> : null}
      </p>
      {coupon.status === 'scheduled' && coupon.startDate ? (
        <p className="mt-0.5 text-xs text-muted-foreground">
          Starts <time dateTime={coupon.startDate}>{formatIstDay(coupon.startDate)}</time>
        </p>
      ) : null}
    </div>
  );
}

/** used/limit with a bar; the bar is decoration, the text says it all. */
export function UsageCell({ coupon }: { coupon: AdminCouponDto }) {
  const limit = coupon.usageLimit;
  const percent = limit ? Math.min(100, Math.round((coupon.usedCount / limit) * 100)) : 0;
  const full = limit != null && coupon.usedCount >= limit;
  return (
    <div className="w-32">
      <p className="text-sm tabular-nums">
        {coupon.usedCount.toLocaleString('en-IN')} / {limit == null ? 'Unlimited' : limit.toLocaleString('en-IN')}
        {limit != null ? <span className="text-muted-foreground"> ({percent}%)</span> : null}
      </p>
      <div aria-hidden className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-cream">
        <div
          className={cn('h-full rounded-full', full ? 'bg-destructive' : percent >= 80 ? 'bg-warning' : 'bg-gold-deep')}
          style={{ width: `${limit == null ? 0 : percent}%` }}
        />
      </div>
      {full ? <p className="mt-1 text-xs font-medium text-destructive">Limit reached</p> : null}
    </div>
  );
}

export function CouponStatusBadge({ coupon }: { coupon: AdminCouponDto }) {
  const variant = coupon.status === 'expired' ? 'destructive' : coupon.status === 'active' ? 'success' : coupon.status === 'scheduled' ? 'warning' : 'secondary';
  return <Badge variant={variant}>{COUPON_STATUS_LABELS[coupon.status]}</Badge>;
}

/** 'Not listed' and 'First order only' under the code, so the table says who a code is for. */
export function CouponAudience({ coupon }: { coupon: AdminCouponDto }) {
  if (coupon.isPublic && !coupon.firstOrderOnly) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {coupon.isPublic ? null : <Badge variant="secondary">Not listed</Badge>}
      {coupon.firstOrderOnly ? <Badge variant="secondary">First order only</Badge> : null}
    </div>
  );
}
