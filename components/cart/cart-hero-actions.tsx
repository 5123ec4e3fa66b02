'use client';

import Link from 'next/link';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils/cn';
import { ClearCartDialog } from './clear-cart-dialog';
import { useCart } from './cart-provider';

/** Refresh, Continue Shopping and Clear Cart, sitting in the page hero. */
export function CartHeroActions() {
  const { status, refreshing, rows, reload } = useCart();
  const hasLines = rows.some((row) => !row.removing);
  const busy = status === 'loading' || refreshing;

  return (
    <>
      <Button asChild variant="gold">
        <Link href="/products">
          <ArrowLeft aria-hidden />
          Continue Shopping
        </Link>
      </Button>
      {/* aria-disabled, not disabled: focus stays on the button while it works. */}
      <Button variant="outlineLight" aria-disabled={busy || undefined} onClick={() => !busy && reload()}>
        <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} />
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
      {status === 'ready' ? <ClearCartDialog showTrigger={hasLines} /> : null}
    </>
  );
}
