import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countFamilies, listFamilyProducts, listNoteSources, listProductsByIds } from '@/lib/catalog/queries';
import { indexNotes, relatedNotes } from '@/lib/catalog/notes';
import { products } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { createProduct } from '../helpers/shoppers';

const db = useTestDatabase();

describe('the notes’ and families’ pages read', () => {
  it('the notes of the perfumes on sale only: a note only a hidden perfume carries has no page', async () => {
    const hidden = await createProduct(db(), { stock: 3, name: 'Hidden Note Test' });
    await db().update(products).set({ notesTop: ['Yuzu Peel'], notesBase: ['Oud'], isActive: false }).where(eq(products.id, hidden.id));
    const index = indexNotes(await listNoteSources(db()));
    expect(index.has('yuzu-peel')).toBe(false);
    expect(index.get('oud')!.carriers.map((c) => c.productId)).not.toContain(hidden.id);

    await db().update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    const shown = indexNotes(await listNoteSources(db()));
    expect(shown.get('yuzu-peel')).toEqual({ slug: 'yuzu-peel', name: 'Yuzu Peel', carriers: [{ productId: hidden.id, tiers: ['top'] }] });
    // Worn with it: what it shares its one perfume with.
    expect(relatedNotes(shown, 'yuzu-peel').map((n) => n.slug)).toEqual(['oud']);
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, hidden.id));
    expect(indexNotes(await listNoteSources(db())).has('yuzu-peel')).toBe(false);
  });

  it('a note’s perfumes in the order asked, leaving out any no longer on sale', async () => {
    const a = await createProduct(db(), { stock: 1 });
    const b = await createProduct(db(), { stock: 1 });
    const c = await createProduct(db(), { stock: 1 });
    await db().update(products).set({ isActive: false }).where(eq(products.id, b.id));
    expect((await listProductsByIds(db(), [c.id, b.id, a.id])).map((p) => p.id)).toEqual([c.id, a.id]);
    expect(await listProductsByIds(db(), [])).toEqual([]);
  });

  it('a family’s perfumes on sale, featured first, and each family’s count', async () => {
    const before = await countFamilies(db());
    const leather = await createProduct(db(), { stock: 2 });
    const featured = await createProduct(db(), { stock: 2 });
    await db().update(products).set({ family: 'leather' }).where(eq(products.id, leather.id));
    await db().update(products).set({ family: 'leather', isFeatured: true, featuredRank: 1 }).where(eq(products.id, featured.id));
    const after = await countFamilies(db());
    expect(after.get('leather')).toBe((before.get('leather') ?? 0) + 2);
    expect(after.has('')).toBe(false);
    const list = await listFamilyProducts(db(), 'leather');
    expect(list.every((p) => p.family === 'leather')).toBe(true);
    expect(list.findIndex((p) => p.id === featured.id)).toBeLessThan(list.findIndex((p) => p.id === leather.id));
  });
});
