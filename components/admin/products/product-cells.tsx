import { Badge } from '@/components/ui/badge';
import { Img } from '@/components/ui/img';
import type { AdminProductDto } from '@/lib/catalog/admin-dto';
import { LOW_STOCK_BELOW } from '@/lib/catalog/messages';
import { formatInr } from '@/lib/money';
import type { WaitingSize } from '@/lib/stock-alerts/types';

/* The products list's cells (components/admin/products/products-manager.tsx lays them out). */

const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

export function ProductCell({ product: p }: { product: AdminProductDto }) {
  return (
    <span className="flex min-w-56 items-start gap-3">
      <span className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md border border-border bg-cream">
        <Img src={p.images[0] ?? PLACEHOLDER_IMAGE} alt="" width={48} height={60} sizes="48px" className="size-full object-cover" />
      </span>
      <span className="min-w-0">
        <span className="block font-medium break-words">{p.name || 'Unnamed Product'}</span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{p.description[0] ?? 'No description'}</span>
        {p.isFeatured ? (
          <Badge variant="secondary" className="mt-1">
            Featured
          </Badge>
        ) : null}
      </span>
    </span>
  );
}

export function PriceCell({ product: p }: { product: AdminProductDto }) {
  const sizes = p.sizes.length;
  return (
    // relative: the sr-only text is absolutely placed, and must stay inside the table's scroll box.
    <span className="relative flex flex-col tabular-nums">
      <span className="font-medium whitespace-nowrap">
        {sizes > 1 ? <span className="font-normal text-muted-foreground">from </span> : null}
        {formatInr(sizes > 1 ? Math.round(p.fromPrice * 100) : p.pricePaise)}
      </span>
      {/* Narrow, so the list fits 1,440 px with its actions: the sizes wrap under the price. */}
      {sizes > 1 ? <span className="max-w-28 text-xs text-muted-foreground">{sizes} sizes: {p.sizes.map((s) => `${s.volumeMl} ml`).join(', ')}</span> : null}
      {sizes <= 1 && p.originalPricePaise != null && p.originalPricePaise !== p.pricePaise ? (
        <s className="text-xs text-muted-foreground">
          <span className="sr-only">Original price </span>
          {formatInr(p.originalPricePaise)}
        </s>
      ) : null}
    </span>
  );
}

/** The product's stock over all its sizes, and each size's when there are several. */
export function StockCell({ product: p }: { product: AdminProductDto }) {
  return (
    <span className="flex flex-col gap-1">
      <StockBadge stock={p.totalStock} />
      {p.sizes.length > 1 ? (
        <ul className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
          {p.sizes.map((s) => (
            <li key={s._id}>{`${s.volumeMl} ml: ${s.stock.toLocaleString('en-IN')}`}</li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

function StockBadge({ stock }: { stock: number }) {
  // Red at 0, orange under LOW_STOCK_BELOW (20), green otherwise; the words carry it too.
  const level = stock === 0 ? 'out' : stock < LOW_STOCK_BELOW ? 'low' : 'good';
  const variant = level === 'out' ? 'destructive' : level === 'low' ? 'warning' : 'success';
  const words = level === 'out' ? 'Out of stock' : level === 'low' ? 'Low stock' : 'In stock';
  return (
    <span className="flex flex-col gap-1">
      <Badge variant={variant} className="tabular-nums">
        {stock.toLocaleString('en-IN')}
      </Badge>
      <span className="text-xs text-muted-foreground">{words}</span>
    </span>
  );
}

/** Who asked to hear when a size is back (lib/stock-alerts), per size; a dash when nobody. */
export function WaitingCell({ sizes }: { sizes: WaitingSize[] | undefined }) {
  if (!sizes?.length)
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">Nobody waiting</span>
      </span>
    );
  return (
    <ul className="flex flex-col gap-0.5 text-sm tabular-nums">
      {sizes.map((s) => (
        <li key={s.variantId}>
          {s.label}: {s.waiting.toLocaleString('en-IN')} waiting
        </li>
      ))}
    </ul>
  );
}
