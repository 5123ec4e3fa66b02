import type { Metadata } from 'next';
import Link from 'next/link';
import { NewsletterSection } from '@/components/about/newsletter-section';
import { Testimonials } from '@/components/about/testimonials';
import { Values } from '@/components/about/values';
import { PageHero } from '@/components/layout/page-hero';
import { staticPageMetadata } from '@/components/static/policy-page';
import { buttonVariants } from '@/components/ui/button';
import { store } from '@/lib/store';

const title = 'Our Story';
const description = `${store.name} has crafted luxury fragrances in India since ${store.foundedYear}. Our mission, our values of quality, sustainability and innovation, and what our customers say.`;

export const metadata: Metadata = staticPageMetadata({ title, description, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${store.name}`}
        title={title}
        subtitle={`Fragrances crafted in India since ${store.foundedYear}: composed by hand in our ${store.studio.city} studio, for the way we live.`}
        size="lg"
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
