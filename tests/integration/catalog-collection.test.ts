import { and, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listProductsRoute } from '@/app/api/v1/products/route';
import type { ProductDto } from '@/lib/catalog/dto';
import { catalogQuerySchema } from '@/lib/catalog/filters';
import { countLiveProducts, listProducts } from '@/lib/catalog/queries';
import { products } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

const db = useTestDatabase();

describe('the gifts collection', () => {
  it('lists exactly the live discovery sets and gift boxes of the seed', async () => {
    const page = await listProducts(db(), catalogQuerySchema.parse({ collection: 'gifts', limit: '100' }));
    const slugs = page.items.map((p) => p.slug).sort();
    expect(slugs).toEqual(['heirloom-gift-box', 'hero-quartet', 'signature-discovery-set']);
    expect(page.total).toBe(3);
    // Perfumes tagged "gift" (Fiorita and others) are not sets or boxes.
    expect(slugs).not.toContain('fiorita');
    for (const p of page.items) expect(p.tags.some((t) => t === 'discovery-set' || t === 'gift-box')).toBe(true);
  });

  it('combines with the other filters and leaves archived products out', async () => {
    const cheap = await listProducts(db(), catalogQuerySchema.parse({ collection: 'gifts', maxPrice: '100', limit: '100' }));
    expect(cheap.total).toBe(0);
    const [box] = await db().select().from(products).where(eq(products.slug, 'heirloom-gift-box'));
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, box!.id));
    try {
      const page = await listProducts(db(), catalogQuerySchema.parse({ collection: 'gifts' }));
      expect(page.items.map((p) => p.slug)).not.toContain('heirloom-gift-box');
      expect(page.total).toBe(2);
    } finally {
      await db().update(products).set({ archivedAt: null }).where(eq(products.id, box!.id));
    }
  });

  it('is served by GET /api/v1/products?collection=gifts, and an unknown collection is a 400', async () => {
    const res = await call(listProductsRoute, { path: '/api/v1/products?collection=gifts' });
    expect(res.status).toBe(200);
    const live = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), isNull(products.archivedAt), arrayOverlaps(products.tags, ['discovery-set', 'gift-box'])));
    expect((res.body.data as ProductDto[]).map((p) => p.id).sort()).toEqual(live.map((r) => r.id).sort());
    const bad = await call(listProductsRoute, { path: '/api/v1/products?collection=sale' });
    expect(bad.status).toBe(400);
  });
});

describe('a family collection', () => {
  it('takes a perfume by its Family as well as by a tag, so an admin files it with either', async () => {
    const woody = catalogQuerySchema.parse({ collection: 'woody', limit: '100' });
    const before = (await listProducts(db(), woody)).items.map((p) => p.slug);
    // Calyx is a chypre tagged "green" and "woody"; Velvet Iris a floral with no woody tag.
    const [iris] = await db().select().from(products).where(eq(products.slug, 'velvet-iris'));
    expect(before).not.toContain('velvet-iris');
    await db().update(products).set({ family: 'woody' }).where(eq(products.id, iris!.id));
    try {
      const after = (await listProducts(db(), woody)).items.map((p) => p.slug);
      expect(after).toEqual(expect.arrayContaining([...before, 'velvet-iris']));
      expect(after).toHaveLength(before.length + 1);
    } finally {
      await db().update(products).set({ family: iris!.family }).where(eq(products.id, iris!.id));
    }
  });
});

describe('countLiveProducts', () => {
  it('counts what a shopper can buy: the seed has 37 live products', async () => {
    expect(await countLiveProducts(db())).toBe(37);
    const [one] = await db().select().from(products).where(eq(products.slug, 'fiorita'));
    await db().update(products).set({ isActive: false }).where(eq(products.id, one!.id));
    try {
      expect(await countLiveProducts(db())).toBe(36);
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, one!.id));
    }
  });
});
