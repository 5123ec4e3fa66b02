import { INDIAN_STATES } from './india';
import { istParts } from './india-time';

/*
 * The figures the house quotes about itself (home page, About page, anything else that boasts).
 * None is typed in: the years come from the founding year in the store's details and the clock, the
 * collection's size from the live catalogue, the delivery reach from the list of states we take
 * addresses for. So the home page can never claim two years while About says since 2008.
 */

/** Completed calendar years since the founding year, in India's calendar (a New Year's Eve visit in IST counts the new year). */
export function yearsOfCraft(now: Date, foundedYear: number): number {
  const { year } = istParts(now);
  return Math.max(0, year - foundedYear);
}

export interface BrandFact {
  /** Stable key for lists and tests. */
  id: 'years' | 'fragrances' | 'regions';
  value: number;
  label: string;
}

/**
 * The brand facts, in display order. `fragranceCount` is the number of live products (perfumes,
 * attars, mists and sets), read by the caller from the catalogue.
 */
export function brandFacts({ fragranceCount, now, foundedYear }: { fragranceCount: number; now: Date; foundedYear: number }): BrandFact[] {
  const years = yearsOfCraft(now, foundedYear);
  return [
    { id: 'years', value: years, label: `${years === 1 ? 'Year' : 'Years'} of perfumery, since ${foundedYear}` },
    { id: 'fragrances', value: fragranceCount, label: `${fragranceCount === 1 ? 'Fragrance' : 'Fragrances'} in the collection` },
    { id: 'regions', value: INDIAN_STATES.length, label: 'States and union territories we deliver to, free' },
  ];
}
