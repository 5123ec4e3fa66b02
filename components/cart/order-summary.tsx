'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { ArrowRight, BadgeCheck, Loader2, ShieldCheck, Truck } from 'lucide-react';
import { useAuth } from '@/components/auth/session';
import { Button } from '@/components/ui/button';
import { deliveryPromise } from '@/lib/store';
import { useStore } from '@/components/store/store-provider';
import { useCart } from './cart-provider';
import { TotalsList } from '@/components/checkout/totals-list';

const TRUST_BADGES = [
  { icon: ShieldCheck, title: 'Secure payment', text: 'Cards, UPI, net banking and wallets, encrypted end to end' },
  { icon: BadgeCheck, title: '100% authentic', text: 'Every bottle sealed and batch-coded' },
  { icon: Truck, title: 'Free shipping', text: 'On every order, everywhere in India' },
] as const;

export function OrderSummary() {
  const store = useStore();
  const { totals, settle, hasUnsentChanges } = useCart();
  const { status } = useAuth();
  const router = useRouter();
  const [saving, setSaving] = useState(false);

  // A quantity changed less than a second ago is still waiting to be sent: send it and wait,
  // so checkout reads the cart the shopper sees.
  const goToCheckout = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (saving) {
      event.preventDefault();
      return;
    }
    if (!hasUnsentChanges()) return;
    event.preventDefault();
    setSaving(true);
    try {
      await settle();
      router.push('/checkout');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="order-summary-heading" className="lg:sticky lg:top-28">
      <div className="rounded-lg border border-border bg-card p-6 shadow-xs sm:p-8">
        <h2 id="order-summary-heading" className="text-2xl font-medium">
          Order Summary
        </h2>
        <TotalsList
          className="mt-6"
          itemCount={totals.itemCount}
          subtotalPaise={totals.subtotalPaise}
          shippingPaise={totals.shippingPaise}
          totalPaise={totals.totalPaise}
        />
        <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
          Prices include GST. {deliveryPromise(store)}
        </p>

        {totals.purchasable ? (
          <Button asChild size="lg" className="mt-6 w-full">
            <Link href="/checkout" onClick={goToCheckout} aria-disabled={saving || undefined}>
              {saving ? (
                <>
                  <Loader2 aria-hidden className="animate-spin" />
                  Saving your changes…
                </>
              ) : (
                <>
                  Proceed to Checkout
                  <ArrowRight aria-hidden />
                </>
              )}
            </Link>
          </Button>
        ) : (
          <>
            <Button size="lg" className="mt-6 w-full" disabled aria-describedby="checkout-unavailable">
              Proceed to Checkout
            </Button>
            <p id="checkout-unavailable" className="mt-2 text-xs text-muted-foreground">
              The items in your cart are no longer available. Remove them and add something new to check out.
            </p>
          </>
        )}
        {totals.purchasable && status === 'anonymous' ? (
          <p className="mt-3 text-center text-xs text-muted-foreground">You will sign in or create an account at checkout; your bag comes with you.</p>
        ) : null}
        {totals.purchasable && totals.overStock ? (
          <p className="mt-3 text-xs font-medium text-stock-out">
            Some quantities are more than we have in stock. Lower them before you pay.
          </p>
        ) : null}

        <ul className="mt-6 space-y-4 border-t border-border pt-6">
          {TRUST_BADGES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-deep" strokeWidth={1.5} />
              <div className="text-sm">
                <p className="font-medium">{title}</p>
                <p className="text-xs text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
