import { Link } from '@/components/ui/link';
import { PackageX, ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { CHECKOUT_UI_MESSAGES as M } from './messages';

/** Nothing to check out: the empty-cart screen. */
export function EmptyCheckout() {
  return (
    <StatePanel
      headingId="checkout-empty-heading"
      icon={ShoppingBag}
      title={M.emptyCart}
      actions={
        <Button asChild size="lg" className="mt-8">
          <Link href="/products">Browse Collections</Link>
        </Button>
      }
    >
      Add a fragrance to your cart to check out. Shipping is free across India.
    </StatePanel>
  );
}

/** Lines in the cart, none of them still sold: send the shopper to tidy the cart. */
export function NothingAvailable() {
  return (
    <StatePanel
      headingId="checkout-unavailable-heading"
      icon={PackageX}
      title="Nothing to check out"
      actions={
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/cart">Go to Cart</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/products">Browse Collections</Link>
          </Button>
        </div>
      }
    >
      The items in your cart are no longer available. Remove them and add something new to check out.
    </StatePanel>
  );
}
