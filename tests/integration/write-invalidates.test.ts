/*
 * Catalogue and coupon writes invalidate their cached reads themselves (lib/catalog/admin.ts,
 * lib/coupons/admin.ts), like orders and reviews: any caller, not only the API route, leaves no
 * stale offer or product behind. Only committed writes invalidate, and a bulk write once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as coupons from '@/lib/coupons/admin';
import * as catalog from '@/lib/catalog/admin';
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

beforeEach(() => {
  invalidated.length = 0;
});

async function adminActor() {
  const admin = await createShopper(db(), { role: 'admin' });
  return { id: admin.id, email: admin.email, ip: '203.0.113.9' };
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
});

describe('product writes invalidate the catalogue and the product', () => {
  it('create, update, delete, bulk', async () => {
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
