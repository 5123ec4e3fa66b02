import { defaultSiteUrl } from './env';

/** The public origin used for canonical links, Open Graph and the sitemap. */
export function siteUrl(): string {
  // Read without env(): metadata is also built at `next build`, where settings are not validated.
  const raw = process.env.SITE_URL?.trim() || defaultSiteUrl(process.env);
  if (!raw) return 'http://localhost:3000';
  return (raw.startsWith('http') ? raw : `https://${raw}`).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  // Uploaded product photos live on UploadThing and are already absolute.
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Title, description, canonical link and a complete Open Graph block for a page. Next replaces
 * the layout's whole `openGraph` object when a page sets one, so site name, locale and the
 * default image are repeated here.
 */
export function pageMetadata({
  title,
  description,
  path,
  images,
  siteName = 'Maison Aurelle',
}: {
  title: string;
  description: string;
  path: string;
  images?: string[];
  siteName?: string;
}) {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website' as const,
      siteName,
      locale: 'en_IN',
      title: `${title} | ${siteName}`,
      description,
      url: path,
      images: images?.length ? images : ['/og-default.jpg'],
    },
  };
}
