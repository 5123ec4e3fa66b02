'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Info, X } from 'lucide-react';
import { useResource } from '@/components/layout/use-resource';
import { CART_MESSAGES } from '@/lib/cart/messages';
import type { BagChange, CartView } from '@/lib/cart/types';
import { apiFetch } from '@/lib/client/api';
import { bag, bagChanged } from '@/lib/client/visitor';

/** A line whose price moved since it was added, or that holds more than is left. */
function differs(cart: CartView | undefined): boolean {
  return (cart?.items ?? []).some((line, i) => {
    const details = cart!.itemsWithDetails[i];
    if (!line.product || !details?.productAvailable) return false;
    const priceMoved = line.originalPrice > 0 && Math.round(line.originalPrice * 100) !== line.product.pricePaise;
    return priceMoved || (details.maxQuantity > 0 && line.quantity > details.maxQuantity);
  });
}

/**
 * Says, once, what changed in the bag since the shopper filled it ("Oud Rasa 100 ml is now ₹4,950,
 * was ₹4,500."; "only 3 left, so we changed your quantity to 3."). The server works the changes
 * out and applies them (POST /api/v1/cart/accept-changes), so the next visit says nothing until
 * something moves again. On the bag (`on="bag"`) it asks when the bag it shows differs; at checkout
 * (`on="checkout"`, rendered on the server) it asks on arrival and renders the page again when
 * something changed, so the summary's totals are the new ones.
 */
export function BagChanges({ on }: { on: 'bag' | 'checkout' }) {
  const router = useRouter();
  const watched = useResource(bag, on === 'bag').data;
  const asked = useRef(false);
  const [changes, setChanges] = useState<BagChange[]>([]);
  const shouldAsk = on === 'checkout' || differs(watched);

  useEffect(() => {
    if (!shouldAsk || asked.current) return;
    asked.current = true;
    void apiFetch<{ changes: BagChange[]; cart: CartView }>('/api/v1/cart/accept-changes', { method: 'POST' })
      .then((res) => {
        const data = res.data;
        if (!data?.changes.length) return;
        setChanges(data.changes);
        bagChanged(data.cart);
        if (on === 'checkout') router.refresh();
      })
      // Nothing is lost: the bag and the order still use the current prices and stock.
      .catch(() => {});
  }, [shouldAsk, on, router]);

  if (!changes.length) return null;
  return (
    <section aria-labelledby="bag-changes-title" className="mb-8 rounded-lg border border-gold/50 bg-cream p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-deep" />
        <div className="flex-1" role="status">
          <h2 id="bag-changes-title" className="text-base font-medium">
            {CART_MESSAGES.bagChangesTitle}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {changes.map((c) => (
              <li key={`${c.lineId}-${c.kind}`}>{c.message}</li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          aria-label="Dismiss these changes"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full outline-hidden hover:bg-sand focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => setChanges([])}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </section>
  );
}
