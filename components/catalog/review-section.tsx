import { BadgeCheck } from 'lucide-react';
import type { ProductDto } from '@/lib/catalog/dto';
import { reviewCharacterText, scaleAverageText } from '@/lib/reviews/character';
import type { ReviewDto, ReviewSummary } from '@/lib/reviews/queries';
import { HelpfulButton } from './helpful-button';
import { Stars } from './stars';
import { formatIstDate } from '@/lib/india-time';

/**
 * "Lasts 4.2 / 5 · from 38 reviews" and the same for sillage, for what reviewers have rated: text
 * drawn on the server (the product page's JavaScript budget has no room for more).
 */
export function ReviewCharacterSummary({
  product,
  className,
}: {
  product: Pick<ProductDto, 'reviewLongevity' | 'reviewSillage'>;
  className?: string;
}) {
  const lines = [
    product.reviewLongevity ? scaleAverageText('longevity', product.reviewLongevity) : null,
    product.reviewSillage ? scaleAverageText('sillage', product.reviewSillage) : null,
  ].filter((l): l is string => l !== null);
  if (!lines.length) return null;
  return (
    <ul className={className} aria-label="What reviewers say of how it wears">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/** One review's "Lasts 4/5 · Sillage 3/5 · Summer, Monsoon", when it said any of them. */
function ReviewCharacterLine({ review }: { review: ReviewDto }) {
  const text = reviewCharacterText(review);
  return text ? <p className="mt-2 text-xs text-muted-foreground">{text}</p> : null;
}

export function ReviewSection({
  summary,
  character,
  reviews,
  total,
  writeSlot,
}: {
  summary: ReviewSummary;
  /** Reviewers' longevity and sillage averages (the product's, kept with its rating). */
  character?: Pick<ProductDto, 'reviewLongevity' | 'reviewSillage'>;
  reviews: ReviewDto[];
  total: number;
  /** The write-a-review control (review-write-slot.tsx). */
  writeSlot?: React.ReactNode;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="container-page scroll-mt-24 border-t border-border py-14">
      <div className="grid gap-10 lg:grid-cols-[20rem_1fr]">
        <div>
          <h2 id="reviews-heading" className="text-3xl sm:text-4xl">
            Customer Reviews
          </h2>
          <div className="mt-4 flex items-center gap-3">
            <span className="font-display text-5xl lining-nums">{summary.numReviews ? summary.averageRating.toFixed(1) : '—'}</span>
            <div>
              {/* With none, the list beside says "No reviews yet": no grey stars, no "0 reviews". */}
              {summary.numReviews ? (
                <>
                  <Stars rating={summary.averageRating} size="md" />
                  <p className="text-sm text-muted-foreground">
                    {summary.numReviews} {summary.numReviews === 1 ? 'review' : 'reviews'}
                  </p>
                </>
              ) : null}
            </div>
          </div>
          {summary.numReviews > 0 && character ? <ReviewCharacterSummary product={character} className="mt-3 space-y-0.5 text-sm" /> : null}
          <table className="mt-6 w-full text-sm">
            <caption className="sr-only">Ratings distribution</caption>
            <tbody>
              {summary.distribution.map((d) => (
                <tr key={d.stars}>
                  <th scope="row" className="w-14 py-1 text-left font-normal whitespace-nowrap">
                    {d.stars} star
                  </th>
                  <td className="py-1">
                    <div className="h-2 w-full overflow-hidden rounded-full bg-cream" aria-hidden>
                      <div className="h-full rounded-full bg-gold-deep" style={{ width: `${d.percentage}%` }} />
                    </div>
                  </td>
                  <td className="w-16 py-1 pl-3 text-right text-muted-foreground">
                    {d.count} <span className="sr-only">reviews, {d.percentage}%</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {writeSlot ? <div className="mt-6">{writeSlot}</div> : null}
        </div>
        <div>
          {reviews.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
              No reviews yet. Be the first to share how it wears.
            </p>
          ) : (
            <>
              <ul className="space-y-6">
                {reviews.map((r) => (
                  <li key={r.id} className="rounded-lg border border-border bg-card p-5">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="flex items-center gap-3">
                        <Stars rating={r.rating} />
                        <p className="font-medium">{r.displayName || 'Anonymous'}</p>
                        {r.isVerifiedPurchase ? (
                          <span className="inline-flex items-center gap-1 text-xs text-success">
                            <BadgeCheck aria-hidden className="h-4 w-4" /> Verified Purchase
                          </span>
                        ) : null}
                      </div>
                      <time dateTime={r.createdAt} className="text-xs text-muted-foreground">
                        {formatIstDate(new Date(r.createdAt))}
                      </time>
                    </div>
                    <ReviewCharacterLine review={r} />
                    {/* Plain text: React escapes any markup in it; never dangerouslySetInnerHTML. */}
                    <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line">{r.comment}</p>
                    <HelpfulButton reviewId={r.id} count={r.helpfulCount} />
                  </li>
                ))}
              </ul>
              {total > reviews.length ? (
                <p className="mt-6 text-sm text-muted-foreground">
                  Showing the {reviews.length} most recent of {total} reviews.
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
