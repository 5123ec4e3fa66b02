import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { cachedHouses, cachedSitemapEntries } from '@/lib/catalog/cached';
import { absoluteUrl } from '@/lib/seo';

const staticPages = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/products', priority: 0.9, changeFrequency: 'daily' },
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
  const [products, houses] = await Promise.all([cachedSitemapEntries(), cachedHouses()]);
  return [
    ...staticPages.map((p) => ({ url: absoluteUrl(p.path), priority: p.priority, changeFrequency: p.changeFrequency })),
    ...products.map((p) => ({
      url: absoluteUrl(`/products/${p.slug}`),
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...houses.map((h) => ({ url: absoluteUrl(`/houses/${h.slug}`), changeFrequency: 'weekly' as const, priority: 0.6 })),
  ];
}
