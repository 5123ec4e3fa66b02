'use client';

import Link from 'next/link';
import { Heart, Loader2, PackageX, ShoppingBag, Trash2 } from 'lucide-react';
import { Price } from '@/components/catalog/price';
import { RatingSummary } from '@/components/catalog/stars';
import { StockLabel } from '@/components/catalog/stock-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Img as Image } from '@/components/ui/img';
import type { WishlistItem } from '@/lib/cart/types';
import { rupeesToPaise } from '@/lib/money';
import { itemKey, type Listed } from './selection';
import { firstParagraph, formatAddedDate } from './summary';

const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

export type ItemBusy = 'cart' | 'remove' | undefined;

interface WishlistCardProps {
  item: Listed<WishlistItem>;
  selected: boolean;
  inCartQuantity: number;
  busy: ItemBusy;
  /** A bulk action is running: the per-item controls wait for it. */
  locked: boolean;
  priority?: boolean;
  onSelect: (key: string, checked: boolean) => void;
  onRemove: (item: WishlistItem) => void;
  onAddToCart: (item: WishlistItem) => void;
}

export function WishlistCard({ item, selected, inCartQuantity, busy, locked, priority, onSelect, onRemove, onAddToCart }: WishlistCardProps) {
  const { product } = item;
  const key = itemKey(item);
  const href = `/products/${product.slug}`;
  const out = product.stock <= 0;
  const inCart = inCartQuantity > 0;
  const nameId = `wl-name-${key}`;
  const added = formatAddedDate(item.addedAt);
  const description = firstParagraph(product.description);
  const pricePaise = rupeesToPaise(product.price);
  const originalPaise = product.originalPrice == null ? null : rupeesToPaise(product.originalPrice);

  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-xs transition-shadow hover:shadow-md has-[[data-state=checked]]:border-gold-deep has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-gold-deep"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream">
        {/* The name below is the link for assistive technology; the picture repeats it for pointers. */}
        <Link href={href} tabIndex={-1} aria-hidden className="block h-full w-full">
          <Image
            src={product.images[0] || PLACEHOLDER_IMAGE}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </Link>

        {out ? (
          <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center bg-ink/55">
            <span className="rounded-md bg-ivory px-3 py-1.5 text-xs font-semibold tracking-[0.15em] text-ink uppercase">
              Out of Stock
            </span>
          </div>
        ) : null}

        <div className="absolute top-3 left-3 flex items-center rounded-md bg-card/95 p-1.5 shadow-sm">
          <Checkbox
            checked={selected}
            disabled={locked}
            onCheckedChange={(checked) => onSelect(key, checked === true)}
            aria-label={`Select ${product.name}`}
          />
        </div>

        <button
          type="button"
          onClick={() => onRemove(item)}
          disabled={busy !== undefined || locked}
          aria-label={`Remove ${product.name} from wishlist`}
          title="Remove from wishlist"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-card/95 text-destructive shadow-sm transition-colors outline-hidden hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60"
        >
          {busy === 'remove' ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <Heart aria-hidden className="size-5 fill-current" />
          )}
        </button>

        {inCart ? (
          <Badge variant="gold" className="absolute bottom-3 left-3 shadow-sm">
            <ShoppingBag aria-hidden />
            In Cart ({inCartQuantity})
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">
          {product.category}
          {product.brand ? ` · ${product.brand}` : ''}
        </p>
        <h3 id={nameId} className="font-display text-xl leading-snug">
          <Link href={href} className="rounded-sm hover:text-gold-deep">
            {product.name}
          </Link>
        </h3>
        <RatingSummary rating={product.averageRating} count={product.numReviews} />
        {description ? <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p> : null}
        <Price pricePaise={pricePaise} originalPricePaise={originalPaise} />
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <StockLabel stock={product.stock} />
          {added ? (
            <span>
              Added <time dateTime={item.addedAt}>{added}</time>
            </span>
          ) : null}
        </div>
        <div className="mt-auto pt-2">
          <Button
            className="w-full"
            variant={inCart ? 'outline' : 'default'}
            onClick={() => onAddToCart(item)}
            disabled={out || busy !== undefined || locked}
            aria-describedby={nameId}
          >
            {busy === 'cart' ? <Loader2 aria-hidden className="animate-spin" /> : <ShoppingBag aria-hidden />}
            {inCart ? 'Add More' : 'Add to Cart'}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A saved product that was deleted or withdrawn: only removal makes sense. */
export function UnavailableCard({ item, busy, locked, onRemove }: { item: WishlistItem; busy: ItemBusy; locked: boolean; onRemove: (item: WishlistItem) => void }) {
  const name = item.product?.name ?? 'This fragrance';
  const nameId = `wl-name-${itemKey(item)}`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-input bg-card/60 p-6 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-cream text-muted-foreground">
        <PackageX aria-hidden className="size-6" strokeWidth={1.5} />
      </span>
      <h3 id={nameId} className="font-display text-lg leading-snug">
        {name}
      </h3>
      <p className="text-sm text-muted-foreground">No longer available</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onRemove(item)}
        disabled={busy !== undefined || locked}
        aria-label={`Remove ${name} from wishlist`}
      >
        {busy === 'remove' ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
        Remove
      </Button>
    </article>
  );
}
