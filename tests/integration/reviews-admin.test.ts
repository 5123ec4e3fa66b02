import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as GET_ADMIN } from '@/app/api/v1/reviews/admin/route';
import { DELETE, GET } from '@/app/api/v1/reviews/[id]/route';
import { PATCH } from '@/app/api/v1/reviews/[id]/moderation/route';
import { POST as POST_REVIEW } from '@/app/api/v1/reviews/route';
import { auditLog, products, reviews } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { AdminReviewDto } from '@/lib/reviews/admin';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createAdminAndCustomer, createProduct, createShopper, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

function list(who: Shopper | null, query = '') {
  return call(GET_ADMIN, { path: `/api/v1/reviews/admin${query}`, headers: who?.headers });
}

function moderate(who: Shopper | null, id: string, body: unknown, headers: Record<string, string> = {}) {
  return call(PATCH, { method: 'PATCH', path: `/api/v1/reviews/${id}/moderation`, params: { id }, body, headers: { ...who?.headers, ...headers } });
}

function del(who: Shopper | null, id: string) {
  return call(DELETE, { method: 'DELETE', path: `/api/v1/reviews/${id}`, params: { id }, headers: who?.headers });
}

function publicList(productId: string) {
  return call(GET, { path: `/api/v1/reviews/${productId}?limit=50`, params: { id: productId } });
}

async function productRow(id: string) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

/** A product of its own with reviews rated as given, each by a new customer. */
async function productWithReviews(ratings: number[], name?: string) {
  const product = await createProduct(db(), { stock: 5, name });
  const ids: string[] = [];
  for (const [i, rating] of ratings.entries()) {
    const who = await createShopper(db());
    const res = await call(POST_REVIEW, {
      method: 'POST',
      path: '/api/v1/reviews',
      body: { productId: product.id, rating, comment: `Review number ${i} of this scent, rated ${rating}.`, userName: `Reviewer ${i}` },
      headers: who.headers,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.data.id);
  }
  return { product, ids };
}

async function auditFor(entityId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

describe('admin review endpoints: who may call', () => {
  it('answer 401 without a session and 403 for a customer', async () => {
    const { ids } = await productWithReviews([4]);
    const id = ids[0]!;
    expect((await list(null)).status).toBe(401);
    expect((await moderate(null, id, { isHidden: true })).status).toBe(401);
    const forbidden = [await list(customer), await moderate(customer, id, { isHidden: true })];
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Admin access required' });
    }
    // A customer's DELETE of someone else's review is refused by ownership, not the admin check.
    expect((await del(customer, id)).status).toBe(403);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row!.isHidden).toBe(false);
  });
});

describe('GET /api/v1/reviews/admin', () => {
  it('lists every review, hidden ones included, newest first, with product and author', async () => {
    const { product, ids } = await productWithReviews([5, 3]);
    await db().update(reviews).set({ isHidden: true }).where(eq(reviews.id, ids[0]!));
    const res = await list(admin, `?productId=${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    const items: AdminReviewDto[] = res.body.data;
    expect(items.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(items[1]).toMatchObject({ isHidden: true, rating: 5, product: { id: product.id, name: product.name, slug: product.slug } });
    expect(items[0]!.userEmail).toMatch(/@example\.test$/);
    expect(items[0]!.userId).toBeTruthy();
    const [{ all, hidden, visible }] = [res.body.counts];
    expect(all).toBe(visible + hidden);
    expect(hidden).toBeGreaterThanOrEqual(1);
  });

  it('filters by status, rating, product name and text', async () => {
    const name = `Moderation Musk ${newId().slice(-6)}`;
    const { product, ids } = await productWithReviews([1, 2, 5, 5], name);
    await db().update(reviews).set({ isHidden: true }).where(eq(reviews.id, ids[0]!));
    const q = (extra: string) => list(admin, `?productId=${product.id}${extra}`);

    expect((await q('&status=hidden')).body.data.map((r: AdminReviewDto) => r.id)).toEqual([ids[0]]);
    expect((await q('&status=visible')).body.pagination.total).toBe(3);
    expect((await q('&status=all')).body.pagination.total).toBe(4);
    expect((await q('&rating=5')).body.data.every((r: AdminReviewDto) => r.rating === 5)).toBe(true);
    expect((await q('&rating=5')).body.pagination.total).toBe(2);
    expect((await q('&rating=')).body.pagination.total).toBe(4);

    const byName = await list(admin, `?product=${encodeURIComponent(name.toLowerCase())}`);
    expect(byName.body.pagination.total).toBe(4);
    expect(byName.body.data.every((r: AdminReviewDto) => r.product.id === product.id)).toBe(true);

    const byText = await list(admin, `?search=${encodeURIComponent('number 2 of this')}&product=${encodeURIComponent(name)}`);
    expect(byText.body.data.map((r: AdminReviewDto) => r.id)).toEqual([ids[2]]);
    const byAuthor = await list(admin, `?search=${encodeURIComponent('reviewer 3')}&productId=${product.id}`);
    expect(byAuthor.body.data.map((r: AdminReviewDto) => r.id)).toEqual([ids[3]]);
    // Wildcards are matched literally.
    expect((await list(admin, '?search=%25%25%25_')).body.pagination.total).toBe(0);
  });

  it('sorts by rating and pages without overlap', async () => {
    const { product } = await productWithReviews([3, 1, 4, 2, 5]);
    const asc = await list(admin, `?productId=${product.id}&sort=rating&direction=asc`);
    expect(asc.body.data.map((r: AdminReviewDto) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await list(admin, `?productId=${product.id}&sort=rating&direction=desc&limit=2&page=${page}`);
      expect(res.body.pagination).toEqual({ page, limit: 2, total: 5, totalPages: 3 });
      seen.push(...res.body.data.map((r: AdminReviewDto) => r.id));
    }
    expect(new Set(seen).size).toBe(5);
    const byProduct = await list(admin, '?sort=product&direction=asc&limit=50');
    const names = byProduct.body.data.map((r: AdminReviewDto) => r.product.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each([
    ['?status=deleted', 'status must be all, visible or hidden'],
    ['?rating=6', REVIEW_MESSAGES.rating],
    ['?rating=0', REVIEW_MESSAGES.rating],
    ['?rating=abc', REVIEW_MESSAGES.rating],
    ['?productId=fiorita', 'Invalid product ID format'],
    ['?sort=comment', 'sort must be createdAt, rating, helpfulCount or product'],
    ['?direction=up', 'direction must be asc or desc'],
    ['?limit=51', 'limit must be between 1 and 50'],
    ['?page=0', 'page must be at least 1'],
    [`?search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await list(admin, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });
});

describe('PATCH /api/v1/reviews/{reviewId}/moderation', () => {
  it('hides a review: out of the public list and the rating, with an audit entry', async () => {
    const { product, ids } = await productWithReviews([5, 1]);
    expect(await productRow(product.id)).toMatchObject({ averageRating: 3, numReviews: 2 });

    const res = await moderate(admin, ids[0]!, { isHidden: true }, { 'x-forwarded-for': '198.51.100.7' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Review hidden',
      data: { id: ids[0], isHidden: true },
      product: { id: product.id, averageRating: 1, numReviews: 1 },
    });
    expect(await productRow(product.id)).toMatchObject({ averageRating: 1, numReviews: 1 });
    const pub = await publicList(product.id);
    expect(pub.body.data.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect(pub.body.summary).toMatchObject({ averageRating: 1, numReviews: 1 });

    const [entry] = await auditFor(ids[0]!);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      ip: '198.51.100.7',
      action: 'review.hide',
      entityType: 'review',
      before: { isHidden: false },
      after: { isHidden: true },
    });
  });

  it('unhides it again, and asking for the state it is in changes and records nothing', async () => {
    const { product, ids } = await productWithReviews([4, 2]);
    await moderate(admin, ids[1]!, { isHidden: true });
    expect(await productRow(product.id)).toMatchObject({ averageRating: 4, numReviews: 1 });

    const again = await moderate(admin, ids[1]!, { isHidden: true });
    expect(again.status).toBe(200);
    expect((await auditFor(ids[1]!)).length).toBe(1);

    const shown = await moderate(admin, ids[1]!, { isHidden: false });
    expect(shown.body).toMatchObject({ message: 'Review is visible again', data: { isHidden: false }, product: { averageRating: 3, numReviews: 2 } });
    expect(await productRow(product.id)).toMatchObject({ averageRating: 3, numReviews: 2 });
    const entries = await auditFor(ids[1]!);
    expect(entries.map((e) => e.action)).toEqual(['review.unhide', 'review.hide']);
  });

  it('hiding the only review leaves the product unrated', async () => {
    const { product, ids } = await productWithReviews([5]);
    await moderate(admin, ids[0]!, { isHidden: true });
    expect(await productRow(product.id)).toMatchObject({ averageRating: 0, numReviews: 0 });
  });

  it('keeps a seeded product’s stored rating equal to its visible reviews', async () => {
    const [seeded] = await db().select().from(products).orderBy(desc(products.numReviews)).limit(1);
    const [target] = await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, seeded!.id), eq(reviews.isHidden, false)))
      .limit(1);
    await moderate(admin, target!.id, { isHidden: true });
    const pub = await publicList(seeded!.id);
    const after = await productRow(seeded!.id);
    expect(after.numReviews).toBe(seeded!.numReviews - 1);
    expect(pub.body.summary).toMatchObject({ averageRating: after.averageRating, numReviews: after.numReviews });
    await moderate(admin, target!.id, { isHidden: false });
    expect(await productRow(seeded!.id)).toMatchObject({ averageRating: seeded!.averageRating, numReviews: seeded!.numReviews });
  });

  it.each<[string, string | null, unknown, number, string]>([
    ['a malformed id', 'abc', { isHidden: true }, 400, 'Invalid review ID format'],
    ['an unknown id', newId(), { isHidden: true }, 404, 'Review not found'],
    ['no isHidden', null, {}, 400, 'isHidden must be true or false'],
    ['isHidden as a string', null, { isHidden: 'true' }, 400, 'isHidden must be true or false'],
  ])('answers %s', async (_label, id, body, status, message) => {
    const { ids } = await productWithReviews([3]);
    const res = await moderate(admin, id ?? ids[0]!, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, ids[0]!));
    expect(row!.isHidden).toBe(false);
  });
});

describe('DELETE /api/v1/reviews/{reviewId} by an admin', () => {
  it('deletes a hidden or visible review, recomputes the rating and records the review as it was', async () => {
    const { product, ids } = await productWithReviews([5, 3, 1]);
    await moderate(admin, ids[2]!, { isHidden: true });
    expect(await productRow(product.id)).toMatchObject({ averageRating: 4, numReviews: 2 });

    const hiddenGone = await del(admin, ids[2]!);
    expect(hiddenGone.status).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ averageRating: 4, numReviews: 2 });

    const visibleGone = await del(admin, ids[0]!);
    expect(visibleGone.body).toMatchObject({ message: 'Review deleted successfully', product: { averageRating: 3, numReviews: 1 } });
    expect(await productRow(product.id)).toMatchObject({ averageRating: 3, numReviews: 1 });

    const [entry] = await auditFor(ids[0]!);
    expect(entry).toMatchObject({ action: 'review.delete', entityType: 'review', actorId: admin.id, after: null });
    expect(entry!.before).toMatchObject({ id: ids[0], rating: 5, productId: product.id });
    expect((await auditFor(ids[2]!)).map((e) => e.action)).toEqual(['review.delete', 'review.hide']);
    expect(await db().select().from(reviews).where(eq(reviews.id, ids[0]!))).toEqual([]);
  });

  it('answers 404 for an unknown review and 400 for a malformed id', async () => {
    expect((await del(admin, newId())).status).toBe(404);
    expect((await del(admin, 'nope')).status).toBe(400);
  });
});
