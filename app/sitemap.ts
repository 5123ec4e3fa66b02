import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { cachedFamilies, cachedHouses, cachedNotes, cachedSitemapEntries } from '@/lib/catalog/cached';
import { familyHref, noteHref } from '@/lib/catalog/notes';
import { absoluteUrl } from '@/lib/seo';

const staticPages = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/products', priority: 0.9, changeFrequency: 'daily' },
  { path: '/notes', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/families', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/offers', priority: 0.5, changeFrequency: 'weekly' },
  { path: '/about', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/faq', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/shipping-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/refund-and-return-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/terms-and-condition', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/privacy-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/grievance', priority: 0.3, changeFrequency: 'yearly' },
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time: the build has no database.
  await connection();
  const [products, houses, notes, families] = await Promise.all([cachedSitemapEntries(), cachedHouses(), cachedNotes(), cachedFamilies()]);
  return [
    ...staticPages.map((p) => ({ url: absoluteUrl(p.path), priority: p.priority, changeFrequency: p.changeFrequency })),
    ...products.map((p) => ({
      url: absoluteUrl(`/products/${p.slug}`),
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...houses.map((h) => ({ url: absoluteUrl(`/houses/${h.slug}`), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...families.map((f) => ({ url: absoluteUrl(familyHref(f.value)), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...notes.map((n) => ({ url: absoluteUrl(noteHref(n.name)), changeFrequency: 'weekly' as const, priority: 0.5 })),
  ];
}
