import { Img as Image } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import type { ProductDto } from '@/lib/catalog/dto';
import { isNewArrival } from '@/lib/catalog/newness';
import { formatInr } from '@/lib/money';
import { CardActions } from './card-actions';
import { cardSizes } from './card-sizes';
import { sizeLabel } from '@/lib/catalog/sizes';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { Price } from './price';
import { RatingSummary } from './stars';
import { StockLabel } from './stock-label';

/**
 * A perfume in a grid: fills its grid cell (cards of a row are as tall as the tallest) with the
 * actions pinned to the bottom, so the buttons of a row line up. Two to a row on a phone. A
 * perfume in several sizes shows "From" its cheapest and the stock of all its sizes; Quick Add
 * asks which size. A reduced price shows the MRP struck beside it, no red badge.
 */
export function ProductCard({
  product,
  now,
  priority = false,
  headingLevel = 'h3',
}: {
  product: ProductDto;
  /** The page's clock (lib/cache.ts pageClock): what "new" is measured against. */
  now: Date;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = `/products/${product.slug}`;
  const sized = cardSizes(product);
  // Decided at render from the page's clock, not cached with the product: see lib/catalog/newness.ts.
  const fresh = isNewArrival(product.createdAt, now);
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full w-full flex-col overflow-hidden rounded-lg border border-border bg-card transition-shadow hover:shadow-md">
      <Link href={href} className="relative block aspect-[4/5] overflow-hidden bg-cream" tabIndex={-1} aria-hidden>
        <Image
          src={product.images[0] ?? PLACEHOLDER_IMAGE}
          alt=""
          fill
          priority={priority}
          sizes="(min-width: 1280px) 24vw, (min-width: 1024px) 34vw, 46vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="pointer-events-none absolute top-2.5 left-2.5 flex flex-col gap-1.5 sm:top-3 sm:left-3">
        {fresh ? <Badge variant="gold">New</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        {/* The house name is on every card of the collection: on a phone the line keeps what tells
            perfumes apart. "100 ml" never breaks between the number and its unit. */}
        <p className="text-[0.6875rem] leading-snug tracking-wide text-muted-foreground uppercase sm:text-xs">
          <span className="max-sm:sr-only">{product.brand} · </span>
          {product.concentration} · <span className="whitespace-nowrap">{sized.volume}</span>
        </p>
        <Heading className="font-display text-lg leading-snug sm:text-xl">
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring">
            {product.name}
          </Link>
        </Heading>
        <RatingSummary rating={product.averageRating} count={product.numReviews} />
        {sized.fromPaise != null ? (
          <p className="figures text-base font-semibold text-foreground">From {formatInr(sized.fromPaise)}</p>
        ) : (
          <Price pricePaise={product.pricePaise} originalPricePaise={product.originalPricePaise} />
        )}
        <div className="mt-auto flex flex-col gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
          {/* Said only when it matters (few left, or none): "Available" on every card was noise. */}
          <StockLabel stock={sized.stock} onlyWhenShort />
          {/* Also places the wishlist heart at the card's top right (the article is its containing block). */}
          <CardActions
            productId={product.id}
            sizeId={product.sizes[0]?._id}
            name={product.name}
            stock={product.stock}
            sizeLabel={sized.several ? sized.defaultLabel : undefined}
            sizes={sized.fromPaise != null ? product.sizes.map((s) => ({ id: s._id, label: sizeLabel(s), pricePaise: s.pricePaise, stock: s.stock })) : undefined}
          />
        </div>
      </div>
    </article>
  );
}
