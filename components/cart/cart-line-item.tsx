'use client';

import { Link } from '@/components/ui/link';
import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { StockLabel } from '@/components/catalog/stock-label';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { formatInr } from '@/lib/money';
import { cn } from '@/lib/utils/cn';
import { sizeLabel, sizeToken } from '@/lib/catalog/sizes';
import type { CartRow } from './cart-model';
import { useCart } from './cart-provider';
import { QuantityStepper } from './quantity-stepper';

const PLACEHOLDER_IMAGE = '/placeholder-product.webp';
const UNAVAILABLE_NAME = 'Product no longer available';
const UNAVAILABLE_LABEL = 'unavailable item';

export function CartLineItem({ row }: { row: CartRow }) {
  const { setQuantity, commitQuantity, remove } = useCart();
  const nameId = useId();
  // A typed quantity above what can be sent is lowered to it: said, not done silently.
  const [cappedAt, setCappedAt] = useState<number | null>(null);
  const product = row.product;
  const name = product?.name ?? UNAVAILABLE_NAME;
  // Two sizes of one perfume are two lines: their controls say which.
  const labelled = product && row.size ? `${name}, ${sizeLabel(row.size)}` : name;
  // Archived or inactive products have no page to go to; a sized line opens its size.
  const href = row.available && product ? `/products/${product.slug}${row.size ? `?size=${sizeToken(row.size.volumeMl)}` : ''}` : null;

  const image = (
    <Img
      src={product?.images[0] ?? PLACEHOLDER_IMAGE}
      alt={name}
      width={112}
      height={140}
      sizes="(min-width: 640px) 112px, 96px"
      className={cn('h-full w-full object-cover', !row.available && 'opacity-60 grayscale')}
    />
  );

  return (
    <li aria-labelledby={nameId} className="flex gap-4 py-6 sm:gap-6">
      <div className="aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-md border border-border bg-cream sm:w-28">
        {href ? (
          // The name link is the stop for keyboards and screen readers; the picture is a pointer-only way in.
          <Link href={href} tabIndex={-1} aria-hidden className="block h-full">
            {image}
          </Link>
        ) : (
          image
        )}
      </div>

      <div className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 sm:gap-x-4 xl:grid-cols-[minmax(0,1fr)_auto_8rem] xl:items-start xl:gap-x-6">
        <div className="col-span-2 min-w-0 xl:col-span-1">
          {product ? <p className="text-xs tracking-wide text-muted-foreground uppercase">{product.brand}</p> : null}
          <h3 id={nameId} className="mt-1 text-xl leading-snug font-medium">
            {href ? (
              <Link href={href} className="underline-offset-4 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {product ? (
            <p className="mt-1 text-sm text-muted-foreground">
              <span className="sr-only">Size </span>
              {sizeLabel(row.size ?? product)} · {product.concentration}
            </p>
          ) : null}

          {row.available && product ? (
            <>
              <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold tabular-nums">{formatInr(row.unitPaise)}</span>
                {row.originalUnitPaise != null ? (
                  <s className="text-muted-foreground tabular-nums">
                    <span className="sr-only">Original price </span>
                    {formatInr(row.originalUnitPaise)}
                  </s>
                ) : null}
                <span className="text-muted-foreground">each</span>
              </p>
              <StockLabel stock={product.stock} className="mt-2" onlyWhenShort />
              {!row.inStock && product.stock > 0 ? (
                <p className="mt-1 text-xs font-medium text-stock-out">
                  Only {row.maxQuantity} available. Lower the quantity to check out.
                </p>
              ) : null}
              <p role="status" className="mt-1 text-xs font-medium text-warning empty:hidden">
                {cappedAt != null && row.inStock ? `We can send ${cappedAt} of these at most, so your bag has ${cappedAt}.` : null}
              </p>
              {row.quantity === 0 ? (
                <p className="mt-1 text-xs font-medium text-muted-foreground">Quantity 0: this item will be removed.</p>
              ) : null}
            </>
          ) : product ? (
            <p className="mt-2 text-sm font-medium text-stock-out">No longer available</p>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">This fragrance has left our collection.</p>
          )}
        </div>

        {row.available ? (
          <>
            <div className="xl:col-start-2 xl:row-start-1">
              <QuantityStepper
                name={labelled}
                quantity={row.quantity}
                max={row.maxQuantity}
                onChange={(quantity) => {
                  setCappedAt(quantity > row.maxQuantity && row.maxQuantity > 0 ? row.maxQuantity : null);
                  setQuantity(row, quantity);
                }}
                onCommit={() => commitQuantity(row)}
              />
            </div>
            <p className="text-right text-base font-semibold tabular-nums sm:text-lg xl:col-start-3 xl:row-start-1 xl:pt-2">
              <span className="sr-only">Item total </span>
              {formatInr(row.lineTotalPaise)}
            </p>
          </>
        ) : null}

        <div className="col-span-2 xl:col-span-1 xl:col-start-1 xl:row-start-2">
          <Button variant="ghost" size="sm" className="-ml-3" aria-label={`Remove ${product ? labelled : UNAVAILABLE_LABEL}`} onClick={() => remove(row)}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
