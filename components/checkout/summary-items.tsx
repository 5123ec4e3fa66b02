import { Link } from '@/components/ui/link';
import { TriangleAlert } from 'lucide-react';
import { Img } from '@/components/ui/img';
import type { CartView } from '@/lib/cart/types';
import { sizeLabel } from '@/lib/catalog/sizes';
import { formatInr, rupeesToPaise } from '@/lib/money';

const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

export interface SummaryLine {
  key: string;
  name: string;
  brand: string | null;
  /** "50 ml": two sizes of one perfume are two lines. */
  size: string;
  image: string;
  quantity: number;
  /** Rupees. */
  lineTotal: number;
  /** Stock no longer covers the quantity. */
  short: boolean;
  stock: number;
}

/** The lines checkout can sell, and how many it cannot (deleted or withdrawn products). */
export function summaryLines(cart: CartView): { lines: SummaryLine[]; unavailable: number } {
  const quantities = new Map(cart.items.map((line) => [line._id, line.quantity]));
  const lines: SummaryLine[] = [];
  let unavailable = 0;
  for (const d of cart.itemsWithDetails) {
    const p = d.product;
    if (!d.productAvailable || !p) {
      unavailable++;
      continue;
    }
    const quantity = quantities.get(d.lineId) ?? 0;
    lines.push({
      key: d.lineId,
      name: p.name,
      brand: p.brand,
      size: sizeLabel(d.size ?? p),
      image: p.images[0] ?? PLACEHOLDER_IMAGE,
      quantity,
      lineTotal: d.itemTotal,
      short: !d.inStock,
      stock: d.maxQuantity,
    });
  }
  // A discovery set is one line: its scents stand where a size would.
  for (const set of cart.sets ?? []) {
    lines.push({
      key: set._id,
      name: `Discovery set of ${set.setSize} travel sprays`,
      brand: 'Discovery set',
      size: set.items.map((i) => i.name).join(', '),
      image: PLACEHOLDER_IMAGE,
      quantity: 1,
      lineTotal: set.price,
      short: !set.available,
      stock: set.available ? 1 : 0,
    });
  }
  return { lines, unavailable };
}

/**
 * The order summary's items, rendered on the server and handed to the client form as a slot:
 * the pictures cost the browser no JavaScript.
 */
export function SummaryItems({ lines, unavailable }: { lines: readonly SummaryLine[]; unavailable: number }) {
  const short = lines.filter((l) => l.short);
  return (
    <div className="space-y-4">
      <ul aria-label="Items in your order" className="divide-y divide-border">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3 py-3 first:pt-0">
            <div className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md border border-border bg-cream">
              <Img src={line.image} alt="" width={56} height={70} sizes="56px" className="h-full w-full object-cover" />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              {line.brand ? <p className="text-xs tracking-wide text-muted-foreground uppercase">{line.brand}</p> : null}
              <p className="leading-snug font-medium break-words">{line.name}</p>
              <p className="text-muted-foreground">
                {line.size} · Qty {line.quantity}
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums">{formatInr(rupeesToPaise(line.lineTotal))}</p>
          </li>
        ))}
      </ul>
      {short.length > 0 || unavailable > 0 ? (
        <div className="flex gap-2 rounded-md border border-warning/30 bg-warning/5 p-3 text-sm text-warning">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="space-y-1">
            {short.map((l) => (
              <p key={l.key}>
                {l.stock > 0 ? `${l.name} (${l.size}): only ${l.stock} left in stock.` : `${l.name} (${l.size}) is out of stock.`}
              </p>
            ))}
            {unavailable > 0 ? (
              <p>
                {unavailable === 1 ? 'One item in your cart is' : `${unavailable} items in your cart are`} no longer available.
              </p>
            ) : null}
            <p>
              <Link href="/cart" className="font-medium underline underline-offset-4">
                Update your cart
              </Link>{' '}
              before you pay.
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
