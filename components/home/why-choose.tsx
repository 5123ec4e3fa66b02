import { Link } from '@/components/ui/link';
import { Gem, Leaf, Sparkles } from 'lucide-react';
import type { BrandFact } from '@/lib/brand-facts';
import { getStoreDetails } from '@/lib/store-details/settings';
import { BrandFacts } from './brand-facts';

const VALUES = [
  {
    icon: Gem,
    title: 'Artisanal Craftsmanship',
    text: 'Our house blends are composed and matured in small batches in our Bengaluru studio, then finished by hand.',
  },
  {
    icon: Leaf,
    title: 'Sustainable Luxury',
    text: 'Florals bought directly from Indian growers, travel atomisers you refill from the full bottle, and packaging kept to the essentials.',
  },
  {
    icon: Sparkles,
    title: 'Unique Collections',
    text: 'From modern florals to heritage attars: signatures you will not find on every shelf.',
  },
] as const;

export async function WhyChoose({ facts }: { facts: BrandFact[] }) {
  const store = await getStoreDetails();
  return (
    <section aria-labelledby="why-heading" className="bg-background py-20 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow text-gold-deep">The house</p>
          <h2 id="why-heading" className="mt-2 text-4xl font-medium sm:text-5xl">
            Why Choose {store.name}
          </h2>
        </div>
        <ul className="mt-12 grid gap-10 md:grid-cols-3 md:gap-12">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="border-t border-border pt-6">
              <Icon aria-hidden className="size-7 text-gold-deep" strokeWidth={1.25} />
              <h3 className="mt-4 text-2xl font-medium">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-lg bg-cream p-8 sm:p-10">
            <h3 className="text-3xl font-medium">Our Story</h3>
            <p className="mt-4 text-muted-foreground">
              {store.name} began in {store.studio.city} in {store.foundedYear} with a simple belief: India grows some of the world&apos;s finest perfume materials, from
              Madurai jasmine to Kannauj rose and Mysore sandalwood, and deserves a perfume house of its own. We work with growers and distillers across the country to make scents
              that feel personal, last through the day and are honestly priced.
            </p>
            <Link
              href="/about"
              className="mt-6 inline-flex min-h-11 items-center text-sm font-medium tracking-wide underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
            >
              Read our story
            </Link>
          </div>
          <div className="on-dark rounded-lg bg-ink p-8 text-ivory sm:p-10">
            <h3 className="text-3xl font-medium">The House in Figures</h3>
            <BrandFacts facts={facts} className="mt-8" />
          </div>
        </div>
      </div>
    </section>
  );
}
