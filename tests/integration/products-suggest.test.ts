import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as suggestRoute } from '@/app/api/v1/products/suggest/route';
import { GET as listProducts } from '@/app/api/v1/products/route';
import { SUGGEST_TOO_LONG_MESSAGE } from '@/lib/catalog/suggest';
import { products } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

const db = useTestDatabase();

const suggest = (q: string) => call(suggestRoute, { path: `/api/v1/products/suggest?q=${encodeURIComponent(q)}` });

describe('GET /api/v1/products/suggest', () => {
  it('suggests a perfume by a misspelt name, with what the listing links to', async () => {
    const res = await suggest('fiorta');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const [row] = await db().select().from(products).where(eq(products.name, 'Fiorita'));
    expect(res.body.data.perfumes[0]).toEqual({
      name: 'Fiorita',
      brand: row!.brand,
      slug: row!.slug,
      href: `/products/${row!.slug}`,
      price: row!.pricePaise / 100,
      thumbnail: row!.images[0] ?? null,
    });
    // The listing finds the same perfume for the same text.
    const listing = await call(listProducts, { path: '/api/v1/products?search=fiorta' });
    expect(listing.body.data.map((p: { name: string }) => p.name)).toContain('Fiorita');
  });

  it('suggests notes and categories, and only live perfumes', async () => {
    const res = await suggest('jasmine');
    expect(res.status).toBe(200);
    expect(res.body.data.notes.map((n: { label: string }) => n.label.toLowerCase())).toContain('jasmine');
    const live = await db()
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.isActive, true), isNull(products.archivedAt)));
    const liveSlugs = new Set(live.map((r) => r.slug));
    expect(res.body.data.perfumes.length).toBeGreaterThan(0);
    for (const p of res.body.data.perfumes) expect(liveSlugs.has(p.slug)).toBe(true);

    const her = await suggest('women');
    expect(her.body.data.categories).toEqual([{ label: 'Female', href: '/products?category=Female' }]);
  });

  it('answers an empty text, or none at all, with empty lists', async () => {
    for (const path of ['/api/v1/products/suggest?q=%20%20', '/api/v1/products/suggest']) {
      const res = await call(suggestRoute, { path });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { perfumes: [], notes: [], categories: [] } });
    }
  });

  it('answers words that match nothing with empty lists', async () => {
    const res = await suggest('zzqxv wplk');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ perfumes: [], notes: [], categories: [] });
  });

  it('refuses a text over 100 characters with a clear message', async () => {
    const res = await suggest('a'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: SUGGEST_TOO_LONG_MESSAGE });
    expect(res.body.errors.q).toEqual([SUGGEST_TOO_LONG_MESSAGE]);
  });
});
