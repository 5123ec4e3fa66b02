/*
 * Catalogue, coupon and review writes invalidate their cached reads themselves (lib/catalog/admin.ts,
 * lib/coupons/admin.ts, lib/reviews/write.ts and admin.ts), like orders: each promises its tags
 * through its transaction's effects (lib/db/transaction.ts), so any caller, not only the API
 * route, leaves no stale offer, product or review behind. Only committed writes invalidate, and a
 * bulk write once.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCouponSchema } from '@/lib/coupons/admin-schema';
import { productCreateSchema } from '@/lib/catalog/admin-schema';
import { useTestDatabase } from '../helpers/db';
import { createCoupon as seedCoupon, createProduct as seedProduct, createShopper } from '../helpers/shoppers';

const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock('@/lib/cache', async (original) => {
  const actual = await original<typeof import('@/lib/cache')>();
  return {
    ...actual,
    invalidate: async (...tags: string[]) => {
      invalidated.push(tags);
      await actual.invalidate(...tags);
    },
  };
});

const db = useTestDatabase();
const code = (p: string) => `${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase().slice(0, 20);

let coupons: typeof import('@/lib/coupons/admin');
let catalog: typeof import('@/lib/catalog/admin');
let reviews: typeof import('@/lib/reviews/write');
let reviewsAdmin: typeof import('@/lib/reviews/admin');
beforeAll(async () => {
  // The setup file (tests/helpers/in-process-webhooks.ts) loaded the transaction helper, and with
  // it the real lib/cache, before the stand-in above was declared: loaded again, it takes it.
  vi.resetModules();
  coupons = await import('@/lib/coupons/admin');
  catalog = await import('@/lib/catalog/admin');
  reviews = await import('@/lib/reviews/write');
  reviewsAdmin = await import('@/lib/reviews/admin');
});

beforeEach(() => {
  invalidated.length = 0;
});

async function adminActor() {
  const admin = await createShopper(db(), { role: 'admin' });
  return { id: admin.id, email: admin.email, ip: '203.0.113.9' };
}

async function reviewer(role: 'user' | 'admin' = 'user') {
  const person = await createShopper(db(), { role });
  return { id: person.id, role, email: person.email, emailVerified: true, ip: '203.0.113.10' };
}

describe('coupon writes invalidate the offers', () => {
  it('create, change, no change, delete, refused delete, bulk', async () => {
    const actor = await adminActor();
    const input = createCouponSchema.parse({
      code: code('INV'),
      discountType: 'percentage',
      discountValue: 10,
      expiryDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      usageLimit: 5,
    });
    const created = await coupons.createCoupon(db(), actor, input);
    expect(invalidated).toEqual([['coupons']]);

    await coupons.updateCoupon(db(), actor, created.id, { isActive: false });
    expect(invalidated).toHaveLength(2);
    await coupons.updateCoupon(db(), actor, created.id, { isActive: false });
    expect(invalidated).toHaveLength(2);

    const a = await seedCoupon(db(), { code: code('BA') });
    const b = await seedCoupon(db(), { code: code('BB') });
    invalidated.length = 0;
    const bulk = await coupons.bulkCoupons(db(), actor, { ids: [a.id, b.id], action: 'deactivate' });
    expect(bulk.successful).toBe(2);
    expect(invalidated).toEqual([['coupons']]);

    invalidated.length = 0;
    await coupons.deleteCoupon(db(), actor, created.id);
    expect(invalidated).toEqual([['coupons']]);
    await expect(coupons.deleteCoupon(db(), actor, created.id)).rejects.toMatchObject({ status: 404 });
    expect(invalidated).toHaveLength(1);
  });

  it('a bulk write that changes some coupons and is refused for others: what it did stands, refreshed once', async () => {
    const actor = await adminActor();
    const live = await seedCoupon(db(), { code: code('BL'), isActive: false });
    const expired = await seedCoupon(db(), { code: code('BX'), isActive: false, expiryDate: new Date(Date.now() - 86_400_000) });
    const bulk = await coupons.bulkCoupons(db(), actor, { ids: [live.id, expired.id], action: 'activate' });
    expect(bulk).toMatchObject({ successful: 1, failed: 1 });
    expect(invalidated).toEqual([['coupons']]);
    expect((await coupons.getAdminCoupon(db(), live.id)).isActive).toBe(true);
    expect((await coupons.getAdminCoupon(db(), expired.id)).isActive).toBe(false);

    // Nothing changed (already active; the expired one refused again): nothing to refresh.
    invalidated.length = 0;
    const again = await coupons.bulkCoupons(db(), actor, { ids: [live.id, expired.id], action: 'activate' });
    expect(again).toMatchObject({ successful: 1, failed: 1 });
    expect(invalidated).toEqual([]);
  });
});

describe('product writes invalidate the catalogue and the product', () => {
  it('create, update, refused update, delete, bulk', async () => {
    const actor = await adminActor();
    const values = productCreateSchema.parse({
      name: `Invalidation Oud ${code('')}`,
      brand: 'Maison Aurelle',
      category: 'Unisex',
      description: 'A test fragrance for cache invalidation.',
      price: 2499,
      stock: 5,
      images: ['/products/amaira-1.webp'],
    });
    const product = await catalog.createProduct(db(), actor, values);
    expect(invalidated).toEqual([['products', `product:${product.id}`]]);

    invalidated.length = 0;
    await catalog.updateProduct(db(), actor, product.id, { stock: 7, expectedStock: 5 });
    expect(invalidated).toEqual([['products', `product:${product.id}`]]);

    // Stock moved since the form was opened: refused, rolled back, nothing to refresh.
    invalidated.length = 0;
    await expect(catalog.updateProduct(db(), actor, product.id, { stock: 9, expectedStock: 5 })).rejects.toMatchObject({ code: 'STOCK_CHANGED' });
    expect(invalidated).toEqual([]);

    const other = await seedProduct(db(), { stock: 3 });
    invalidated.length = 0;
    await catalog.bulkProducts(db(), actor, { ids: [product.id, other.id], action: 'deactivate' });
    expect(invalidated).toHaveLength(1);
    expect([...invalidated[0]!].sort()).toEqual(['product:' + other.id, 'product:' + product.id, 'products'].sort());

    invalidated.length = 0;
    await catalog.deleteProduct(db(), actor, product.id);
    expect(invalidated).toEqual([['products', `product:${product.id}`]]);
  });
});

describe('review writes invalidate the reviews, the product and the lists', () => {
  it('create, refused second review, update, helpful vote, moderation, delete', async () => {
    const product = await seedProduct(db(), { stock: 3 });
    const tags = ['reviews:' + product.id, 'product:' + product.id, 'products'];
    const author = await reviewer();
    const input = { productId: product.id, rating: 4, comment: 'Warm, soft and lasts the whole evening.', userName: 'Asha' };

    const { review } = await reviews.createReview(db(), author, input);
    expect(invalidated).toEqual([tags]);

    invalidated.length = 0;
    await expect(reviews.createReview(db(), author, input)).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect(invalidated).toEqual([]);

    await reviews.updateReview(db(), author, review.id, { rating: 5 });
    expect(invalidated).toEqual([tags]);

    // A vote shows only on the review list; a vote already cast changes nothing.
    const voter = await reviewer();
    invalidated.length = 0;
    await reviews.voteHelpful(db(), voter, review.id, true);
    expect(invalidated).toEqual([['reviews:' + product.id]]);
    await reviews.voteHelpful(db(), voter, review.id, true);
    expect(invalidated).toHaveLength(1);

    const admin = await reviewer('admin');
    invalidated.length = 0;
    await reviewsAdmin.moderateReview(db(), admin, review.id, true);
    expect(invalidated).toEqual([tags]);
    await reviewsAdmin.moderateReview(db(), admin, review.id, true);
    expect(invalidated).toHaveLength(1);

    invalidated.length = 0;
    await expect(reviews.deleteReview(db(), voter, review.id)).rejects.toMatchObject({ status: 403 });
    expect(invalidated).toEqual([]);
    await reviews.deleteReview(db(), author, review.id);
    expect(invalidated).toEqual([tags]);
  });
});

describe('settings writes invalidate what pages read of them', () => {
  it('delivery rules, gift wrap and the store’s details, each once its save committed', async () => {
    const { saveDeliveryRules } = await import('@/lib/delivery/rules');
    const { readDeliveryRules } = await import('@/lib/delivery/read-rules');
    const { saveGiftSettings, readGiftSettings } = await import('@/lib/gifts/settings');
    const { saveStoreDetails, readStoreDetails } = await import('@/lib/store-details/settings');
    const actor = await adminActor();

    await saveDeliveryRules(db(), actor, await readDeliveryRules(db()));
    expect(invalidated).toEqual([['delivery-rules']]);

    invalidated.length = 0;
    await saveGiftSettings(db(), actor, await readGiftSettings(db()));
    expect(invalidated).toEqual([['store-settings']]);

    invalidated.length = 0;
    await saveStoreDetails(db(), actor, await readStoreDetails(db()));
    expect(invalidated).toEqual([['store-settings']]);
  });
});
