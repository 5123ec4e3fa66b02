import { formatInr } from '@/lib/money';
import { cn } from '@/lib/utils/cn';
import { itemsLabel } from '@/components/cart/cart-model';

/**
 * The bag's sums as the bag, the checkout summary and the order confirmation all show them:
 * subtotal, a discount when there is one, gift wrap when chosen, shipping, total. One component, so the three can never
 * word or order them differently. Amounts in paise.
 */
export function TotalsList({
  itemCount,
  subtotalPaise,
  discount,
  giftWrapPaise = 0,
  shippingPaise = 0,
  totalPaise,
  className,
  label,
}: {
  itemCount: number;
  subtotalPaise: number;
  /** Shown when given (a coupon applied), even at ₹0: the shopper sees it was taken. */
  discount?: { label: string; paise: number } | null;
  /** Shown when the order has gift wrap; not reduced by the discount. */
  giftWrapPaise?: number;
  shippingPaise?: number;
  totalPaise: number;
  className?: string;
  label?: string;
}) {
  return (
    <dl aria-label={label} className={cn('space-y-3 text-sm', className)}>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal ({itemsLabel(itemCount)})</dt>
        <dd className="font-medium tabular-nums">{formatInr(subtotalPaise)}</dd>
      </div>
      {discount ? (
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{discount.label}</dt>
          <dd className="font-medium text-success tabular-nums">−{formatInr(discount.paise)}</dd>
        </div>
      ) : null}
      {giftWrapPaise > 0 ? (
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">Gift wrap</dt>
          <dd className="font-medium tabular-nums">{formatInr(giftWrapPaise)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className="font-medium text-success">{shippingPaise === 0 ? 'Free' : formatInr(shippingPaise)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="text-xl font-semibold tabular-nums">{formatInr(totalPaise)}</dd>
      </div>
    </dl>
  );
}
