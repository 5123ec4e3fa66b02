import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/reviews/[id]/route';
import { products, reviews } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { ReviewDto } from '@/lib/reviews/queries';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

const db = useTestDatabase();

function get(productId: string, query = '') {
  return call(GET, { path: `/api/v1/reviews/${productId}${query}`, params: { id: productId } });
}

/** The seeded product with the most reviews. */
async function busiest() {
  const [row] = await db().select().from(products).orderBy(desc(products.numReviews), products.slug).limit(1);
  expect(row!.numReviews).toBeGreaterThan(5);
  return row!;
}

async function shownReviews(productId: string) {
  return db()
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.isHidden, false)));
}

function expectAdjacent<T>(items: T[], inOrder: (a: T, b: T) => boolean) {
  expect(items.length).toBeGreaterThan(1);
  for (let i = 1; i < items.length; i++) {
    if (!inOrder(items[i - 1]!, items[i]!)) throw new Error(`out of order at ${i}: ${JSON.stringify(items.slice(i - 1, i + 1))}`);
  }
}

describe('GET /api/v1/reviews/{productId}', () => {
  it('lists a product’s reviews newest first with a summary matching the product', async () => {
    const product = await busiest();
    const rows = await shownReviews(product.id);
    expect(rows).toHaveLength(product.numReviews);

    const res = await get(product.id);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.status).toBe('success');
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: product.numReviews, totalPages: Math.ceil(product.numReviews / 10) });
    const items: ReviewDto[] = res.body.data;
    expect(items).toHaveLength(Math.min(10, product.numReviews));
    expectAdjacent(items, (a, b) => Date.parse(a.createdAt) >= Date.parse(b.createdAt));
    const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(items[0]!.createdAt).toBe(newest.createdAt.toISOString());

    for (const r of items) {
      expect(r.productId).toBe(product.id);
      expect(r._id).toBe(r.id);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeGreaterThan(0);
      expect(r.displayName.length).toBeGreaterThan(0);
      expect(r.userName).toBe(r.displayName);
    }

    const summary = res.body.summary;
    expect(summary.numReviews).toBe(product.numReviews);
    expect(summary.averageRating).toBe(product.averageRating);
    expect(summary.distribution.map((d: { stars: number }) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    for (const d of summary.distribution as { stars: number; count: number; percentage: number }[]) {
      const count = rows.filter((r) => r.rating === d.stars).length;
      expect(d.count).toBe(count);
      expect(d.percentage).toBe(Math.round((count / rows.length) * 100));
    }
  });

  it('agrees with the stored rating for every seeded product', async () => {
    const all = await db().select().from(products);
    for (const p of all) {
      const res = await get(p.id, '?limit=1');
      expect(res.status).toBe(200);
      expect(res.body.summary.numReviews, p.slug).toBe(p.numReviews);
      expect(res.body.summary.averageRating, p.slug).toBe(p.averageRating);
      expect(res.body.pagination.total).toBe(p.numReviews);
    }
  });

  it.each<[string, (a: ReviewDto, b: ReviewDto) => boolean]>([
    ['newest', (a, b) => Date.parse(a.createdAt) >= Date.parse(b.createdAt)],
    ['helpful', (a, b) => a.helpfulCount > b.helpfulCount || (a.helpfulCount === b.helpfulCount && Date.parse(a.createdAt) >= Date.parse(b.createdAt))],
    ['highest', (a, b) => a.rating > b.rating || (a.rating === b.rating && Date.parse(a.createdAt) >= Date.parse(b.createdAt))],
    ['lowest', (a, b) => a.rating < b.rating || (a.rating === b.rating && Date.parse(a.createdAt) >= Date.parse(b.createdAt))],
  ])('sort=%s orders every adjacent pair', async (sort, inOrder) => {
    const product = await busiest();
    const res = await get(product.id, `?sort=${sort}&limit=50`);
    expect(res.status).toBe(200);
    const items: ReviewDto[] = res.body.data;
    expect(items).toHaveLength(product.numReviews);
    expectAdjacent(items, inOrder);
  });

  it('the sorts really differ on seeded data', async () => {
    const product = await busiest();
    const order = async (sort: string) => ((await get(product.id, `?sort=${sort}&limit=50`)).body.data as ReviewDto[]).map((r) => r.id);
    const [newest, highest, lowest] = await Promise.all([order('newest'), order('highest'), order('lowest')]);
    expect(new Set(newest)).toEqual(new Set(highest));
    expect(highest).not.toEqual(lowest);
  });

  it('pages through the reviews without overlap', async () => {
    const product = await busiest();
    const full = ((await get(product.id, '?limit=50')).body.data as ReviewDto[]).map((r) => r.id);
    const paged: string[] = [];
    const pages = Math.ceil(product.numReviews / 3);
    for (let page = 1; page <= pages; page++) {
      const res = await get(product.id, `?limit=3&page=${page}`);
      expect(res.body.pagination).toEqual({ page, limit: 3, total: product.numReviews, totalPages: pages });
      expect(res.body.data.length).toBe(page < pages ? 3 : product.numReviews - 3 * (pages - 1));
      paged.push(...res.body.data.map((r: ReviewDto) => r.id));
    }
    expect(paged).toEqual(full);
    const past = await get(product.id, `?limit=3&page=${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
  });

  it('leaves hidden reviews out of the list and the summary', async () => {
    const product = await busiest();
    const rows = await shownReviews(product.id);
    const target = rows.find((r) => r.rating === 5) ?? rows[0]!;
    await db().update(reviews).set({ isHidden: true }).where(eq(reviews.id, target.id));
    try {
      const res = await get(product.id, '?limit=50');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((r: ReviewDto) => r.id);
      expect(ids).not.toContain(target.id);
      expect(ids).toHaveLength(rows.length - 1);
      expect(res.body.pagination.total).toBe(rows.length - 1);
      expect(res.body.summary.numReviews).toBe(rows.length - 1);
      const five = res.body.summary.distribution.find((d: { stars: number }) => d.stars === target.rating);
      expect(five.count).toBe(rows.filter((r) => r.rating === target.rating).length - 1);
      const remaining = rows.filter((r) => r.id !== target.id);
      const expectedAverage = Math.round((remaining.reduce((s, r) => s + r.rating, 0) / remaining.length) * 100) / 100;
      expect(res.body.summary.averageRating).toBe(expectedAverage);
    } finally {
      await db().update(reviews).set({ isHidden: false }).where(eq(reviews.id, target.id));
    }
  });

  it('answers an empty list for a product without reviews', async () => {
    const [quiet] = await db().select().from(products).where(eq(products.numReviews, 0)).limit(1);
    expect(quiet).toBeDefined();
    const res = await get(quiet!.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.summary).toMatchObject({ numReviews: 0, averageRating: 0 });
  });

  it('answers 200 with an empty list for a well-formed id that matches no product', async () => {
    const id = newId();
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      status: 'success',
      data: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
      summary: {
        averageRating: 0,
        numReviews: 0,
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percentage: 0 })),
      },
    });
  });

  it.each(['abc', 'fiorita', '67748580ABCDEF0123456789', '1234'])("answers 400 'Invalid product ID format' for %j", async (id) => {
    const res = await get(id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Invalid product ID format' });
  });

  it.each([
    ['?sort=bogus', 'sort must be newest, helpful, highest or lowest'],
    ['?sort=oldest', 'sort must be newest, helpful, highest or lowest'],
    ['?limit=51', 'limit must be between 1 and 50'],
    ['?limit=0', 'limit must be between 1 and 50'],
    ['?limit=abc', 'limit must be a number'],
    ['?page=0', 'page must be at least 1'],
  ])('answers 400 for %s: %s', async (query, message) => {
    const product = await busiest();
    const res = await get(product.id, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it('counts only this product’s reviews', async () => {
    const product = await busiest();
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.isHidden, false))) as [{ n: number }];
    const res = await get(product.id);
    expect(res.body.pagination.total).toBeLessThan(n);
  });
});
