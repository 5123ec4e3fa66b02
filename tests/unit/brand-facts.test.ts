import { describe, expect, it } from 'vitest';
import { brandFacts, yearsOfCraft } from '@/lib/brand-facts';
import { INDIAN_STATES } from '@/lib/india';
import { DEFAULT_STORE_DETAILS as store } from '@/lib/store';

describe('yearsOfCraft', () => {
  it('counts calendar years from the one founding year', () => {
    expect(yearsOfCraft(new Date('2026-11-25T12:00:00Z'), 2008)).toBe(18);
    expect(yearsOfCraft(new Date('2008-06-01T12:00:00Z'), 2008)).toBe(0);
  });

  it('turns over with the year in India, not in UTC', () => {
    // 31 December 2026, 19:00 UTC is already 1 January 2027 in India.
    expect(yearsOfCraft(new Date('2026-12-31T19:00:00Z'), 2008)).toBe(19);
    expect(yearsOfCraft(new Date('2026-12-31T18:00:00Z'), 2008)).toBe(18);
  });

  it('never goes negative', () => {
    expect(yearsOfCraft(new Date('2000-01-01T12:00:00Z'), 2008)).toBe(0);
  });
});

describe('brandFacts', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('quotes the years, the live catalogue size and the delivery reach, each from its source', () => {
    const facts = brandFacts({ fragranceCount: 37, now, foundedYear: store.foundedYear });
    expect(facts.map((f) => [f.id, f.value])).toEqual([
      ['years', 2026 - store.foundedYear],
      ['fragrances', 37],
      ['regions', INDIAN_STATES.length],
    ]);
    // The years figure names the same founding year the About page tells.
    expect(facts[0]?.label).toContain(`since ${store.foundedYear}`);
  });

  it('follows the catalogue: another count, another figure, singular when one', () => {
    expect(brandFacts({ fragranceCount: 52, now, foundedYear: store.foundedYear }).find((f) => f.id === 'fragrances')?.value).toBe(52);
    expect(brandFacts({ fragranceCount: 1, now, foundedYear: store.foundedYear }).find((f) => f.id === 'fragrances')?.label).toMatch(
      /^Fragrance in/,
    );
  });
});
