import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getProduct } from '@/app/api/v1/products/[id]/route';
import { GET as listProducts } from '@/app/api/v1/products/route';
import type { ProductDto } from '@/lib/catalog/dto';
import { products } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

const db = useTestDatabase();

type Row = typeof products.$inferSelect;

/** What a shopper may see, straight from the database. */
async function liveRows(): Promise<Row[]> {
  return db()
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), isNull(products.archivedAt)));
}

async function list(query = '') {
  return call(listProducts, { path: `/api/v1/products${query}` });
}

/** Every item of a listing (the catalogue fits in one page of 100). */
interface ListBody {
  success: boolean;
  data: ProductDto[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  fuzzy?: boolean;
}

async function all(query = ''): Promise<{ items: ProductDto[]; body: ListBody }> {
  const sep = query ? '&' : '?';
  const res = await list(`${query}${sep}limit=100`);
  expect(res.status).toBe(200);
  expect(res.body.pagination.total).toBeLessThanOrEqual(100);
  return { items: res.body.data, body: res.body };
}

const ids = (items: { id: string }[]) => items.map((p) => p.id).sort();
const rowIds = (rows: Row[]) => rows.map((p) => p.id).sort();

function expectAdjacent<T>(items: T[], inOrder: (a: T, b: T) => boolean) {
  expect(items.length).toBeGreaterThan(1);
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    if (!inOrder(a, b)) throw new Error(`out of order at ${i}: ${JSON.stringify(a).slice(0, 200)} before ${JSON.stringify(b).slice(0, 200)}`);
  }
}

/** The fields a search looks in (name, brand, category, description, tags, notes), lower-cased. */
function haystack(p: ProductDto): string {
  return [p.name, p.brand, p.category, ...p.description, ...p.tags, ...p.notes.top, ...p.notes.heart, ...p.notes.base]
    .join(' ')
    .toLowerCase();
}

describe('GET /api/v1/products: the default listing', () => {
  // Issue 30 made Featured the default (it was newest first).
  it('gives the first 24 live products, featured first, with true pagination', async () => {
    const rows = await liveRows();
    expect(rows.length).toBeGreaterThan(24);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toEqual({ page: 1, limit: 24, total: rows.length, totalPages: Math.ceil(rows.length / 24) });
    expect(res.body.data).toHaveLength(24);
    expect(res.body).not.toHaveProperty('fuzzy');
    const rank = (r: Row) => (r.isFeatured ? (r.featuredRank > 0 ? r.featuredRank : 1e9) : 2e9);
    const featuredFirst = [...rows]
      .sort(
        (a, b) =>
          rank(a) - rank(b) ||
          b.averageRating - a.averageRating ||
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (a.id < b.id ? -1 : 1),
      )
      .slice(0, 24);
    expect(res.body.data.map((p: ProductDto) => p.id)).toEqual(featuredFirst.map((r) => r.id));
  });

  it('gives rupee prices that equal the stored paise / 100', async () => {
    const byId = new Map((await liveRows()).map((r) => [r.id, r]));
    const { items } = await all();
    expect(items).toHaveLength(byId.size);
    for (const p of items) {
      const row = byId.get(p.id)!;
      expect(p._id).toBe(p.id);
      expect(p.price).toBe(row.pricePaise / 100);
      expect(p.pricePaise).toBe(row.pricePaise);
      expect(p.mrp).toBe(row.mrpPaise / 100);
      expect(p.originalPrice).toBe(row.originalPricePaise == null ? null : row.originalPricePaise / 100);
      expect(p.isActive).toBe(true);
      expect(p).not.toHaveProperty('searchText');
    }
  });
});

describe('GET /api/v1/products: filters', () => {
  it.each(['Male', 'Female', 'Unisex', 'Others'])('category=%s gives exactly that category', async (category) => {
    const expected = (await liveRows()).filter((r) => r.category === category);
    expect(expected.length).toBeGreaterThan(0);
    const { items, body } = await all(`?category=${category}`);
    expect(body.pagination.total).toBe(expected.length);
    expect(ids(items)).toEqual(rowIds(expected));
    for (const p of items) expect(p.category).toBe(category);
  });

  it.each(['?category=Male,Others', '?category=male&category=OTHERS', '?category=Others,Male,male'])(
    '%s gives both categories',
    async (query) => {
      const expected = (await liveRows()).filter((r) => r.category === 'Male' || r.category === 'Others');
      const { items, body } = await all(query);
      expect(body.pagination.total).toBe(expected.length);
      expect(ids(items)).toEqual(rowIds(expected));
    },
  );

  it.each([
    ['men', ['Male', 'Unisex', 'Others']],
    ['women', ['Female', 'Unisex', 'Others']],
    ['unisex', ['Unisex', 'Others']],
  ])('gender=%s gives %j only', async (gender, categories) => {
    const expected = (await liveRows()).filter((r) => categories.includes(r.category));
    const { items, body } = await all(`?gender=${gender}`);
    expect(body.pagination.total).toBe(expected.length);
    expect(ids(items)).toEqual(rowIds(expected));
    expect(new Set(items.map((p) => p.category))).toEqual(new Set(categories));
  });

  it('combines gender and category as an intersection', async () => {
    const { items } = await all('?gender=men&category=Female,Unisex');
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) expect(p.category).toBe('Unisex');
    const none = await list('?gender=men&category=Female');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination.total).toBe(0);
  });

  it('maxPrice keeps prices at or below it, including a product at exactly that price', async () => {
    // A product qualifies by its cheapest size, the "from" price its card shows.
    const rows = await liveRows();
    const priced = rows.filter((r) => r.minPricePaise % 10_000 === 0 && r.minPricePaise / 100 < 5000);
    const boundary = priced.sort((a, b) => a.minPricePaise - b.minPricePaise)[Math.floor(priced.length / 2)]!;
    const maxPrice = boundary.minPricePaise / 100;
    const expected = rows.filter((r) => r.minPricePaise <= boundary.minPricePaise);
    expect(expected.length).toBeLessThan(rows.length);
    const { items, body } = await all(`?maxPrice=${maxPrice}`);
    expect(body.pagination.total).toBe(expected.length);
    expect(ids(items)).toEqual(rowIds(expected));
    expect(ids(items)).toContain(boundary.id);
    for (const p of items) expect(p.fromPrice).toBeLessThanOrEqual(maxPrice);
  });

  it('maxPrice=5000 is no ceiling', async () => {
    const res = await list('?maxPrice=5000');
    expect(res.body.pagination.total).toBe((await liveRows()).length);
  });

  it('maxPrice=100 finds nothing in a catalogue that starts at ₹1,200', async () => {
    const res = await list('?maxPrice=100');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('GET /api/v1/products: search', () => {
  it('matches a tag case-insensitively', async () => {
    const expected = (await liveRows()).filter((r) => r.tags.includes('alcohol-free'));
    expect(expected.length).toBeGreaterThan(1);
    const { items, body } = await all('?search=ALCOHOL-Free');
    expect(ids(items)).toEqual(rowIds(expected));
    expect(body).not.toHaveProperty('fuzzy');
  });

  it('matches a substring of a name, anywhere, and only those', async () => {
    const { items } = await all('?search=oRiT');
    const names = items.map((p) => p.name).sort();
    expect(names).toContain('Fiorita');
    expect(names).toContain('Fiorita Travel Spray');
    for (const p of items) expect(haystack(p)).toContain('orit');
  });

  it('matches words from a description', async () => {
    const rows = await liveRows();
    const term = 'madurai';
    const expected = rows.filter((r) => r.description.join(' ').toLowerCase().includes(term));
    expect(expected.length).toBeGreaterThan(0);
    const { items } = await all(`?search=${term.toUpperCase()}`);
    expect(ids(items)).toEqual(expect.arrayContaining(rowIds(expected)));
    for (const p of items) expect(haystack(p)).toContain(term);
  });

  it('returns exactly the products whose searchable text contains the term', async () => {
    const { items: everything } = await all();
    for (const term of ['rose', 'oud', 'attar', 'office', 'vanilla']) {
      const expected = everything.filter((p) => haystack(p).includes(term));
      const { items } = await all(`?search=${encodeURIComponent(term)}`);
      expect(ids(items), term).toEqual(ids(expected));
    }
  });

  it('trims and collapses spaces in the search and uses the q alias', async () => {
    const a = await all('?search=travel%20spray');
    const b = await all('?search=%20%20travel%20%20%20spray%20');
    const c = await all('?q=Travel%20Spray');
    expect(a.items.length).toBeGreaterThan(0);
    expect(ids(b.items)).toEqual(ids(a.items));
    expect(ids(c.items)).toEqual(ids(a.items));
  });

  it('finds a misspelt name and says the match is fuzzy', async () => {
    const res = await list('?search=Fiorta');
    expect(res.status).toBe(200);
    expect(res.body.fuzzy).toBe(true);
    const names = res.body.data.map((p: ProductDto) => p.name);
    expect(names).toContain('Fiorita');
    expect(res.body.pagination.total).toBe(res.body.data.length);
    // The fuzzy result is about the misspelt name, not the whole catalogue.
    expect(res.body.data.length).toBeLessThan(5);
  });

  it('finds another misspelt hero name (one letter dropped)', async () => {
    const res = await list('?search=virnza');
    expect(res.body.fuzzy).toBe(true);
    expect(res.body.data.map((p: ProductDto) => p.name)).toContain('Virenza');
  });

  it("finds the names pg_trgm's word similarity finds, in its order, with the filters and sort kept", async () => {
    // The database's own measure is the reference the in-memory matcher must keep to.
    for (const [term, query] of [
      ['firita', ''],
      ['monson', ''],
      ['soel', '&sort=name-asc'],
      ['old mone travel spray', '&sort=price-desc'],
      ['the heo quartet', '&category=Others'],
    ] as const) {
      const expected = await db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.35', true)`);
        return tx
          .select({ name: products.name, similarity: sql<number>`word_similarity(${term}, ${products.name})`.mapWith(Number) })
          .from(products)
          .where(
            and(
              eq(products.isActive, true),
              isNull(products.archivedAt),
              sql`${term} <% ${products.name}`,
              query.includes('category') ? eq(products.category, 'Others') : undefined,
            ),
          );
      });
      const res = await list(`?search=${encodeURIComponent(term)}${query}&limit=100`);
      expect(res.body.fuzzy, term).toBe(true);
      const got: ProductDto[] = res.body.data;
      expect(got.map((p) => p.name).sort(), term).toEqual(expected.map((r) => r.name).sort());
      // Closest first; equally close ones in the asked sort.
      const closeness = new Map(expected.map((r) => [r.name, r.similarity]));
      for (let i = 1; i < got.length; i++) expect(closeness.get(got[i - 1]!.name)!, term).toBeGreaterThanOrEqual(closeness.get(got[i]!.name)!);
      if (query.includes('name-asc')) {
        const tied = got.filter((p) => closeness.get(p.name) === closeness.get(got[0]!.name)).map((p) => p.name.toLowerCase());
        expect(tied).toEqual([...tied].sort());
      }
    }
  });

  it('answers an empty list, not fuzzy, for a search that matches nothing', async () => {
    const res = await list('?search=qzxjvw');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 24, total: 0, totalPages: 1 });
    expect(res.body).not.toHaveProperty('fuzzy');
  });

  it.each(['%', '_', '\\', '100%', '%%%'])('matches %j literally rather than as a wildcard', async (term) => {
    const { items: everything } = await all();
    const expected = everything.filter((p) => haystack(p).includes(term.toLowerCase()));
    const res = await list(`?search=${encodeURIComponent(term)}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThan(everything.length);
    if (!res.body.fuzzy) expect(ids(res.body.data)).toEqual(ids(expected));
  });

  it('applies filters to the search', async () => {
    const { items } = await all('?search=rose&category=Others');
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      expect(p.category).toBe('Others');
      expect(haystack(p)).toContain('rose');
    }
  });
});

describe('GET /api/v1/products: sorting', () => {
  const collate = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

  it.each<[string, (a: ProductDto, b: ProductDto) => boolean]>([
    ['name-asc', (a, b) => collate(a.name, b.name) <= 0],
    ['name-desc', (a, b) => collate(a.name, b.name) >= 0],
    ['price-asc', (a, b) => a.fromPrice <= b.fromPrice],
    // Issue 30: high to low by each perfume's dearest size, low to high by its "from" price.
    ['price-desc', (a, b) => a.toPrice >= b.toPrice],
    ['rating-desc', (a, b) => a.averageRating > b.averageRating || (a.averageRating === b.averageRating && a.numReviews >= b.numReviews)],
    // Issue 31.5: by reviewers' longevity, the unrated after every rated perfume.
    ['longevity-desc', (a, b) => !b.reviewLongevity || (a.reviewLongevity != null && a.reviewLongevity.average >= b.reviewLongevity.average)],
    ['newest', (a, b) => Date.parse(a.createdAt) >= Date.parse(b.createdAt)],
  ])('sort=%s orders every adjacent pair', async (sort, inOrder) => {
    const { items, body } = await all(`?sort=${sort}`);
    expect(body.pagination.total).toBe((await liveRows()).length);
    expect(items).toHaveLength(body.pagination.total);
    expectAdjacent(items, inOrder);
  });

  it('featured (the default) opens with the featured perfumes in the back office\'s order, numbered first', async () => {
    const { items } = await all();
    expect((await all('?sort=featured')).items.map((p) => p.id)).toEqual(items.map((p) => p.id));
    const featured = items.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThan(1);
    // The featured come first, then the rest.
    expect(items.slice(0, featured.length).every((p) => p.isFeatured)).toBe(true);
    const ranks = featured.map((p) => (p.featuredRank > 0 ? p.featuredRank : Number.POSITIVE_INFINITY));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    // The seed's heroes, in the seed's order.
    expect(featured.slice(0, 4).map((p) => p.name)).toEqual(['Fiorita', 'Calyx', 'Old Money', 'Virenza']);
  });

  it('price-desc puts a perfume by its dearest size: a bottle also sold small does not sink', async () => {
    const { items } = await all('?sort=price-desc');
    const spread = items.find((p) => p.toPrice > p.fromPrice);
    expect(spread, 'the seed has a perfume in sizes of different prices').toBeDefined();
    const cheaperButDearestFirst = items.findIndex((p) => p.fromPrice > spread!.fromPrice && p.toPrice < spread!.toPrice);
    if (cheaperButDearestFirst >= 0) expect(items.indexOf(spread!)).toBeLessThan(cheaperButDearestFirst);
  });

  it('name-desc is name-asc reversed, and price sorts really differ from the default', async () => {
    const asc = (await all('?sort=name-asc')).items.map((p) => p.name);
    const desc = (await all('?sort=name-desc')).items.map((p) => p.name);
    expect(desc).toEqual([...asc].reverse());
    const newest = (await all()).items.map((p) => p.id);
    const cheapest = (await all('?sort=price-asc')).items.map((p) => p.id);
    expect(cheapest).not.toEqual(newest);
  });

  it('keeps the sort across pages', async () => {
    const p1 = await list('?sort=price-asc&limit=10&page=1');
    const p2 = await list('?sort=price-asc&limit=10&page=2');
    const last1 = p1.body.data.at(-1) as ProductDto;
    const first2 = p2.body.data[0] as ProductDto;
    expect(last1.fromPrice).toBeLessThanOrEqual(first2.fromPrice);
  });
});

describe('GET /api/v1/products: pages', () => {
  it('page 2 holds the rest, with no overlap', async () => {
    const total = (await liveRows()).length;
    const p1 = await list();
    const p2 = await list('?page=2');
    expect(p2.status).toBe(200);
    expect(p2.body.pagination).toEqual({ page: 2, limit: 24, total, totalPages: Math.ceil(total / 24) });
    expect(p2.body.data).toHaveLength(Math.min(24, total - 24));
    const first = new Set(p1.body.data.map((p: ProductDto) => p.id));
    for (const p of p2.body.data as ProductDto[]) expect(first.has(p.id)).toBe(false);
    const union = [...first, ...p2.body.data.map((p: ProductDto) => p.id)].sort();
    if (total <= 48) expect(union).toEqual(rowIds(await liveRows()));
  });

  it('walks the whole catalogue with a small limit', async () => {
    const total = (await liveRows()).length;
    const seen: string[] = [];
    const pages = Math.ceil(total / 7);
    for (let page = 1; page <= pages; page++) {
      const res = await list(`?limit=7&page=${page}`);
      expect(res.body.pagination).toEqual({ page, limit: 7, total, totalPages: pages });
      seen.push(...res.body.data.map((p: ProductDto) => p.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('past the last page is an empty list that still reports the total', async () => {
    const total = (await liveRows()).length;
    const res = await list('?page=99');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination).toEqual({ page: 99, limit: 24, total, totalPages: Math.ceil(total / 24) });
  });
});

describe('GET /api/v1/products: bad input is a 400 with a clear message, never a 500', () => {
  it.each([
    ['maxPrice=abc', 'maxPrice', 'maxPrice must be a number'],
    ['maxPrice=50', 'maxPrice', 'maxPrice must be at least 100'],
    ['maxPrice=6000', 'maxPrice', 'maxPrice must be at most 5000'],
    ['maxPrice=2500.5', 'maxPrice', 'maxPrice must be a whole number of rupees'],
    ['sort=bogus', 'sort', 'Unknown sort option'],
    ['page=0', 'page', 'page must be at least 1'],
    ['page=abc', 'page', 'page must be a number'],
    ['limit=101', 'limit', 'limit must be between 1 and 100'],
    ['limit=0', 'limit', 'limit must be between 1 and 100'],
    ['category=Kids', 'category', 'Unknown category: Kids'],
    ['gender=kids', 'gender', 'Gender must be men, women or unisex'],
    ['longevity=5', 'longevity', 'Longevity must be 3 or 4'],
    [`search=${'a'.repeat(101)}`, 'search', 'Search must be at most 100 characters'],
  ])('?%s', async (query, field, message) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: [message] } });
  });

  it('accepts a search of exactly 100 characters', async () => {
    const res = await list(`?search=${'a'.repeat(100)}`);
    expect(res.status).toBe(200);
  });

  it.each([
    "?search=' OR 1=1 --",
    '?search=%F0%9F%8C%B9',
    '?search=%E0%A4%97%E0%A5%81%E0%A4%B2%E0%A4%BE%E0%A4%AC',
    '?search=%00',
    '?search=a&search=b',
    '?sort=price-asc&sort=bogus',
    '?category=,,,',
    '?maxPrice=1e3',
    '?page=10000',
    '?limit=100&page=10000&search=rose&gender=women&category=Female&maxPrice=5000&sort=rating-desc',
  ])('%s answers 200 or 400, never a server error', async (query) => {
    const res = await list(query);
    expect([200, 400]).toContain(res.status);
    expect(typeof res.body.success).toBe('boolean');
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('gives a live product with rupee prices', async () => {
    const [row] = await db().select().from(products).where(eq(products.slug, 'fiorita'));
    expect(row).toBeDefined();
    const res = await call(getProduct, { path: `/api/v1/products/${row!.id}`, params: { id: row!.id } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      _id: row!.id,
      id: row!.id,
      slug: 'fiorita',
      name: 'Fiorita',
      category: 'Female',
      gender: 'women',
      price: row!.pricePaise / 100,
      mrp: row!.mrpPaise / 100,
      stock: row!.stock,
      numReviews: row!.numReviews,
      averageRating: row!.averageRating,
      isActive: true,
    });
  });

  it("answers 404 'Product not found' for a well-formed id that does not exist", async () => {
    const id = newId();
    const res = await call(getProduct, { path: `/api/v1/products/${id}`, params: { id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found', code: 'NOT_FOUND' });
  });

  it.each(['abc', 'fiorita', '67748580ABCDEF0123456789', '67748580abcdef01234567890', "1' OR '1'='1"])(
    "answers 400 'Invalid product ID format' for %j",
    async (id) => {
      const res = await call(getProduct, { path: `/api/v1/products/${encodeURIComponent(id)}`, params: { id } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Invalid product ID format', code: 'VALIDATION_ERROR' });
    },
  );
});

describe('hidden products', () => {
  it('an inactive product never appears: not listed, not searchable, not counted, and its page is a 404', async () => {
    const before = (await liveRows()).length;
    const [target] = await db().select().from(products).where(eq(products.slug, 'calyx'));
    await db().update(products).set({ isActive: false }).where(eq(products.id, target!.id));
    try {
      const { items, body } = await all();
      expect(body.pagination.total).toBe(before - 1);
      expect(ids(items)).not.toContain(target!.id);
      const defaultPage = await list();
      expect(defaultPage.body.pagination.total).toBe(before - 1);
      for (const query of ['?search=calyx', '?search=Calx', `?category=${target!.category}`, '?sort=price-desc', '?sort=rating-desc']) {
        const res = await list(`${query}&limit=100`);
        expect(res.status).toBe(200);
        expect(ids(res.body.data), query).not.toContain(target!.id);
      }
      const one = await call(getProduct, { path: `/api/v1/products/${target!.id}`, params: { id: target!.id } });
      expect(one.status).toBe(404);
      expect(one.body.message).toBe('Product not found');
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, target!.id));
    }
    const one = await call(getProduct, { path: `/api/v1/products/${target!.id}`, params: { id: target!.id } });
    expect(one.status).toBe(200);
  });

  it('an archived product is hidden the same way', async () => {
    const [target] = await db().select().from(products).where(eq(products.slug, 'sole'));
    await db().update(products).set({ archivedAt: sql`now()` }).where(eq(products.id, target!.id));
    try {
      const { items } = await all('?search=sole');
      expect(ids(items)).not.toContain(target!.id);
      const one = await call(getProduct, { path: `/api/v1/products/${target!.id}`, params: { id: target!.id } });
      expect(one.status).toBe(404);
    } finally {
      await db().update(products).set({ archivedAt: null }).where(eq(products.id, target!.id));
    }
  });
});
