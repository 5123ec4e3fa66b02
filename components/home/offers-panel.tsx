import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { OFFER_TAB_LABELS, presentCategories, type Offer } from '@/lib/coupons/offers';
import { formatIstDate } from '@/lib/india-time';
import { CopyCodeButton } from './copy-code-button';
import { OfferTabs } from './offer-tabs';

// ───────────────────────────── pieces ─────────────────────────────

/** An offer picture's attributes, worked out on the server (exclusive-offers.tsx). */
export type OfferImage = React.ComponentProps<'img'>;

function FeaturedOffer({ offer, image }: { offer: Offer; image: OfferImage | undefined }) {
  return (
    <div className="on-dark relative isolate flex min-h-80 flex-col justify-end overflow-hidden rounded-lg bg-ink p-6 text-ivory sm:p-8">
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt="" among them */}
      {image ? <img {...image} className="-z-20 object-cover opacity-80" /> : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink from-20% via-ink/75 via-55% to-ink/10" />
      {/* Repeats the tab and the first card below; hidden from screen readers so it is read once. */}
      <div aria-hidden>
        <p className="eyebrow text-gold">{OFFER_TAB_LABELS[offer.category]}</p>
        <p className="mt-2 font-display text-5xl font-medium lining-nums sm:text-6xl">{offer.title}</p>
        <p className="mt-2 text-ivory/85">{offer.subtitle}</p>
        {offer.expiryDate && !offer.isExpired ? (
          <p className="mt-6 text-sm tracking-wide text-ivory/75">Until {formatIstDate(new Date(offer.expiryDate))}</p>
        ) : null}
      </div>
    </div>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const expired = offer.isExpired;
  const headingId = `offer-${offer.id}`;
  return (
    <li className="border-t border-ink/15 pt-6 first:border-t-0 first:pt-0 lg:first:pt-2">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="font-display text-3xl font-medium lining-nums">
              {offer.title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{offer.subtitle}</p>
          </div>
          {/* Only redeemable offers are listed; one that lapsed while cached says so, quietly. */}
          {expired ? <span className="text-xs tracking-widest text-muted-foreground uppercase">Expired</span> : null}
        </div>
        <p className="mt-3 text-sm leading-6">{offer.description}</p>
        {/* How many uses remain is the shop's business, not the shopper's: only the date is shown. */}
        {offer.expiryDate ? (
          <p className="mt-2 text-xs text-muted-foreground">Valid till {formatIstDate(new Date(offer.expiryDate))}</p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {offer.code ? (
            <>
              <span className="border border-dashed border-gold-deep/60 bg-background px-3 py-2 font-mono text-sm font-semibold tracking-widest">
                <span className="sr-only">Code </span>
                {offer.code}
              </span>
              <CopyCodeButton code={offer.code} disabled={expired} />
            </>
          ) : (
            <span className="text-sm text-muted-foreground">Code coming soon</span>
          )}
          <Link
            href="/products"
            className="ml-auto inline-flex min-h-9 items-center text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            {offer.ctaText}
            {offer.code ? <span className="sr-only"> with {offer.code}</span> : null}
          </Link>
        </div>
      </article>
    </li>
  );
}

// ───────────────────────────── section ─────────────────────────────

/** The home page's offers, a tab per category present; only the tabs run in the browser (offer-tabs.tsx). */
export function OffersPanel({ offers, images }: { offers: Offer[]; images: Record<string, OfferImage> }) {
  const categories = presentCategories(offers);
  const panels = categories.map((category) => {
    const visible = offers.filter((o) => o.category === category);
    const featured = visible[0];
    return (
      <>
        {featured ? <FeaturedOffer offer={featured} image={images[featured.image]} /> : null}
        <ul className="flex flex-col gap-6">
          {visible.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </ul>
      </>
    );
  });

  return (
    <section aria-labelledby="offers-heading" className="bg-cream py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow text-gold-deep">Limited time</p>
            <h2 id="offers-heading" className="mt-2 text-4xl font-medium sm:text-5xl">
              Exclusive Offers
            </h2>
          </div>
        </div>

        {categories.length === 0 ? (
          <div className="mt-10 rounded-lg border border-border bg-card p-10 text-center">
            <h3 className="font-display text-3xl">No Active Offers</h3>
            <p className="mt-2 text-muted-foreground">New offers land here often. Check back soon.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button asChild variant="outline">
                <Link href="/products">Browse All Products</Link>
              </Button>
            </div>
          </div>
        ) : (
          <OfferTabs tabs={categories.map((c) => ({ key: c, label: OFFER_TAB_LABELS[c] }))} panels={panels} />
        )}
      </div>
    </section>
  );
}
