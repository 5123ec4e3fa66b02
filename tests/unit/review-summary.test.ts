import { describe, expect, it } from 'vitest';
import { REVIEW_SORTS, reviewListQuerySchema, summarize } from '@/lib/reviews/queries';

const counts = (s: ReturnType<typeof summarize>) => s.distribution.map((d) => [d.stars, d.count, d.percentage]);

describe('summarize', () => {
  it('lists 5 stars down to 1 whatever the input order', () => {
    const s = summarize([
      { rating: 1, n: 1 },
      { rating: 5, n: 3 },
      { rating: 4, n: 4 },
    ]);
    expect(s.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(counts(s)).toEqual([
      [5, 3, 38], // 37.5 and 12.5: one point left to give, to the earlier (issue 30: these were 38 and 13, 101 %)
      [4, 4, 50],
      [3, 0, 0],
      [2, 0, 0],
      [1, 1, 12],
    ]);
    expect(s.numReviews).toBe(8);
    expect(s.averageRating).toBe(4); // (15 + 16 + 1) / 8
  });

  it('gives the average to two decimals', () => {
    // 5 + 4 + 4 = 13 / 3 = 4.333…
    expect(summarize([{ rating: 5, n: 1 }, { rating: 4, n: 2 }]).averageRating).toBe(4.33);
    // 5 + 5 + 4 = 14 / 3 = 4.666…
    expect(summarize([{ rating: 5, n: 2 }, { rating: 4, n: 1 }]).averageRating).toBe(4.67);
    // 33 / 8 = 4.125 → 4.13
    expect(summarize([{ rating: 5, n: 3 }, { rating: 4, n: 4 }, { rating: 2, n: 1 }]).averageRating).toBe(4.13);
    expect(summarize([{ rating: 3, n: 7 }]).averageRating).toBe(3);
  });

  // Issue 30: bars that add to 100 % (rounding each alone gave 99 % here and 101 % below).
  it('gives whole percentages that add up to 100, the odd points to the largest remainders', () => {
    const s = summarize([
      { rating: 5, n: 1 },
      { rating: 3, n: 1 },
      { rating: 1, n: 1 },
    ]);
    expect(counts(s)).toEqual([
      [5, 1, 34],
      [4, 0, 0],
      [3, 1, 33],
      [2, 0, 0],
      [1, 1, 33],
    ]);
    const t = summarize([
      { rating: 5, n: 4 },
      { rating: 4, n: 1 },
      { rating: 2, n: 1 },
    ]);
    expect(counts(t).map(([, , p]) => p)).toEqual([67, 17, 0, 16, 0]);
    expect(t.distribution.reduce((sum, d) => sum + d.percentage, 0)).toBe(100);
  });

  it('is all zeros with no reviews', () => {
    const s = summarize([]);
    expect(s).toEqual({
      averageRating: 0,
      numReviews: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percentage: 0 })),
    });
  });

  it('gives 100% to the only star used', () => {
    expect(counts(summarize([{ rating: 2, n: 5 }]))[3]).toEqual([2, 5, 100]);
  });
});

describe('reviewListQuerySchema', () => {
  it('defaults to the newest ten on page 1', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: 'newest' });
    expect(REVIEW_SORTS).toEqual(['newest', 'helpful', 'highest', 'lowest']);
  });

  it.each([
    [{ sort: 'bogus' }, 'sort must be newest, helpful, highest or lowest'],
    [{ limit: '51' }, 'limit must be between 1 and 50'],
    [{ limit: '0' }, 'limit must be between 1 and 50'],
    [{ limit: 'abc' }, 'limit must be a number'],
    [{ page: '0' }, 'page must be at least 1'],
  ])('refuses %j with %j', (raw, message) => {
    const r = reviewListQuerySchema.safeParse(raw);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});
