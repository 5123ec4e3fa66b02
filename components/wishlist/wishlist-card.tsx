'use client';

import { Link } from '@/components/ui/link';
import { Heart, Loader2, PackageX, ShoppingBag, Trash2 } from 'lucide-react';
import { Price } from '@/components/catalog/price';
import { StockLabel } from '@/components/catalog/stock-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Img as Image } from '@/components/ui/img';
import type { WishlistItem } from '@/lib/wishlist/types';
import { sizeLabel, sizeToken } from '@/lib/catalog/sizes';
import { rupeesToPaise } from '@/lib/money';
import { itemKey, type Listed } from './selection';
import { formatAddedDate } from './summary';

const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

export type ItemBusy = 'cart' | 'remove' | undefined;

interface WishlistCardProps {
  item: Listed<WishlistItem>;
  /** Select mode is on: the card shows its checkbox. */
  selecting: boolean;
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

export function WishlistCard({ item, selecting, selected, inCartQuantity, busy, locked, priority, onSelect, onRemove, onAddToCart }: WishlistCardProps) {
  const { product } = item;
  const key = itemKey(item);
  const href = `/products/${product.slug}${item.size ? `?size=${sizeToken(item.size.volumeMl)}` : ''}`;
  const out = product.stock <= 0;
  const inCart = inCartQuantity > 0;
  const nameId = `wl-name-${key}`;
  const added = formatAddedDate(item.addedAt);
  const pricePaise = rupeesToPaise(product.price);
  const originalPaise = product.originalPrice == null ? null : rupeesToPaise(product.originalPrice);

  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex h-full flex-col"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream ring-gold-deep ring-offset-2 ring-offset-background group-has-[[data-state=checked]]:ring-1">
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

        {selecting ? (
          <div className="absolute top-2 left-2 flex size-11 items-center justify-center rounded-full bg-card/95 shadow-sm">
            <Checkbox
              checked={selected}
              disabled={locked}
              onCheckedChange={(checked) => onSelect(key, checked === true)}
              aria-label={`Select ${product.name}`}
            />
          </div>
        ) : null}

        <button
          type="button"
          onClick={() => onRemove(item)}
          disabled={busy !== undefined || locked}
          aria-label={`Remove ${product.name} from wishlist`}
          title="Remove from wishlist"
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-card/90 text-gold-deep shadow-sm transition-colors outline-hidden hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60"
        >
          {busy === 'remove' ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <Heart aria-hidden className="size-5 fill-current" strokeWidth={1.5} />
          )}
        </button>

        {inCart ? (
          <Badge variant="gold" className="absolute bottom-2 left-2 shadow-sm">
            <ShoppingBag aria-hidden />
            In Cart ({inCartQuantity})
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-1.5 pt-4">
        <p className="truncate text-[11px] tracking-[0.18em] text-muted-foreground uppercase">
          {product.category}
          {product.brand ? ` · ${product.brand}` : ''}
        </p>
        <h3 id={nameId} className="font-display text-lg leading-snug sm:text-xl">
          <Link href={href} className="rounded-sm hover:text-gold-deep">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">Size </span>
          {sizeLabel(item.size ?? product)}
        </p>
        <Price pricePaise={pricePaise} originalPricePaise={originalPaise} />
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <StockLabel stock={product.stock} />
          {added ? (
            <span>
              Added <time dateTime={item.addedAt}>{added}</time>
            </span>
          ) : null}
        </div>
        <div className="mt-auto pt-3">
          <Button
            className="w-full"
            variant="outline"
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
      className="flex aspect-[4/5] flex-col items-center justify-center gap-3 bg-cream/60 p-4 text-center"
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
