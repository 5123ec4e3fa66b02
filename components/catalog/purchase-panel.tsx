'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Heart, Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Quantity selector (min 1, max stock) and the buy buttons. The cart issue wires Add to Cart,
 * Quick Add and the heart to the server cart; until then they stay disabled rather than pretend.
 */
export function PurchasePanel({ stock, name }: { stock: number; name: string }) {
  const [qty, setQty] = useState(1);
  const out = stock <= 0;
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(stock, 1), Math.floor(n) || 1));
  return (
    <div className="space-y-4">
      {!out ? (
        <div className="flex items-center gap-3">
          <span id="qty-label" className="text-sm font-medium">
            Quantity
          </span>
          <div className="flex items-center rounded-md border border-input bg-card" role="group" aria-labelledby="qty-label">
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center disabled:opacity-40"
              onClick={() => setQty((q) => clamp(q - 1))}
              disabled={qty <= 1}
              aria-label="Decrease quantity"
            >
              <Minus aria-hidden className="h-4 w-4" />
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={stock}
              value={qty}
              onChange={(e) => setQty(clamp(Number(e.target.value)))}
              aria-label={`Quantity of ${name}`}
              className="h-11 w-14 border-x border-input bg-transparent text-center text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center disabled:opacity-40"
              onClick={() => setQty((q) => clamp(q + 1))}
              disabled={qty >= stock}
              aria-label="Increase quantity"
            >
              <Plus aria-hidden className="h-4 w-4" />
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" disabled className="min-w-44" title={out ? undefined : 'Cart opens soon'}>
          {out ? 'Out of Stock' : 'Add to Cart'}
        </Button>
        <Button size="lg" variant="outline" disabled title={out ? undefined : 'Cart opens soon'}>
          Quick Add
        </Button>
        <Button size="lg" variant="ghost" disabled aria-label={`Add ${name} to wishlist`} title="Wishlist opens soon">
          <Heart aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      <Link href="/cart" className="inline-block text-sm underline underline-offset-4 hover:text-gold-deep">
        View Cart
      </Link>
    </div>
  );
}
