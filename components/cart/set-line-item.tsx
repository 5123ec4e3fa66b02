'use client';

import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { BagSetLine } from '@/lib/discovery/types';
import { formatInr, rupeesToPaise } from '@/lib/money';

/** A discovery set in the bag: one line at the set's price, its chosen scents listed; removed whole. */
export function SetLineItem({ set, onRemove }: { set: BagSetLine; onRemove: () => void }) {
  const nameId = useId();
  const name = `Discovery set of ${set.setSize} travel sprays`;
  return (
    <li aria-labelledby={nameId} className="flex gap-4 py-6 sm:gap-6">
      <div aria-hidden className="flex aspect-[4/5] w-24 shrink-0 items-center justify-center rounded-md border border-border bg-cream font-display text-3xl sm:w-28">
        {set.setSize}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">Discovery set</p>
        <h3 id={nameId} className="mt-1 text-xl leading-snug font-medium">
          {name}
        </h3>
        <ul className="mt-2 space-y-1 text-sm text-muted-foreground" aria-label={`Scents in your set of ${set.setSize}`}>
          {set.items.map((item) => (
            <li key={item.variantId}>
              {item.slug ? (
                <Link href={`/products/${item.slug}`} className="underline-offset-4 hover:underline">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}{' '}
              · 10 ml{item.inStock ? '' : <span className="font-medium text-destructive"> · sold out: remove the set and build it again</span>}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center justify-between gap-4">
          <p className="font-medium">{formatInr(rupeesToPaise(set.price))}</p>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden className="size-4" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
