import Link from 'next/link';
import { PackageX, ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CHECKOUT_MESSAGES as M } from './messages';

/** Nothing to check out: the empty-cart screen. */
export function EmptyCheckout() {
  return (
    <section aria-labelledby="checkout-empty-heading" className="mx-auto max-w-xl py-6 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-cream text-gold-deep">
        <ShoppingBag aria-hidden className="size-7" strokeWidth={1.5} />
      </span>
      <h2 id="checkout-empty-heading" className="mt-5 text-3xl font-medium">
        {M.emptyCart}
      </h2>
      <p className="mt-3 text-muted-foreground">Add a fragrance to your cart to check out. Shipping is free across India.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/products">Browse Collections</Link>
      </Button>
    </section>
  );
}

/** Lines in the cart, none of them still sold: send the shopper to tidy the cart. */
export function NothingAvailable() {
  return (
    <section aria-labelledby="checkout-unavailable-heading" className="mx-auto max-w-xl py-6 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-cream text-gold-deep">
        <PackageX aria-hidden className="size-7" strokeWidth={1.5} />
      </span>
      <h2 id="checkout-unavailable-heading" className="mt-5 text-3xl font-medium">
        Nothing to check out
      </h2>
      <p className="mt-3 text-muted-foreground">
        The items in your cart are no longer available. Remove them and add something new to check out.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/cart">Go to Cart</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/products">Browse Collections</Link>
        </Button>
      </div>
    </section>
  );
}
