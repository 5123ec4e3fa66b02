import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { NewsletterSection } from '@/components/about/newsletter-section';
import { Testimonials } from '@/components/about/testimonials';
import { Values } from '@/components/about/values';
import { BrandFacts } from '@/components/home/brand-facts';
import { PageHero } from '@/components/layout/page-hero';
import { staticPageMetadata } from '@/components/static/policy-page';
import { buttonVariants } from '@/components/ui/button-variants';
import { Img as Image } from '@/components/ui/img';
import { brandFacts } from '@/lib/brand-facts';
import { building, pageClock } from '@/lib/cache';
import { cachedLiveProductCount } from '@/lib/catalog/cached';
import { getStoreDetails } from '@/lib/store-details/settings';
import { log } from '@/lib/log';

const title = 'Our Story';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({
    title,
    description: (store) =>
      `${store.name} has crafted luxury fragrances in India since ${store.foundedYear}. Our mission, our values of quality, sustainability and innovation, and what our customers say.`,
    path: '/about',
  });
}

const MATERIALS = [
  {
    name: 'Kannauj rose',
    image: '/about/rose.webp',
    alt: 'A deep pink rose in full bloom, seen from above',
    text: 'Distilled into sandalwood oil the old way, for our Gulab Attar.',
  },
  {
    name: 'Madurai jasmine',
    image: '/about/jasmine.webp',
    alt: 'A heap of white jasmine flowers against the evening dark',
    text: 'Picked at dusk, when the buds open, for Mogra Nights.',
  },
  {
    name: 'Vetiver root',
    image: '/about/vetiver.webp',
    alt: 'A bundle of dried vetiver roots tied with twine',
    text: 'Grown by farmers we know by name, for the green depth of Monsoon Vetiver.',
  },
] as const;

/** The catalogue's size for the figures; without it the figure is left out rather than guessed. */
async function fragranceCount(): Promise<number | null> {
  // `next build` has no database: the page is kept without the figure, for the store details' one
  // second (lib/store-details/settings.ts), and rendered again with it on the first visit.
  if (building()) return null;
  try {
    return await cachedLiveProductCount();
  } catch (error) {
    log.error('about:product-count', error);
    return null;
  }
}

export default async function AboutPage() {
  // Rendered whole and kept (the page cache): the count is a tagged read, and its life brings the
  // years along with the clock.
  const [store, count, now] = await Promise.all([getStoreDetails(), fragranceCount(), pageClock()]);
  const facts = brandFacts({ fragranceCount: count ?? 0, now, foundedYear: store.foundedYear }).filter((f) => f.id !== 'fragrances' || count != null);
  return (
    <>
      <PageHero
        variant="story"
        image="/products/mysore-sandal-3.webp"
        eyebrow={`About ${store.name}`}
        title={title}
        subtitle={`Fragrances crafted in India since ${store.foundedYear}: composed by hand in our ${store.studio.city} studio, for the way we live.`}
      />

      <section aria-labelledby="story-heading" className="py-16 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div>
            <p className="eyebrow text-gold-deep">Since {store.foundedYear}</p>
            <h2 id="story-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
              A house built on scent memories
            </h2>
          </div>
          <div className="space-y-5 text-lg leading-8 text-muted-foreground">
            <p>
              {store.name} began in {store.foundedYear} as a small perfumery in {store.studio.city}, with one conviction:
              that India, home to jasmine, vetiver, sandalwood and centuries of attar-making, deserved a fragrance house
              of its own.
            </p>
            <p>
              We still work the same way. Every composition is developed, blended and matured in our studio, in small
              batches, from materials we source ourselves, and tested in the heat and humidity our customers actually
              live in.
            </p>
          </div>
        </div>
        <div className="container-page mt-14 sm:mt-20">
          <div className="border-t border-border pt-10">
            <h3 className="sr-only">The house in figures</h3>
            <BrandFacts facts={facts} tone="light" />
          </div>
        </div>
      </section>

      {/* The materials the story speaks of, in the store's own pictures. */}
      <section aria-labelledby="materials-heading" className="bg-cream py-16 sm:py-24">
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="eyebrow text-gold-deep">From Indian soil</p>
            <h2 id="materials-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
              Rose, jasmine and vetiver
            </h2>
          </div>
          <ul className="mt-10 grid gap-8 sm:grid-cols-3">
            {MATERIALS.map((m) => (
              <li key={m.name}>
                <figure>
                  <div className="relative aspect-[4/5] overflow-hidden bg-ivory">
                    <Image src={m.image} alt={m.alt} fill sizes="(min-width: 640px) 30vw, 100vw" className="object-cover" />
                  </div>
                  <figcaption className="mt-4">
                    <span className="font-display text-2xl">{m.name}</span>
                    <span className="mt-1 block text-sm leading-6 text-muted-foreground">{m.text}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="on-dark bg-ink py-16 text-ivory sm:py-24">
        <div className="container-page">
          <div className="mx-auto max-w-3xl text-center">
            <p className="eyebrow text-gold">Our Mission</p>
            <h2 id="mission-heading" className="mt-3 text-3xl leading-tight font-medium sm:text-5xl">
              To create fragrances of true quality in India, and to sell them honestly.
            </h2>
            <p className="mt-6 text-lg leading-8 text-ivory/80">
              That means authentic products and nothing else, fair prices with every tax included, free delivery to
              every corner of the country, and a team that answers when you write. A perfume should become part of
              your story; we want to earn that place.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="py-16 sm:py-24">
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="eyebrow text-gold-deep">What guides us</p>
            <h2 id="values-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
              Our Values
            </h2>
          </div>
          <Values />
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="border-t border-border py-16 sm:py-24">
        <div className="container-page">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <p className="eyebrow text-gold-deep">Testimonials</p>
              <h2 id="testimonials-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
                Worn Across India
              </h2>
            </div>
            <Link href="/products" className={buttonVariants({ variant: 'outline' })}>
              Explore the collection
            </Link>
          </div>
          <Testimonials />
        </div>
      </section>

      <NewsletterSection />
    </>
  );
}
