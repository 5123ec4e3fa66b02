import type { Metadata } from 'next';
import Image from 'next/image';
import { ArrowDown, Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { ContactForm } from '@/components/contact/contact-form';
import { PageHero } from '@/components/layout/page-hero';
import { Button } from '@/components/ui/button';
import { pageMetadata } from '@/lib/seo';
import { DEFAULT_STORE_DETAILS } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';
import { StudioAddress } from '@/components/static/studio-address';

const title = 'Contact Us';

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  const description = `Questions about a fragrance, an order or a gift? Write to ${store.name} or visit our fragrance studio in ${store.studio.city}. We reply within ${store.replyWithinHours} hours.`;
  return pageMetadata({ title, description, path: '/contact', siteName: store.name });
}

const linkClass = 'underline decoration-gold-deep/50 underline-offset-4 hover:decoration-current';

function InfoItem({ icon: Icon, heading, children }: { icon: typeof Phone; heading: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-cream text-gold-deep">
        <Icon aria-hidden className="size-5" strokeWidth={1.5} />
      </span>
      <div>
        <h3 className="font-sans text-sm font-semibold tracking-wide">{heading}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export default async function ContactPage() {
  const store = await getStoreDetails();
  const hours = store.hours;
  const replyPromise = `We reply within ${store.replyWithinHours} hours`;
  // The map is a picture of the demo studio's street: shown only while that is the address.
  const demoStudio = DEFAULT_STORE_DETAILS.studio;
  const showMap = store.studio.line1 === demoStudio.line1 && store.studio.postalCode === demoStudio.postalCode;
  return (
    <>
      <PageHero
        variant="story"
        image="/products/heirloom-gift-box-2.webp"
        eyebrow="We would love to hear from you"
        title={title}
        subtitle={`A question about a fragrance, an order or a gift? Write to us or visit our studio in ${store.studio.city}. ${replyPromise}.`}
      >
        <Button asChild variant="gold" size="lg">
          <a href="#contact-form">
            Write to Us
            <ArrowDown aria-hidden />
          </a>
        </Button>
      </PageHero>

      <section id="contact-form" aria-label="Contact us" className="scroll-mt-24 py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-2">
            <p className="eyebrow text-gold-deep">Get in touch</p>
            <h2 className="mt-3 text-3xl font-medium sm:text-4xl">Contact Information</h2>
            <p className="mt-4 text-muted-foreground">
              Our fragrance advisers can help you choose a scent, track an order or plan a gift.
            </p>

            <ul className="mt-8 space-y-6">
              <InfoItem icon={MapPin} heading="Studio Address">
                <StudioAddress />
              </InfoItem>
              <InfoItem icon={Phone} heading="Phone">
                <a href={store.phoneHref} className={linkClass}>
                  {store.phone}
                </a>
              </InfoItem>
              <InfoItem icon={Mail} heading="Email">
                <a href={`mailto:${store.email}`} className={linkClass}>
                  {store.email}
                </a>
              </InfoItem>
              <InfoItem icon={Clock} heading="Studio Hours">
                <ul>
                  {hours.map((h) => (
                    <li key={h.days}>
                      {h.days} {h.time}
                    </li>
                  ))}
                </ul>
              </InfoItem>
            </ul>

            <p className="mt-8 rounded-md border border-border bg-cream px-4 py-3 text-sm font-medium">{replyPromise}.</p>

            <h3 className="mt-10 font-sans text-sm font-semibold tracking-wide">Follow Us</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {store.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-11 items-center rounded-full border border-input px-4 text-sm transition-colors hover:bg-cream"
                  >
                    {s.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-lg border border-border bg-card p-6 shadow-xs sm:p-10 lg:col-span-3">
            <h2 className="text-3xl font-medium sm:text-4xl">Send us a Message</h2>
            <p className="mt-3 mb-8 text-muted-foreground">
              Tell us what you are looking for and we will write back. {replyPromise}.
            </p>
            <ContactForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="studio-heading" className="bg-cream py-16 sm:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-2">
            <p className="eyebrow text-gold-deep">The studio</p>
            <h2 id="studio-heading" className="mt-3 text-3xl font-medium sm:text-4xl">
              Visit Our Fragrance Studio
            </h2>
            <p className="mt-4 text-muted-foreground">
              Smell the collection in person, discover your signature scent with an adviser, and collect a gift
              wrapped by hand.
            </p>
            <div className="mt-6">
              <StudioAddress />
            </div>
            <ul className="mt-4 text-muted-foreground">
              {hours.map((h) => (
                <li key={h.days}>
                  {h.days} {h.time}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8">
              <a href={store.studio.directionsUrl} target="_blank" rel="noopener noreferrer">
                <Navigation aria-hidden />
                Get Directions
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
          {showMap && <div className="lg:col-span-3">
            {/* A static map image: no third-party map script, cookies or layout shift. */}
            <Image
              src="/studio-map.webp"
              width={1200}
              height={600}
              alt={`Map of ${store.studio.line2}, ${store.studio.city}, marking the ${store.name} studio at ${store.studio.line1}`}
              sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
              className="h-auto w-full rounded-lg border border-border shadow-sm"
            />
          </div>}
        </div>
      </section>
    </>
  );
}
