import { Img as Image } from '@/components/ui/img';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { isOnSale, type ProductDto } from '@/lib/catalog/dto';
import { formatInr, savingsPaise } from '@/lib/money';
import { CardActions } from './card-actions';
import { Price } from './price';
import { RatingSummary } from './stars';
import { StockLabel } from './stock-label';

export const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

export function ProductCard({ product, priority = false, headingLevel = 'h3' }: { product: ProductDto; priority?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const href = `/products/${product.slug}`;
  const sale = isOnSale(product);
  const save = savingsPaise(product.pricePaise, product.originalPricePaise);
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <Link href={href} className="relative block aspect-[4/5] overflow-hidden bg-cream" tabIndex={-1} aria-hidden>
        <Image
          src={product.images[0] ?? PLACEHOLDER_IMAGE}
          alt=""
          fill
          priority={priority}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="pointer-events-none absolute top-3 left-3 flex flex-col gap-1.5">
        {sale ? <Badge variant="destructive">Sale</Badge> : null}
        {product.isFeatured ? <Badge variant="gold">New</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">
          {product.brand} · {product.concentration} · {product.volumeMl} ml
        </p>
        <Heading className="font-display text-xl leading-snug">
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring">
            {product.name}
          </Link>
        </Heading>
        <RatingSummary rating={product.averageRating} count={product.numReviews} />
        <Price pricePaise={product.pricePaise} originalPricePaise={product.originalPricePaise} />
        {save > 0 ? <p className="text-xs font-medium text-success">Save {formatInr(save)}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <StockLabel stock={product.stock} />
          {/* Also places the wishlist heart at the card's top right (the article is its containing block). */}
          <CardActions productId={product.id} name={product.name} stock={product.stock} />
        </div>
      </div>
    </article>
  );
}
