import Link from 'next/link';
import { Gem, Leaf, Sparkles } from 'lucide-react';
import { store } from '@/lib/store';
import { ImpactStats, type ImpactStat } from './impact-stats';

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

/** The spec's figures, as written (the About page's "since 2008" is a separate text). */
const IMPACT: ImpactStat[] = [
  { value: 2, suffix: '+', label: 'Years of Excellence' },
  { value: 50, suffix: '+', label: 'Unique Fragrances' },
  { value: 25, suffix: '+', label: 'States' },
  { value: 10, suffix: 'K+', label: 'Happy Customers' },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="bg-background py-20 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow text-gold-deep">The house</p>
          <h2 id="why-heading" className="mt-2 text-4xl font-medium sm:text-5xl">
            Why Choose {store.name}
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-gold-deep" strokeWidth={1.5} />
              <h3 className="mt-4 text-2xl font-medium">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-lg bg-cream p-8 sm:p-10">
            <h3 className="text-3xl font-medium">Our Story</h3>
            <p className="mt-4 text-muted-foreground">
              {store.name} began with a simple belief: India grows some of the world&apos;s finest perfume materials, from
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
            <h3 className="text-3xl font-medium">Our Impact</h3>
            <div className="mt-8">
              <ImpactStats stats={IMPACT} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
