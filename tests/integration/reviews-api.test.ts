import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as POST_REVIEW } from '@/app/api/v1/reviews/route';
import { DELETE, GET, PUT } from '@/app/api/v1/reviews/[id]/route';
import { POST as POST_HELPFUL } from '@/app/api/v1/reviews/[id]/helpful/route';
import { GET as GET_MINE } from '@/app/api/v1/reviews/mine/route';
import { auditLog, orderItems, orders, products, rateLimitBuckets, reviewHelpfulVotes, reviews } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { rateLimitKey } from '@/lib/rate-limit';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import type { ReviewDto } from '@/lib/reviews/queries';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { ADDRESS, createProduct, createShopper, type Shopper } from '../helpers/shoppers';

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
      // Issue 30: whole percentages that add up to 100, each within a point of the exact share
      // (rounded one by one they could add up to 101).
      expect(Number.isInteger(d.percentage)).toBe(true);
      expect(Math.abs(d.percentage - (count / rows.length) * 100)).toBeLessThan(1);
    }
    expect(summary.distribution.reduce((sum: number, d: { percentage: number }) => sum + d.percentage, 0)).toBe(100);
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

// ───────────────────────────── writes ─────────────────────────────

const COMMENT = 'Warm, creamy sandalwood that lasts all day on me.';

function post(who: Shopper | null, body: unknown) {
  return call(POST_REVIEW, { method: 'POST', path: '/api/v1/reviews', body, headers: who?.headers });
}

function put(who: Shopper | null, id: string, body: unknown) {
  return call(PUT, { method: 'PUT', path: `/api/v1/reviews/${id}`, params: { id }, body, headers: who?.headers });
}

function del(who: Shopper | null, id: string) {
  return call(DELETE, { method: 'DELETE', path: `/api/v1/reviews/${id}`, params: { id }, headers: who?.headers });
}

function helpful(who: Shopper | null, id: string, body?: unknown) {
  return call(POST_HELPFUL, { method: 'POST', path: `/api/v1/reviews/${id}/helpful`, params: { id }, body, headers: who?.headers });
}

function mine(who: Shopper | null, productId: string) {
  return call(GET_MINE, { path: `/api/v1/reviews/mine?productId=${productId}`, headers: who?.headers });
}

async function productRow(id: string) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

/** The stored rating must equal what the public list's summary computes from the visible reviews. */
async function expectRatingMatchesList(productId: string, expected?: { averageRating: number; numReviews: number }) {
  const p = await productRow(productId);
  const res = await get(productId, '?limit=50');
  expect(res.body.summary.numReviews).toBe(p.numReviews);
  expect(res.body.summary.averageRating).toBe(p.averageRating);
  expect(res.body.pagination.total).toBe(p.numReviews);
  if (expected) expect({ averageRating: p.averageRating, numReviews: p.numReviews }).toEqual(expected);
}

async function freshProduct() {
  return createProduct(db(), { stock: 10 });
}

async function paidOrder(userId: string, productId: string, paymentStatus: 'completed' | 'pending' | 'failed' | 'refunded' = 'completed') {
  const [order] = await db()
    .insert(orders)
    .values({
      orderNumber: `T-${newId()}`,
      userId,
      customerName: 'Test Shopper',
      shippingAddress: ADDRESS as never,
      paymentStatus,
      status: paymentStatus === 'completed' ? 'confirmed' : 'pending',
      subtotalPaise: 149_900,
      totalPaise: 149_900,
    })
    .returning();
  await db().insert(orderItems).values({ orderId: order!.id, productId, name: 'Test Parfum', unitPricePaise: 149_900, quantity: 1, lineTotalPaise: 149_900 });
  return order!;
}

async function reviewAs(who: Shopper, productId: string, rating = 5, comment = COMMENT) {
  const res = await post(who, { productId, rating, comment, userName: 'Asha R.' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as ReviewDto & { isHidden: boolean };
}

describe('POST /api/v1/reviews', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const p = await freshProduct();
    const res = await post(null, { productId: p.id, rating: 5, comment: COMMENT, userName: 'Guest' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await db().select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it('creates the review and updates the product’s rating in the same write', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const res = await post(who, { productId: p.id, rating: 4, comment: `  ${COMMENT}  `, userName: '  Asha R. ', guestId: 'ignored' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Review submitted successfully!',
      data: {
        productId: p.id,
        rating: 4,
        comment: COMMENT,
        displayName: 'Asha R.',
        userName: 'Asha R.',
        helpfulCount: 0,
        isVerifiedPurchase: false,
        isHidden: false,
      },
      product: { id: p.id, averageRating: 4, numReviews: 1 },
    });
    expect(res.body.data._id).toBe(res.body.data.id);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, res.body.data.id));
    expect(row).toMatchObject({ userId: who.id, productId: p.id, rating: 4, isHidden: false });
    await expectRatingMatchesList(p.id, { averageRating: 4, numReviews: 1 });
    const list = await get(p.id);
    expect(list.body.data.map((r: ReviewDto) => r.id)).toEqual([res.body.data.id]);
  });

  it('averages over every visible review, two decimals like the seed', async () => {
    const p = await freshProduct();
    for (const rating of [5, 4, 4]) await reviewAs(await createShopper(db()), p.id, rating);
    await expectRatingMatchesList(p.id, { averageRating: 4.33, numReviews: 3 });
  });

  it('adds to a seeded product’s existing reviews', async () => {
    const product = await busiest();
    const before = await shownReviews(product.id);
    await reviewAs(await createShopper(db()), product.id, 1);
    const sum = before.reduce((s, r) => s + r.rating, 0) + 1;
    await expectRatingMatchesList(product.id, { averageRating: Math.round((sum / (before.length + 1)) * 100) / 100, numReviews: before.length + 1 });
  });

  it('answers 409 with the already-reviewed text for a second review, and keeps the first', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const first = await reviewAs(who, p.id, 5);
    const again = await post(who, { productId: p.id, rating: 1, comment: 'Changed my mind entirely about it.', userName: 'Someone else' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'ALREADY_REVIEWED',
      message: 'You have already reviewed this product. Each user can only submit one review per product.',
    });
    const rows = await db().select().from(reviews).where(eq(reviews.productId, p.id));
    expect(rows.map((r) => r.id)).toEqual([first.id]);
    await expectRatingMatchesList(p.id, { averageRating: 5, numReviews: 1 });
  });

  it('lets exactly one of two simultaneous reviews by one customer through', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const body = { productId: p.id, rating: 3, comment: COMMENT, userName: 'Asha' };
    const results = await Promise.all([post(who, body), post(who, body), post(who, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    await expectRatingMatchesList(p.id, { averageRating: 3, numReviews: 1 });
  });

  it('keeps the count right when different customers review at once', async () => {
    const p = await freshProduct();
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => createShopper(db())));
    const results = await Promise.all(people.map((who, i) => post(who, { productId: p.id, rating: i + 1, comment: COMMENT, userName: `Reviewer ${i}` })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    await expectRatingMatchesList(p.id, { averageRating: 3, numReviews: 5 });
  });

  it('marks a Verified Purchase only for a paid order containing the product', async () => {
    const p = await freshProduct();
    const other = await freshProduct();
    const buyer = await createShopper(db());
    await paidOrder(buyer.id, p.id, 'completed');
    expect((await reviewAs(buyer, p.id)).isVerifiedPurchase).toBe(true);

    const unpaid = await createShopper(db());
    await paidOrder(unpaid.id, p.id, 'pending');
    await paidOrder(unpaid.id, p.id, 'failed');
    await paidOrder(unpaid.id, p.id, 'refunded');
    expect((await reviewAs(unpaid, p.id)).isVerifiedPurchase).toBe(false);

    const boughtSomethingElse = await createShopper(db());
    await paidOrder(boughtSomethingElse.id, other.id, 'completed');
    expect((await reviewAs(boughtSomethingElse, p.id)).isVerifiedPurchase).toBe(false);

    const list = (await get(p.id)).body.data as ReviewDto[];
    expect(list.filter((r) => r.isVerifiedPurchase)).toHaveLength(1);
  });

  it('stores markup as plain text, exactly as typed (React escapes it on display)', async () => {
    const p = await freshProduct();
    const comment = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)> still a lovely scent';
    const review = await reviewAs(await createShopper(db()), p.id, 5, comment);
    expect(review.comment).toBe(comment);
    expect((await get(p.id)).body.data[0].comment).toBe(comment);
  });

  it('keeps line breaks and drops control characters', async () => {
    const p = await freshProduct();
    const review = await reviewAs(await createShopper(db()), p.id, 5, 'First line\r\nSecond\u0007 line here');
    expect(review.comment).toBe('First line\nSecond line here');
  });

  it('accepts comments of exactly 10 and 2,000 characters, counting an emoji as one', async () => {
    const p = await freshProduct();
    expect((await reviewAs(await createShopper(db()), p.id, 5, 'Ten chars!')).comment).toHaveLength(10);
    const long = '🌸' + 'a'.repeat(1999);
    expect(Array.from((await reviewAs(await createShopper(db()), p.id, 5, long)).comment)).toHaveLength(2000);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no productId', { productId: undefined }, REVIEW_MESSAGES.required],
    ['no rating', { rating: undefined }, REVIEW_MESSAGES.required],
    ['null rating', { rating: null }, REVIEW_MESSAGES.required],
    ['no comment', { comment: undefined }, REVIEW_MESSAGES.required],
    ['a blank comment', { comment: '   \n ' }, REVIEW_MESSAGES.required],
    ['no userName', { userName: undefined }, REVIEW_MESSAGES.required],
    ['a blank userName', { userName: '  ' }, REVIEW_MESSAGES.required],
    ['a comment that is not text', { comment: 42 }, REVIEW_MESSAGES.required],
    ['rating 0', { rating: 0 }, 'Rating must be between 1 and 5'],
    ['rating 6', { rating: 6 }, 'Rating must be between 1 and 5'],
    ['rating -1', { rating: -1 }, 'Rating must be between 1 and 5'],
    ['rating 4.5', { rating: 4.5 }, 'Rating must be between 1 and 5'],
    ['rating "five"', { rating: 'five' }, 'Rating must be between 1 and 5'],
    ['rating true', { rating: true }, 'Rating must be between 1 and 5'],
    ['a 9-character comment', { comment: 'Too short' }, REVIEW_MESSAGES.commentLength],
    ['a 2,001-character comment', { comment: 'a'.repeat(2001) }, REVIEW_MESSAGES.commentLength],
    ['a 61-character name', { userName: 'n'.repeat(61) }, REVIEW_MESSAGES.nameTooLong],
    ['a malformed productId', { productId: 'fiorita' }, 'Invalid product ID format'],
  ])('answers 400 for %s', async (_label, change, message) => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const body = { productId: p.id, rating: 5, comment: COMMENT, userName: 'Asha', ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete (body as Record<string, unknown>)[k];
    const res = await post(who, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await db().select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it('reads a numeric string rating as a number', async () => {
    const p = await freshProduct();
    const res = await post(await createShopper(db()), { productId: p.id, rating: '3', comment: COMMENT, userName: 'Asha' });
    expect(res.status).toBe(201);
    expect(res.body.data.rating).toBe(3);
  });

  it.each([
    ['an empty body', ''],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
  ])('answers 400 with the required text for %s', async (_label, rawBody) => {
    const who = await createShopper(db());
    const res = await call(POST_REVIEW, { method: 'POST', path: '/api/v1/reviews', rawBody, headers: { ...who.headers, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REVIEW_MESSAGES.required);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const who = await createShopper(db());
    const res = await call(POST_REVIEW, { method: 'POST', path: '/api/v1/reviews', rawBody: '{oops', headers: { ...who.headers, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body must be valid JSON');
  });

  it('answers 404 for a product that does not exist or is not on sale', async () => {
    const who = await createShopper(db());
    const missing = await post(who, { productId: newId(), rating: 5, comment: COMMENT, userName: 'Asha' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');

    const inactive = await freshProduct();
    await db().update(products).set({ isActive: false }).where(eq(products.id, inactive.id));
    expect((await post(who, { productId: inactive.id, rating: 5, comment: COMMENT, userName: 'Asha' })).status).toBe(404);

    const archived = await freshProduct();
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
    expect((await post(who, { productId: archived.id, rating: 5, comment: COMMENT, userName: 'Asha' })).status).toBe(404);
  });

  it('allows 10 review writes an hour per customer, then answers 429 with Retry-After', async () => {
    const who = await createShopper(db());
    const items = await Promise.all(Array.from({ length: 11 }, () => freshProduct()));
    for (const p of items.slice(0, 10)) {
      const res = await post(who, { productId: p.id, rating: 5, comment: COMMENT, userName: 'Asha' });
      expect(res.status).toBe(201);
    }
    const over = await post(who, { productId: items[10]!.id, rating: 5, comment: COMMENT, userName: 'Asha' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: REVIEW_MESSAGES.tooMany });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db().select().from(reviews).where(eq(reviews.productId, items[10]!.id))).toEqual([]);

    // The limit is per customer: someone else still writes.
    const other = await createShopper(db());
    expect((await post(other, { productId: items[10]!.id, rating: 5, comment: COMMENT, userName: 'Ravi' })).status).toBe(201);

    // Edits count against the same allowance.
    const firstReview = (await mine(who, items[0]!.id)).body.data;
    expect((await put(who, firstReview.id, { rating: 4 })).status).toBe(429);

    // Invalid bodies are refused before the limit counts them.
    const fresh = await createShopper(db());
    for (let i = 0; i < 12; i++) expect((await post(fresh, { productId: items[0]!.id, rating: 9, comment: COMMENT, userName: 'x' })).status).toBe(400);
    expect(await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, rateLimitKey('reviews:user', fresh.id)))).toEqual([]);
    const [used] = await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, rateLimitKey('reviews:user', who.id)));
    expect(used!.count).toBe(12);
  });
});

describe('PUT and DELETE /api/v1/reviews/{reviewId}', () => {
  it('lets the author edit rating, comment and name; the product’s rating follows', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    await reviewAs(await createShopper(db()), p.id, 5);
    const review = await reviewAs(who, p.id, 5);
    const res = await put(who, review.id, { rating: 2, comment: 'Faded in two hours, sadly.', userName: 'Asha R' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Review updated successfully',
      data: { id: review.id, rating: 2, comment: 'Faded in two hours, sadly.', displayName: 'Asha R' },
      product: { averageRating: 3.5, numReviews: 2 },
    });
    await expectRatingMatchesList(p.id, { averageRating: 3.5, numReviews: 2 });

    const onlyRating = await put(who, review.id, { rating: 4 });
    expect(onlyRating.body.data).toMatchObject({ rating: 4, comment: 'Faded in two hours, sadly.', displayName: 'Asha R' });
    await expectRatingMatchesList(p.id, { averageRating: 4.5, numReviews: 2 });
  });

  it('picks up a purchase made after the review was written', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const review = await reviewAs(who, p.id, 5);
    expect(review.isVerifiedPurchase).toBe(false);
    await paidOrder(who.id, p.id);
    expect((await put(who, review.id, { comment: 'Bought a full bottle since, still love it.' })).body.data.isVerifiedPurchase).toBe(true);
  });

  it('refuses edits and deletes by anyone else with 403, and without a session with 401', async () => {
    const p = await freshProduct();
    const author = await createShopper(db());
    const review = await reviewAs(author, p.id, 5);
    const stranger = await createShopper(db());
    const edit = await put(stranger, review.id, { rating: 1 });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: REVIEW_MESSAGES.notYours });
    expect((await del(stranger, review.id)).status).toBe(403);
    expect((await put(null, review.id, { rating: 1 })).status).toBe(401);
    expect((await del(null, review.id)).status).toBe(401);
    // An admin may delete but not rewrite someone's words.
    const admin = await createShopper(db(), { role: 'admin' });
    expect((await put(admin, review.id, { rating: 1 })).status).toBe(403);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ rating: 5, comment: COMMENT });
  });

  it.each<[string, unknown, string]>([
    ['nothing to change', {}, REVIEW_MESSAGES.nothingToUpdate],
    ['unknown fields only', { productId: newId() }, REVIEW_MESSAGES.nothingToUpdate],
    ['rating 0', { rating: 0 }, REVIEW_MESSAGES.rating],
    ['rating 2.5', { rating: 2.5 }, REVIEW_MESSAGES.rating],
    ['a short comment', { comment: 'meh' }, REVIEW_MESSAGES.commentLength],
    ['a blank comment', { comment: '   ' }, REVIEW_MESSAGES.commentLength],
    ['a long comment', { comment: 'x'.repeat(2001) }, REVIEW_MESSAGES.commentLength],
    ['a blank name', { userName: ' ' }, REVIEW_MESSAGES.fillAll],
    ['a long name', { userName: 'n'.repeat(61) }, REVIEW_MESSAGES.nameTooLong],
  ])('answers 400 for %s', async (_label, body, message) => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const review = await reviewAs(who, p.id, 5);
    const res = await put(who, review.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('answers 400 for a malformed review id and 404 for an unknown one', async () => {
    const who = await createShopper(db());
    for (const res of [await put(who, 'abc', { rating: 3 }), await del(who, 'abc')]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid review ID format');
    }
    for (const res of [await put(who, newId(), { rating: 3 }), await del(who, newId())]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Review not found');
    }
  });

  it('lets the author delete; the rating and list follow, and they may review again', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    await reviewAs(await createShopper(db()), p.id, 2);
    const review = await reviewAs(who, p.id, 5);
    await expectRatingMatchesList(p.id, { averageRating: 3.5, numReviews: 2 });
    const res = await del(who, review.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Review deleted successfully',
      data: { id: review.id, productId: p.id },
      product: { averageRating: 2, numReviews: 1 },
    });
    await expectRatingMatchesList(p.id, { averageRating: 2, numReviews: 1 });
    expect((await del(who, review.id)).status).toBe(404);
    // The author's own delete is not moderation: no audit entry.
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, review.id))).toEqual([]);
    await reviewAs(who, p.id, 4);
  });

  it('lets an admin delete anyone’s review, with an audit entry', async () => {
    const p = await freshProduct();
    const review = await reviewAs(await createShopper(db()), p.id, 1);
    const admin = await createShopper(db(), { role: 'admin' });
    const res = await call(DELETE, {
      method: 'DELETE',
      path: `/api/v1/reviews/${review.id}`,
      params: { id: review.id },
      headers: { ...admin.headers, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    await expectRatingMatchesList(p.id, { averageRating: 0, numReviews: 0 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, review.id));
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'review.delete', entityType: 'review', ip: '203.0.113.9' });
    expect(entry!.before).toMatchObject({ id: review.id, rating: 1, comment: COMMENT });
  });
});

describe('POST /api/v1/reviews/{reviewId}/helpful', () => {
  it('counts one vote per customer; a second vote changes nothing; false takes it back', async () => {
    const p = await freshProduct();
    const review = await reviewAs(await createShopper(db()), p.id, 5);
    const voter = await createShopper(db());

    const first = await helpful(voter, review.id, { helpful: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: REVIEW_MESSAGES.helpfulRecorded, data: { id: review.id, helpfulCount: 1, voted: true, changed: true } });

    const second = await helpful(voter, review.id, { helpful: true });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ message: REVIEW_MESSAGES.helpfulAlready, data: { helpfulCount: 1, voted: true, changed: false } });

    const another = await helpful(await createShopper(db()), review.id);
    expect(another.body.data).toMatchObject({ helpfulCount: 2, voted: true });

    const withdrawn = await helpful(voter, review.id, { helpful: false });
    expect(withdrawn.body).toMatchObject({ message: REVIEW_MESSAGES.helpfulWithdrawn, data: { helpfulCount: 1, voted: false, changed: true } });
    expect((await helpful(voter, review.id, { helpful: false })).body.data).toMatchObject({ helpfulCount: 1, changed: false });

    const votes = await db().select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, review.id));
    expect(votes).toHaveLength(1);
    expect((await get(p.id)).body.data[0].helpfulCount).toBe(1);
  });

  it('holds under simultaneous votes from one customer', async () => {
    const p = await freshProduct();
    const review = await reviewAs(await createShopper(db()), p.id, 5);
    const voter = await createShopper(db());
    const results = await Promise.all(Array.from({ length: 5 }, () => helpful(voter, review.id, { helpful: true })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.helpfulCount).toBe(1);
  });

  it('adds to a seeded review’s count, which came without votes', async () => {
    const product = await busiest();
    const [seeded] = (await shownReviews(product.id)).filter((r) => r.helpfulCount > 0);
    const res = await helpful(await createShopper(db()), seeded!.id, { helpful: true });
    expect(res.body.data.helpfulCount).toBe(seeded!.helpfulCount + 1);
  });

  it('refuses a vote on one’s own review, on a hidden review, and without a session', async () => {
    const p = await freshProduct();
    const author = await createShopper(db());
    const review = await reviewAs(author, p.id, 5);
    const own = await helpful(author, review.id, { helpful: true });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(REVIEW_MESSAGES.helpfulOwn);
    expect((await helpful(null, review.id, { helpful: true })).status).toBe(401);
    await db().update(reviews).set({ isHidden: true }).where(eq(reviews.id, review.id));
    const hidden = await helpful(await createShopper(db()), review.id, { helpful: true });
    expect(hidden.status).toBe(404);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.helpfulCount).toBe(0);
  });

  it.each<[string, string, unknown, number, string]>([
    ['a malformed id', 'abc', { helpful: true }, 400, 'Invalid review ID format'],
    ['an unknown id', newId(), { helpful: true }, 404, 'Review not found'],
    ['helpful as a string', '', { helpful: 'yes' }, 400, 'helpful must be true or false'],
  ])('answers %s', async (_label, id, body, status, message) => {
    const p = await freshProduct();
    const review = await reviewAs(await createShopper(db()), p.id, 5);
    const res = await helpful(await createShopper(db()), id || review.id, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/v1/reviews/mine', () => {
  it('gives the signed-in customer’s own review of a product, hidden or not, else null', async () => {
    const p = await freshProduct();
    const who = await createShopper(db());
    const none = await mine(who, p.id);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    expect(none.headers.get('cache-control')).toContain('no-store');

    await reviewAs(await createShopper(db()), p.id, 3);
    const review = await reviewAs(who, p.id, 5);
    expect((await mine(who, p.id)).body.data).toMatchObject({ id: review.id, rating: 5, isHidden: false });
    await db().update(reviews).set({ isHidden: true }).where(eq(reviews.id, review.id));
    expect((await mine(who, p.id)).body.data).toMatchObject({ id: review.id, isHidden: true });
  });

  it('answers 401 without a session and 400 for a bad product id', async () => {
    const p = await freshProduct();
    expect((await mine(null, p.id)).status).toBe(401);
    const who = await createShopper(db());
    const bad = await call(GET_MINE, { path: '/api/v1/reviews/mine?productId=abc', headers: who.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid product ID format');
    const missing = await call(GET_MINE, { path: '/api/v1/reviews/mine', headers: who.headers });
    expect(missing.status).toBe(400);
  });
});
