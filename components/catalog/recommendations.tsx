import { Link } from '@/components/ui/link';
import { ArrowRight } from 'lucide-react';
import { Img } from '@/components/ui/img';
import type { ProductDto } from '@/lib/catalog/dto';
import { formatInr } from '@/lib/money';
import { ScrollButtons } from './scroll-buttons';

const TRACK_ID = 'recommended-track';

/** Recommended For You: a scroll-snapping row, rendered on the server; only the arrows are client code. */
export function Recommendations({ products, placeholder }: { products: ProductDto[]; placeholder: string }) {
  if (!products.length) return null;
  return (
    <section aria-labelledby="recommended-heading" className="container-page py-14">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recommended-heading" className="text-3xl sm:text-4xl">
          Recommended For You
        </h2>
        <ScrollButtons targetId={TRACK_ID} label="recommendations" />
      </div>
      <ul
        id={TRACK_ID}
        className="mt-6 grid snap-x snap-mandatory auto-cols-[70%] grid-flow-col gap-4 overflow-x-auto pb-4 sm:auto-cols-[40%] lg:auto-cols-[calc((100%-4rem)/5)]"
      >
        {products.map((p) => (
          <li key={p.id} className="snap-start">
            <Link href={`/products/${p.slug}`} className="group block rounded-lg border border-border bg-card p-3 hover:shadow-md">
              <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-cream">
                <Img src={p.images[0] ?? placeholder} alt="" fill sizes="(min-width: 1024px) 18vw, 60vw" className="object-cover" />
              </div>
              <p className="mt-3 font-display text-lg leading-tight">{p.name}</p>
              <p className="text-xs text-muted-foreground">{p.brand}</p>
              <p className="mt-1 text-sm font-semibold">{formatInr(p.pricePaise)}</p>
            </Link>
          </li>
        ))}
        <li className="snap-start">
          <Link
            href="/products"
            className="flex h-full min-h-64 flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-ink/40 bg-cream p-6 text-center hover:bg-sand"
          >
            <span className="font-display text-2xl">Discover More</span>
            <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
