import 'server-only';
import { building, cacheFor, cacheTags, readAtRequestTime, remember } from '../cache';
import { getDb } from '../db/client';
import type { ProductDto } from './dto';
import { canonicalCatalogFilters, catalogQueryString, isSharedCacheable, type CatalogFilters } from './filters';
import { FAMILIES, type Family } from './character';
import { indexNotes, relatedNotes, type NoteEntry } from './notes';
import {
  countFamilies,
  countLiveProducts,
  getProduct,
  listHouseProducts,
  listHouses,
  listFamilyProducts,
  listNoteSources,
  listOnSale,
  listProducts,
  listProductsByIds,
  listRecommendations,
  listSitemapEntries,
  listTopRated,
  type HouseEntry,
  type ProductPage,
} from './queries';

/*
 * Cached catalogue reads for pages and the public API (`'use cache'`, lib/cache.ts); admin
 * writes, orders that change the stock shown and reviews invalidate cacheTags.products. Each
 * exported read awaits readAtRequestTime() first: `next build` has no database.
 */
const tags = [cacheTags.products];

async function listFromCache(f: CatalogFilters): Promise<ProductPage> {
  'use cache';
  cacheFor(tags, 120);
  return listProducts(await getDb(), f);
}

/**
 * A listing page. Only canonical, bounded filter states (filters.ts: isSharedCacheable) are
 * stored in the shared data cache, which is never pruned; a search, a price ceiling or a deep
 * page is read from the database behind the bounded in-process memo, so no query string a
 * visitor invents adds to the disk.
 */
export async function cachedListProducts(filters: CatalogFilters): Promise<ProductPage> {
  await readAtRequestTime();
  const f = canonicalCatalogFilters(filters);
  if (isSharedCacheable(f)) return listFromCache(f);
  return remember(`catalog:list${catalogQueryString(f)}`, tags, async () => listProducts(await getDb(), f));
}

/** The ids and slugs of live products: the only product keys worth a data-cache entry. */
async function productFromCache(idOrSlug: string): Promise<ProductDto | null> {
  'use cache';
  cacheFor(tags, 300);
  return getProduct(await getDb(), idOrSlug);
}

/**
 * A live product by id or slug, or null. A key that names no perfume (a made-up slug) is kept as
 * "not found" like any other read: the 'use cache' handlers keep entries in bounded memory (least
 * recently used first, lib/use-cache-handler.mjs; on Vercel, Next's own in-memory handler), so
 * guesses cannot fill a disk, and a page that read one is a 404, which the page cache never keeps.
 */
export async function cachedGetProduct(idOrSlug: string): Promise<ProductDto | null> {
  // `next build` renders the product page only for buildPlaceholderParams' slug (lib/cache.ts; generateStaticParams
  // must name one): with no database it is a perfume that does not exist, a kept 404.
  if (building()) return null;
  return productFromCache(idOrSlug);
}

async function topRatedFromCache(limit: number): Promise<ProductDto[]> {
  'use cache';
  cacheFor(tags, 300);
  return listTopRated(await getDb(), limit);
}
export async function cachedTopRated(limit: number): Promise<ProductDto[]> {
  await readAtRequestTime();
  return topRatedFromCache(limit);
}

async function liveCountFromCache(): Promise<number> {
  'use cache';
  cacheFor(tags, 300);
  return countLiveProducts(await getDb());
}
export async function cachedLiveProductCount(): Promise<number> {
  await readAtRequestTime();
  return liveCountFromCache();
}

async function recommendationsFromCache(id: string, category: string): Promise<ProductDto[]> {
  'use cache';
  cacheFor(tags, 300);
  return listRecommendations(await getDb(), { id, category });
}
export async function cachedRecommendations(id: string, category: string): Promise<ProductDto[]> {
  await readAtRequestTime();
  return recommendationsFromCache(id, category);
}

async function sitemapFromCache(): Promise<Awaited<ReturnType<typeof listSitemapEntries>>> {
  'use cache';
  cacheFor(tags, 3600);
  return listSitemapEntries(await getDb());
}
export async function cachedSitemapEntries(): Promise<Awaited<ReturnType<typeof listSitemapEntries>>> {
  await readAtRequestTime();
  return sitemapFromCache();
}

async function housesFromCache(): Promise<HouseEntry[]> {
  'use cache';
  cacheFor(tags, 300);
  return listHouses(await getDb());
}
/** The houses with perfumes on sale (a house is a Brand; lib/catalog/houses.ts). */
export async function cachedHouses(): Promise<HouseEntry[]> {
  await readAtRequestTime();
  return housesFromCache();
}

async function houseFromCache(slug: string): Promise<{ house: HouseEntry; products: ProductDto[] } | null> {
  'use cache';
  cacheFor(tags, 300);
  // The houses' list is its own cached read (the sitemap's too): a house page does not group the catalogue again.
  const house = (await housesFromCache()).find((h) => h.slug === slug);
  return house ? { house, products: await listHouseProducts(await getDb(), house) } : null;
}
/** A house and its perfumes on sale, or null when no perfume on sale is of that house. */
export async function cachedHouse(slug: string): Promise<{ house: HouseEntry; products: ProductDto[] } | null> {
  if (building()) return null;
  return houseFromCache(slug);
}

async function notesFromCache(): Promise<NoteEntry[]> {
  'use cache';
  cacheFor(tags, 300);
  return [...indexNotes(await listNoteSources(await getDb())).values()];
}
/** Every note a perfume on sale carries (lib/catalog/notes.ts), with the perfumes that carry it. */
export async function cachedNotes(): Promise<NoteEntry[]> {
  await readAtRequestTime();
  return notesFromCache();
}

export interface NotePage {
  note: NoteEntry;
  products: ProductDto[];
  related: NoteEntry[];
}
async function noteFromCache(slug: string): Promise<NotePage | null> {
  'use cache';
  cacheFor(tags, 300);
  const index = new Map((await notesFromCache()).map((n) => [n.slug, n]));
  const note = index.get(slug);
  if (!note) return null;
  return { note, products: await listProductsByIds(await getDb(), note.carriers.map((c) => c.productId)), related: relatedNotes(index, slug) };
}
/** A note's page: the note, its perfumes on sale (featured first) and the notes worn with it; null when no perfume on sale carries it. */
export async function cachedNote(slug: string): Promise<NotePage | null> {
  if (building()) return null;
  return noteFromCache(slug);
}

export interface FamilyEntry {
  value: Family;
  label: string;
  count: number;
}
async function familiesFromCache(): Promise<FamilyEntry[]> {
  'use cache';
  cacheFor(tags, 300);
  const counts = await countFamilies(await getDb());
  return FAMILIES.flatMap((f) => {
    const count = counts.get(f.value) ?? 0;
    return count ? [{ value: f.value, label: f.label, count }] : [];
  });
}
/** The families with perfumes on sale, in the wheel's order (lib/catalog/character.ts). */
export async function cachedFamilies(): Promise<FamilyEntry[]> {
  await readAtRequestTime();
  return familiesFromCache();
}

async function familyFromCache(family: Family): Promise<ProductDto[]> {
  'use cache';
  cacheFor(tags, 300);
  return listFamilyProducts(await getDb(), family);
}
/** A family's perfumes on sale, the featured first. */
export async function cachedFamilyProducts(family: Family): Promise<ProductDto[]> {
  if (building()) return [];
  return familyFromCache(family);
}

async function onSaleFromCache(): Promise<ProductDto[]> {
  'use cache';
  cacheFor(tags, 300);
  return listOnSale(await getDb());
}
/** Every product on sale, the featured first: the fragrance finder ranks these. */
export async function cachedOnSale(): Promise<ProductDto[]> {
  await readAtRequestTime();
  return onSaleFromCache();
}
