'use client';

import { Link } from '@/components/ui/link';
import { CircleAlert, ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { formatInr } from '@/lib/money';
import { CART_LOAD_ERROR, useCart } from './cart-provider';
import { BagChanges } from './bag-changes';
import { CartLineItem } from './cart-line-item';
import { CartSkeleton } from './cart-skeleton';
import { CART_EMPTY_HEADING_ID, ClearCartDialog } from './clear-cart-dialog';
import { itemsLabel } from './cart-model';
import { OrderSummary } from './order-summary';
import { SetLineItem } from './set-line-item';

function EmptyCart() {
  return (
    <StatePanel
      headingId={CART_EMPTY_HEADING_ID}
      focusableHeading
      icon={ShoppingBag}
      title="Your cart is empty"
      actions={
        <Button asChild size="lg" className="mt-8">
          <Link href="/products">Start Shopping</Link>
        </Button>
      }
    >
      Discover our collection and find a fragrance that feels like yours. Shipping is free across India.
    </StatePanel>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatePanel
      headingId="cart-error-heading"
      icon={CircleAlert}
      tone="error"
      title="Something went wrong"
      actions={
        <Button className="mt-6" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {CART_LOAD_ERROR}
    </StatePanel>
  );
}

/** The cart body: loading, error, empty, or the lines beside the order summary. */
export function CartContents() {
  const { status, rows, sets, removeSet, totals, interacted, retry } = useCart();
  const visible = rows.filter((row) => !row.removing);

  let announcement = '';
  if (interacted && status === 'ready') {
    announcement =
      totals.itemCount === 0
        ? 'Your cart is empty.'
        : `Cart updated: ${itemsLabel(totals.itemCount)}, total ${formatInr(totals.totalPaise)}.`;
  }

  return (
    <div className="container-page py-10 sm:py-14">
      {/* Mounted from the start so screen readers are listening before the first change. */}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === 'loading' ? (
        <CartSkeleton />
      ) : status === 'error' ? (
        <LoadError onRetry={retry} />
      ) : visible.length === 0 && sets.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
        <BagChanges on="bag" />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-14">
          <section aria-labelledby="cart-items-heading">
            <div className="flex items-baseline justify-between gap-4 border-b border-border pb-4">
              <h2 id="cart-items-heading" className="text-2xl font-medium sm:text-3xl">
                Shopping Bag
              </h2>
              <p className="text-sm text-muted-foreground">{itemsLabel(totals.itemCount)}</p>
            </div>
            <ul aria-labelledby="cart-items-heading" className="divide-y divide-border">
              {visible.map((row) => (
                <CartLineItem key={row.key} row={row} />
              ))}
              {sets.map((set) => (
                <SetLineItem key={set._id} set={set} onRemove={() => removeSet(set)} />
              ))}
            </ul>
          </section>
          <OrderSummary />
        </div>
        </>
      )}
      {/* Mounted while the cart shows, trigger or not: an emptied cart's dialog still closes
          properly and hands focus to the empty state. */}
      {status === 'ready' ? (
        <div className={visible.length + sets.length > 0 ? 'mt-8' : undefined}>
          <ClearCartDialog showTrigger={visible.length + sets.length > 0} />
        </div>
      ) : null}
    </div>
  );
}
