import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as GET_PRODUCT } from '@/app/api/v1/products/[id]/route';
import { GET as LIST_PRODUCTS } from '@/app/api/v1/products/route';
import { DELETE, GET, PUT } from '@/app/api/v1/reviews/[id]/route';
import { PATCH as MODERATE } from '@/app/api/v1/reviews/[id]/moderation/route';
import { POST as POST_REVIEW } from '@/app/api/v1/reviews/route';
import type { ProductDto } from '@/lib/catalog/dto';
import { products, reviews } from '@/lib/db/schema';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import type { ReviewDto } from '@/lib/reviews/queries';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createProduct, createShopper, type Shopper } from '../helpers/shoppers';

// Issue 31.5: reviews that speak of fragrance (longevity, sillage, seasons) and the listing by reviewers' longevity.

const db = useTestDatabase();

const COMMENT = 'Opens bright, dries down to soft musk by evening.';

function post(who: Shopper, body: Record<string, unknown>) {
  return call(POST_REVIEW, { method: 'POST', path: '/api/v1/reviews', body, headers: who.headers });
}

function put(who: Shopper, id: string, body: unknown) {
  return call(PUT, { method: 'PUT', path: `/api/v1/reviews/${id}`, params: { id }, body, headers: who.headers });
}

function del(who: Shopper, id: string) {
  return call(DELETE, { method: 'DELETE', path: `/api/v1/reviews/${id}`, params: { id }, headers: who.headers });
}

function moderate(who: Shopper, id: string, isHidden: boolean) {
  return call(MODERATE, { method: 'PATCH', path: `/api/v1/reviews/${id}/moderation`, params: { id }, body: { isHidden }, headers: who.headers });
}

function publicList(productId: string) {
  return call(GET, { path: `/api/v1/reviews/${productId}?limit=50`, params: { id: productId } });
}

async function productDto(id: string): Promise<ProductDto> {
  const res = await call(GET_PRODUCT, { path: `/api/v1/products/${id}`, params: { id } });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function productRow(id: string) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

async function review(productId: string, extra: Record<string, unknown> = {}, rating = 4) {
  const who = await createShopper(db());
  const res = await post(who, { productId, rating, comment: COMMENT, userName: 'Asha R.', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { who, res, review: res.body.data as ReviewDto & { isHidden: boolean } };
}

/** What the product row, its API answer and a review write's `product` must all say. */
type Expected = { reviewLongevity: { average: number; count: number } | null; reviewSillage: { average: number; count: number } | null };

async function expectAggregates(productId: string, expected: Expected) {
  const dto = await productDto(productId);
  expect({ reviewLongevity: dto.reviewLongevity, reviewSillage: dto.reviewSillage }).toEqual(expected);
  const row = await productRow(productId);
  expect(row).toMatchObject({
    reviewLongevityAvg: expected.reviewLongevity?.average ?? 0,
    reviewLongevityCount: expected.reviewLongevity?.count ?? 0,
    reviewSillageAvg: expected.reviewSillage?.average ?? 0,
    reviewSillageCount: expected.reviewSillage?.count ?? 0,
  });
}

describe('POST /api/v1/reviews with longevity, sillage and seasons', () => {
  it('stores them and answers them in the review, the list and the product’s new figures', async () => {
    const p = await createProduct(db(), { stock: 5 });
    const { res, review: r } = await review(p.id, { longevity: 4, sillage: '3', seasons: ['winter', 'Monsoon'] });
    expect(res.body).toMatchObject({
      message: REVIEW_MESSAGES.submitted,
      data: { productId: p.id, rating: 4, longevity: 4, sillage: 3, seasons: ['monsoon', 'winter'] },
      product: { id: p.id, averageRating: 4, numReviews: 1, reviewLongevity: { average: 4, count: 1 }, reviewSillage: { average: 3, count: 1 } },
    });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, r.id));
    expect(row).toMatchObject({ longevity: 4, sillage: 3, seasons: ['monsoon', 'winter'] });
    const listed = (await publicList(p.id)).body.data as ReviewDto[];
    expect(listed[0]).toMatchObject({ id: r.id, longevity: 4, sillage: 3, seasons: ['monsoon', 'winter'] });
  });

  it('still takes a review that says none of them: null, null and no seasons', async () => {
    const p = await createProduct(db(), { stock: 5 });
    const { res } = await review(p.id);
    expect(res.body.data).toMatchObject({ longevity: null, sillage: null, seasons: [] });
    expect(res.body.product).toMatchObject({ numReviews: 1, reviewLongevity: null, reviewSillage: null });
    await expectAggregates(p.id, { reviewLongevity: null, reviewSillage: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['longevity 0', { longevity: 0 }, REVIEW_MESSAGES.longevity],
    ['longevity 6', { longevity: 6 }, REVIEW_MESSAGES.longevity],
    ['longevity 2.5', { longevity: 2.5 }, REVIEW_MESSAGES.longevity],
    ['longevity "x"', { longevity: 'x' }, REVIEW_MESSAGES.longevity],
    ['sillage 0', { sillage: 0 }, REVIEW_MESSAGES.sillage],
    ['sillage 6', { sillage: 6 }, REVIEW_MESSAGES.sillage],
    ['sillage 3.5', { sillage: 3.5 }, REVIEW_MESSAGES.sillage],
    ['an unknown season', { seasons: ['summer', 'rainy'] }, REVIEW_MESSAGES.seasons],
    ['seasons as a string', { seasons: 'summer' }, REVIEW_MESSAGES.seasons],
    ['a season twice', { seasons: ['winter', 'winter'] }, REVIEW_MESSAGES.seasonRepeated],
    ['six seasons', { seasons: ['summer', 'monsoon', 'autumn', 'winter', 'spring', 'summer'] }, REVIEW_MESSAGES.seasons],
  ])('answers 400 for %s with its message on the field, and stores nothing', async (_label, extra, message) => {
    const p = await createProduct(db(), { stock: 5 });
    const res = await post(await createShopper(db()), { productId: p.id, rating: 5, comment: COMMENT, userName: 'Asha', ...extra });
    expect(res.status).toBe(400);
    const field = Object.keys(extra)[0]!;
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: [message] } });
    expect(await db().select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
    expect(await productRow(p.id)).toMatchObject({ numReviews: 0, reviewLongevityCount: 0, reviewSillageCount: 0 });
  });
});

describe('the product’s reviewers’ averages follow every write', () => {
  it('averages only the visible reviews that rated each scale, through create, edit, hide, unhide and delete', async () => {
    const p = await createProduct(db(), { stock: 5 });
    const a = await review(p.id, { longevity: 4, sillage: 3, seasons: ['summer'] });
    const b = await review(p.id, { longevity: 5 });
    // A review that rates neither counts for the stars but not for longevity or sillage.
    await review(p.id, {}, 2);
    await expectAggregates(p.id, { reviewLongevity: { average: 4.5, count: 2 }, reviewSillage: { average: 3, count: 1 } });
    expect(await productRow(p.id)).toMatchObject({ numReviews: 3 });

    // Three ratings of 5, 4 and 4: two decimals, as the stars' average is kept.
    const c = await review(p.id, { longevity: 4, sillage: 4 });
    await expectAggregates(p.id, { reviewLongevity: { average: 4.33, count: 3 }, reviewSillage: { average: 3.5, count: 2 } });

    // The author takes their longevity back and rates sillage instead.
    const edited = await put(b.who, b.review.id, { longevity: null, sillage: 1, seasons: ['winter', 'autumn'] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ longevity: null, sillage: 1, seasons: ['autumn', 'winter'] });
    expect(edited.body.product).toMatchObject({ reviewLongevity: { average: 4, count: 2 }, reviewSillage: { average: 2.67, count: 3 } });
    await expectAggregates(p.id, { reviewLongevity: { average: 4, count: 2 }, reviewSillage: { average: 2.67, count: 3 } });

    // A hidden review leaves the averages as it leaves the stars'.
    const admin = await createShopper(db(), { role: 'admin' });
    const hidden = await moderate(admin, c.review.id, true);
    expect(hidden.body.product).toMatchObject({ reviewLongevity: { average: 4, count: 1 }, reviewSillage: { average: 2, count: 2 } });
    await expectAggregates(p.id, { reviewLongevity: { average: 4, count: 1 }, reviewSillage: { average: 2, count: 2 } });
    // Asked again, nothing changes, and the answer still carries the product's figures.
    expect((await moderate(admin, c.review.id, true)).body.product).toMatchObject({ reviewLongevity: { average: 4, count: 1 } });
    await moderate(admin, c.review.id, false);
    await expectAggregates(p.id, { reviewLongevity: { average: 4, count: 2 }, reviewSillage: { average: 2.67, count: 3 } });

    const gone = await del(a.who, a.review.id);
    expect(gone.body.product).toMatchObject({ reviewLongevity: { average: 4, count: 1 }, reviewSillage: { average: 2.5, count: 2 } });
    await expectAggregates(p.id, { reviewLongevity: { average: 4, count: 1 }, reviewSillage: { average: 2.5, count: 2 } });
  });

  it('an edit that leaves longevity, sillage and seasons out keeps them', async () => {
    const p = await createProduct(db(), { stock: 5 });
    const { who, review: r } = await review(p.id, { longevity: 2, sillage: 5, seasons: ['spring'] });
    const res = await put(who, r.id, { comment: 'Still wearing it, still loud, still gone by lunch.' });
    expect(res.body.data).toMatchObject({ longevity: 2, sillage: 5, seasons: ['spring'] });
    await expectAggregates(p.id, { reviewLongevity: { average: 2, count: 1 }, reviewSillage: { average: 5, count: 1 } });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ longevity: 0 }, REVIEW_MESSAGES.longevity],
    [{ sillage: 'far' }, REVIEW_MESSAGES.sillage],
    [{ seasons: ['summer', 'summer'] }, REVIEW_MESSAGES.seasonRepeated],
  ])('PUT answers 400 for %j and changes nothing', async (body, message) => {
    const p = await createProduct(db(), { stock: 5 });
    const { who, review: r } = await review(p.id, { longevity: 3 });
    const res = await put(who, r.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, r.id));
    expect(row).toMatchObject({ longevity: 3, sillage: null, seasons: [] });
  });
});

// ───────────────────────────── the listing ─────────────────────────────

function list(query: string) {
  return call(LIST_PRODUCTS, { path: `/api/v1/products${query}` });
}

async function all(query: string): Promise<ProductDto[]> {
  const res = await list(`${query}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.pagination.total).toBeLessThanOrEqual(100);
  return res.body.data;
}

async function liveRows() {
  return db()
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), isNull(products.archivedAt)));
}

/** The listing's default (featured) order, as lib/catalog/queries.ts writes it in SQL. */
function featuredCompare(a: ProductDto, b: ProductDto): number {
  const rank = (p: ProductDto) => (p.isFeatured && p.featuredRank > 0 ? p.featuredRank : Number.POSITIVE_INFINITY);
  return (
    Number(b.isFeatured) - Number(a.isFeatured) ||
    rank(a) - rank(b) ||
    b.averageRating - a.averageRating ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

describe('GET /api/v1/products by reviewers’ longevity', () => {
  it('sort=longevity-desc: highest reviewers’ average first, the unrated last, ties in the featured order', async () => {
    const items = await all('?sort=longevity-desc');
    expect(items).toHaveLength((await liveRows()).length);
    const rated = items.filter((p) => p.reviewLongevity);
    expect(rated.length, 'the seed rates longevity on many perfumes').toBeGreaterThan(5);
    expect(items.length - rated.length, 'and leaves some unrated').toBeGreaterThan(0);
    const expected = [...items].sort(
      (a, b) =>
        Number(Boolean(b.reviewLongevity)) - Number(Boolean(a.reviewLongevity)) ||
        (b.reviewLongevity?.average ?? 0) - (a.reviewLongevity?.average ?? 0) ||
        featuredCompare(a, b),
    );
    expect(items.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    // Not the default order in disguise.
    expect(items.map((p) => p.id)).not.toEqual((await all('?sort=featured')).map((p) => p.id));
  });

  it.each([3, 4])('longevity=%d lists exactly the perfumes whose reviewers say they last that long or longer', async (min) => {
    const items = await all(`?longevity=${min}`);
    const expected = (await liveRows()).filter((r) => r.reviewLongevityCount > 0 && r.reviewLongevityAvg >= min);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((p) => p.id).sort()).toEqual(expected.map((r) => r.id).sort());
    for (const p of items) expect(p.reviewLongevity!.average).toBeGreaterThanOrEqual(min);
  });

  it('longevity=4 is narrower than 3, combines with other filters and the sort, and keeps its place in the pages', async () => {
    const four = await all('?longevity=4');
    const three = await all('?longevity=3');
    expect(four.length).toBeLessThan(three.length);
    const women = await all('?longevity=3&gender=women&sort=longevity-desc');
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((p) => p.gender !== 'men' && p.reviewLongevity!.average >= 3)).toBe(true);
    for (let i = 1; i < women.length; i++) expect(women[i - 1]!.reviewLongevity!.average).toBeGreaterThanOrEqual(women[i]!.reviewLongevity!.average);
    const page1 = await list('?longevity=3&limit=2');
    expect(page1.body.pagination.total).toBe(three.length);
  });

  it('a new review’s longevity puts an unrated perfume into the filter', async () => {
    const p = await createProduct(db(), { stock: 5, name: 'Longevity Probe' });
    expect((await all('?longevity=4')).some((x) => x.id === p.id)).toBe(false);
    await review(p.id, { longevity: 5 });
    await review(p.id, { longevity: 4 });
    expect((await all('?longevity=4')).find((x) => x.id === p.id)?.reviewLongevity).toEqual({ average: 4.5, count: 2 });
    // 4.5 leads the sort unless a seeded perfume's reviewers say more.
    const sorted = await all('?sort=longevity-desc');
    const index = sorted.findIndex((x) => x.id === p.id);
    expect(sorted.slice(0, index).every((x) => x.reviewLongevity!.average >= 4.5)).toBe(true);
  });

  it.each(['5', '1', '0', '2', '3.5', '4.0', 'long', '-4'])('longevity=%s answers 400 with the filter’s message', async (value) => {
    const res = await list(`?longevity=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION_ERROR', message: 'Longevity must be 3 or 4', errors: { longevity: ['Longevity must be 3 or 4'] } });
  });
});
