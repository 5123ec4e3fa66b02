import { indianDigits } from '../indian-digits';
import { SEASON_LABELS, type ReviewCharacter } from './messages';

/*
 * What reviewers say of a perfume's longevity and sillage, as the product keeps and the pages
 * say it. Pure and free of zod: the product DTO and the server-rendered review section share it.
 */

/** The mean of the reviews that rated one scale (1 to 5, two decimals) and how many did. */
export interface ScaleAverage {
  average: number;
  count: number;
}

/** The stored pair (products.review_longevity_avg and _count, say) as the API answers it: null while nobody rated it. */
export function scaleAverage(average: number, count: number): ScaleAverage | null {
  return count > 0 ? { average, count } : null;
}

const reviewsWord = (n: number) => `${indianDigits(n)} ${n === 1 ? 'review' : 'reviews'}`;

/**
 * "Lasts 4.2 / 5 · from 38 reviews", "Sillage 3.8 / 5 · from 1 review": one decimal, as the
 * stars' average is shown.
 */
export function scaleAverageText(scale: 'longevity' | 'sillage', a: ScaleAverage): string {
  return `${scale === 'longevity' ? 'Lasts' : 'Sillage'} ${a.average.toFixed(1)} / 5 · from ${reviewsWord(a.count)}`;
}

/** One review's "Lasts 4/5 · Sillage 3/5 · Summer, Monsoon", leaving out what it did not say; null when it said none. */
export function reviewCharacterText(r: ReviewCharacter): string | null {
  const parts = [
    r.longevity != null ? `Lasts ${r.longevity}/5` : null,
    r.sillage != null ? `Sillage ${r.sillage}/5` : null,
    r.seasons.length ? r.seasons.map((s) => SEASON_LABELS[s]).join(', ') : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' · ') : null;
}
