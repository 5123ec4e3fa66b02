import { Link } from '@/components/ui/link';
import { ArrowRight } from 'lucide-react';
import { ProductCard } from '@/components/catalog/product-card';
import { Img } from '@/components/ui/img';
import type { ProductDto } from '@/lib/catalog/dto';

/** Shown only when the top-rated products cannot be loaded; each opens the collection. */
const SAMPLE_SCENTS = [
  {
    name: 'Sole',
    image: '/products/sole-1.webp',
    line: 'Eau de Parfum · 100 ml',
    description: 'Lemon zest, neroli and blond woods: sunlight on a whitewashed wall.',
  },
  {
    name: 'Cloe',
    image: '/products/cloe-1.webp',
    line: 'Eau de Parfum · 100 ml',
    description: 'Peony, freesia and chilled lychee: a fresh floral like clean linen.',
  },
  {
    name: 'Rosea',
    image: '/products/rosea-1.webp',
    line: 'Eau de Parfum · 100 ml',
    description: 'Two roses laced with saffron and a measured touch of oud.',
  },
] as const;

function SampleCard({ sample }: { sample: (typeof SAMPLE_SCENTS)[number] }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/5] overflow-hidden bg-cream">
        {/* The server-rendered <img> of components/ui/img: next/image's client component here put
            its runtime (about 6 kB compressed) in the home page's JavaScript for cards rarely shown. */}
        <Img
          src={sample.image}
          alt=""
          fill
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">{sample.line}</p>
        <h3 className="font-display text-xl leading-snug">
          <Link
            href="/products"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {sample.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{sample.description}</p>
      </div>
    </article>
  );
}

export function MostLoved({ products, now }: { products: ProductDto[]; now: Date }) {
  return (
    <section aria-labelledby="most-loved-heading" className="bg-background py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow text-gold-deep">Best sellers</p>
            <h2 id="most-loved-heading" className="mt-2 text-4xl font-medium sm:text-5xl">
              Most Loved Scents
            </h2>
          </div>
          <Link
            href="/products"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium tracking-wide underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            View All
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.length > 0
            ? products.map((p) => (
                <li key={p.id} className="flex">
                  <div className="w-full">
                    <ProductCard product={p} now={now} />
                  </div>
                </li>
              ))
            : SAMPLE_SCENTS.map((s) => (
                <li key={s.name} className="flex">
                  <div className="w-full">
                    <SampleCard sample={s} />
                  </div>
                </li>
              ))}
        </ul>
        {/* For the shopper who cannot smell them: the finder and the notes (issue 31). */}
        <p className="mt-10 text-center text-base text-muted-foreground">
          Not sure which is yours?{' '}
          <Link href="/finder" className="font-medium text-foreground underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current">
            Find your scent in six questions
          </Link>{' '}
          or{' '}
          <Link href="/notes" className="font-medium text-foreground underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current">
            browse by note
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
