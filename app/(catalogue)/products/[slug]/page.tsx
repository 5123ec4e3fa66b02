import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { BadgeCheck, ShieldCheck, Truck } from 'lucide-react';
import { PLACEHOLDER_IMAGE } from '@/components/catalog/placeholder';
import { Price } from '@/components/catalog/price';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { PurchasePanel } from '@/components/catalog/purchase-panel';
import { DeliveryCheck } from '@/components/product/delivery-check';
import { NotifyMe } from '@/components/product/notify-me';
import { SizePicker, SizeProvider, SizeStock, SizeSwitch } from '@/components/product/size-selection';
import { Deferred } from '@/components/ui/deferred';
import { Recommendations } from '@/components/catalog/recommendations';
import { hasCharacter, ScentCharacter } from '@/components/catalog/scent-character';
import { ReviewCharacterSummary, ReviewSection } from '@/components/catalog/review-section';
import { ReviewWriteSlot } from '@/components/catalog/review-write-slot';
import { NO_REVIEWS_YET, Stars } from '@/components/catalog/stars';
import { Badge } from '@/components/ui/badge';
import { buildPlaceholderParams, pageClock } from '@/lib/cache';
import { cachedGetProduct, cachedRecommendations } from '@/lib/catalog/cached';
import type { ProductDto, SizeDto } from '@/lib/catalog/dto';
import { houseHref, houseLine } from '@/lib/catalog/houses';
import { isNewArrival } from '@/lib/catalog/newness';
import { sizeLabel, sizeToken } from '@/lib/catalog/sizes';
import { jsonLdScript, productJsonLd } from '@/lib/catalog/json-ld';
import { noteHref } from '@/lib/catalog/notes';
import { formatInr } from '@/lib/money';
import { cachedProductReviews } from '@/lib/reviews/cached';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { deliveryPromise } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';
import { gstBreakup } from '@/lib/tax';
import { wordList } from '@/lib/text/list';

type Params = Promise<{ slug: string }>;

/** The sizes the page offers; a product always has one (migration 0012), this only guards a gap. */
function sizesOf(p: ProductDto): SizeDto[] {
  if (p.sizes.length) return p.sizes;
  const { pricePaise, originalPricePaise, mrpPaise, price, originalPrice, mrp, stock, volumeMl } = p;
  return [{ _id: p.id, label: `${volumeMl} ml`, volumeMl, sku: null, price, originalPrice, mrp, stock, pricePaise, originalPricePaise, mrpPaise }];
}

/** "10 ml", "10 ml and 50 ml", "10 ml, 50 ml and 100 ml". */
function volumesText(sizes: readonly SizeDto[]): string {
  const all = sizes.map((s) => `${s.volumeMl} ml`);
  return wordList(all, 'and');
}

/*
 * Kept in the page cache (Vercel's CDN): each perfume's page is rendered whole on its first
 * visit (app/(catalogue)/layout.tsx says why whole) and kept. Everything shown comes from tagged
 * reads (lib/catalog/cached.ts, lib/reviews/cached.ts): an admin write, an order or cancellation
 * that changes the stock shown (lib/orders/release.ts) and a review revalidate the page at once;
 * the reads' life bounds the rest (a perfume ceasing to be new).
 */

export const generateStaticParams = buildPlaceholderParams;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const product = await cachedGetProduct(slug);
  if (!product) return { title: 'Fragrance Not Found', robots: { index: false } };
  const title = `${product.name} — ${product.brand}`;
  const description = `${product.name} ${product.concentration}, ${volumesText(sizesOf(product))} by ${product.brand}. ${product.description[0] ?? ''}`.slice(0, 300);
  const canonical = `/products/${product.slug}`;
  const images = product.images.slice(0, 1).map((url) => ({ url, alt: `${product.name} ${product.concentration} by ${product.brand}, ${product.volumeMl} ml bottle` }));
  return pageMetadata({ title, description, path: canonical, images, siteName: (await getStoreDetails()).name });
}

export default async function ProductPage({ params }: { params: Params }) {
  const { slug } = await params;
  const product = await cachedGetProduct(slug);
  if (!product) notFound();
  // /products/{id} (the API's address) never reaches this page: proxy.ts sends it to
  // app/(catalogue)/products-by-id, which redirects to the slug. Were it to arrive anyway, the page
  // renders with its canonical link (generateMetadata) rather than redirecting from a kept page.

  const [store, reviews, recommendations, now] = await Promise.all([
    getStoreDetails(),
    cachedProductReviews(product.id),
    cachedRecommendations(product.id, product.category),
    pageClock(),
  ]);
  const sizes = sizesOf(product);
  // Every size's figures are rendered here; the browser shows the chosen size's (SizeSwitch).
  const perSize = (render: (s: SizeDto) => React.ReactNode) => <SizeSwitch bySize={Object.fromEntries(sizes.map((s) => [s._id, render(s)]))} />;
  const notes = [
    { label: 'Top notes', items: product.notes.top },
    { label: 'Heart notes', items: product.notes.heart },
    { label: 'Base notes', items: product.notes.base },
  ].filter((n) => n.items.length);

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(productJsonLd(product, absoluteUrl, store.policy)) }} />
      <div className="on-dark bg-ink pt-20 pb-4 text-ivory sm:pt-24">
        <nav aria-label="Breadcrumb" className="container-page text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-ivory/80">
            <li>
              <Link href="/" className="hover:text-ivory">
                Home
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link href="/products" className="hover:text-ivory">
                Collections
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li aria-current="page" className="text-ivory">
              {product.name}
            </li>
          </ol>
        </nav>
      </div>

      <section className="container-page grid gap-10 py-10 lg:grid-cols-2 lg:gap-16 lg:py-14">
        {/* On a desktop the photographs stay in view while the long column of details beside them scrolls. */}
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ProductGallery images={product.images} name={product.name} placeholder={PLACEHOLDER_IMAGE} />
        </div>
        <SizeProvider productId={product.id} sizes={sizes.map((s) => ({ id: s._id, token: sizeToken(s.volumeMl), label: sizeLabel(s), stock: s.stock }))}>
          <div className="flex flex-col gap-5">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <Link href={houseHref(product.brand)} className="eyebrow text-gold-deep hover:underline">
                  {product.brand}
                </Link>
                {/* From createdAt and the page's clock (lib/catalog/newness.ts, lib/cache.ts pageClock), so it lapses without a deploy. */}
                {isNewArrival(product.createdAt, now) ? <Badge variant="gold">New Arrival</Badge> : null}
              </div>
              <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{product.name}</h1>
              <p className="mt-2 text-sm text-muted-foreground">
                {product.category} · {product.concentration} · {perSize(sizeLabel)}
              </p>
              <a href="#reviews" className="mt-3 inline-flex items-center gap-2 text-sm hover:underline">
                {product.numReviews > 0 ? (
                  <>
                    <Stars rating={product.averageRating} />
                    <span>
                      {product.averageRating.toFixed(1)} ({product.numReviews} {product.numReviews === 1 ? 'review' : 'reviews'})
                    </span>
                  </>
                ) : (
                  <span className="text-muted-foreground">{NO_REVIEWS_YET}</span>
                )}
              </a>
              {/* Beside the stars, what reviewers say it lasts and carries (the house's own word is under The Scent). */}
              <ReviewCharacterSummary product={product} className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted-foreground" />
            </div>

            {/* The price and the MRP the law asks for; the tax arithmetic is in Product information. */}
            {perSize((s) => (
              <div className="space-y-1">
                <Price pricePaise={s.pricePaise} originalPricePaise={null} size="lg" />
                {/* One quiet line: the MRP, struck when the price is below it. */}
                <p className="figures text-sm text-muted-foreground">
                  MRP {s.mrpPaise > s.pricePaise ? <s>{formatInr(s.mrpPaise)}</s> : formatInr(s.mrpPaise)} (inclusive of all taxes)
                </p>
              </div>
            ))}

            {sizes.length > 1 ? (
              <SizePicker options={sizes.map((s) => ({ id: s._id, label: sizeLabel(s), price: formatInr(s.pricePaise) }))} />
            ) : null}

            <SizeStock className="text-sm" />

            <div className="space-y-3 text-base leading-relaxed">
              {product.description.map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>

            {/* A sold-out size offers to email the shopper when it is back, in place of Add to Cart. */}
            <PurchasePanel productId={product.id} name={product.name} outOfStock={<NotifyMe productId={product.id} />} />
            <DeliveryCheck />

            {notes.length || hasCharacter(product) ? (
              <div className="rounded-lg border border-border bg-card p-5">
                <h2 className="text-2xl">The Scent</h2>
                {notes.length ? (
                  <dl className="mt-3 grid gap-3 sm:grid-cols-3">
                    {notes.map((n) => (
                      <div key={n.label}>
                        <dt className="eyebrow text-gold-deep">{n.label}</dt>
                        <dd className="mt-1 text-sm">
                          {/* Each note leads to its page: what it smells like and the other perfumes that carry it. */}
                          {n.items.map((note, i) => (
                            <span key={note}>
                              {i > 0 ? ', ' : null}
                              <Link href={noteHref(note)} className="underline decoration-border underline-offset-4 hover:decoration-ink">
                                {note}
                              </Link>
                            </span>
                          ))}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <ScentCharacter product={product} className={notes.length ? 'mt-4 border-t border-border pt-4' : 'mt-3'} />
              </div>
            ) : null}

            {product.tags.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {product.tags.map((t) => (
                  <li key={t}>
                    <Link href={`/products?search=${encodeURIComponent(t)}`} className="inline-block rounded-full border border-border bg-card px-3 py-1.5 text-xs hover:border-ink">
                      {t}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}

            <ul className="grid gap-3 text-sm">
              <li className="flex items-start gap-2">
                <Truck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> Free shipping across India. {deliveryPromise(store)}
              </li>
              <li className="flex items-start gap-2">
                <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> 100% authentic, sealed at our Bengaluru studio.
              </li>
              <li className="flex items-start gap-2">
                <BadgeCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> Prepaid online payment: cards, UPI, net banking, wallets.
              </li>
            </ul>

            <details className="rounded-lg border border-border bg-card p-5 text-sm">
              <summary className="cursor-pointer font-medium">Product information</summary>
              <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2">
                <dt className="text-muted-foreground">Net quantity</dt>
                <dd>{perSize((s) => `${s.volumeMl} ml`)}</dd>
                <dt className="text-muted-foreground">MRP</dt>
                <dd>{perSize((s) => `${formatInr(s.mrpPaise)} (incl. of all taxes)`)}</dd>
                <dt className="text-muted-foreground">GST in the price</dt>
                <dd>
                  {perSize((s) => {
                    const gst = gstBreakup(s.pricePaise, store.policy.gstRatePercent);
                    return `${formatInr(gst.taxPaise)} (${gst.ratePercent}%) on a taxable value of ${formatInr(gst.taxablePaise)}`;
                  })}
                </dd>
                <dt className="text-muted-foreground">The house</dt>
                <dd>
                  {houseLine(store.houses, product.brand) ?? product.brand}{' '}
                  <Link href={houseHref(product.brand)} className="underline underline-offset-2">
                    More from {product.brand}
                  </Link>
                </dd>
                <dt className="text-muted-foreground">Country of origin</dt>
                <dd>{product.countryOfOrigin}</dd>
                <dt className="text-muted-foreground">Manufactured / marketed by</dt>
                <dd>{product.manufacturer}</dd>
                <dt className="text-muted-foreground">Sold by</dt>
                <dd>
                  {store.legalName}, {store.studio.city}
                </dd>
                <dt className="text-muted-foreground">Returns</dt>
                <dd>
                  Wrong, damaged or leaking products reported within {store.policy.claimWindowHours} hours.{' '}
                  <Link href="/refund-and-return-policy" className="underline underline-offset-2">
                    Read the policy
                  </Link>
                </dd>
              </dl>
            </details>
          </div>
        </SizeProvider>
      </section>

      {/* No Suspense boundaries here: React may stream a large boundary after the shell, and a
          link to #reviews would then find nothing to scroll to. Below the fold on every screen, so
          their layout waits (on a phone they are half the page's height: the first frame's layout
          took ~63 ms with them); the estimates are fiorita's measured heights, phone then from 1024 px. */}
      <Deferred className="[contain-intrinsic-block-size:auto_2450px] lg:[contain-intrinsic-block-size:auto_1690px]">
        <ReviewSection
          summary={reviews.summary}
          character={product}
          reviews={reviews.items}
          total={reviews.total}
          writeSlot={<ReviewWriteSlot productId={product.id} productName={product.name} />}
        />
      </Deferred>
      <Deferred className="[contain-intrinsic-block-size:auto_625px] lg:[contain-intrinsic-block-size:auto_550px]">
        <Recommendations products={recommendations} placeholder={PLACEHOLDER_IMAGE} />
      </Deferred>
    </>
  );
}
