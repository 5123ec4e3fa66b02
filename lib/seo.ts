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

/** The share image every page without one of its own uses, with the text a screen reader reads for it. */
export function defaultShareImage(storeName: string) {
  return { url: '/og-default.jpg', alt: `${storeName}: luxury perfumes crafted in India` } as const;
}

export type ShareImage = { url: string; alt: string };

/**
 * Title, description, canonical link and complete Open Graph and Twitter blocks for a page. Next
 * replaces the layout's whole `openGraph` (and `twitter`) object when a page sets one, so site
 * name, locale and the default image are repeated here. Every image carries its alt text
 * (`og:image:alt`, `twitter:image:alt`): shared links are read aloud too.
 */
/** A page's title as browsers and shares show it: the page, then the store (the root layout's template). */
export function titleWithStore(title: string, storeName: string): string {
  return `${title} | ${storeName}`;
}

export function pageMetadata({
  title,
  description,
  path,
  images,
  siteName,
}: {
  title: string;
  description: string;
  path: string;
  images?: ShareImage[];
  /** The store's name from its details (lib/store-details/settings.ts). */
  siteName: string;
}) {
  const shared = images?.length ? images : [defaultShareImage(siteName)];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website' as const,
      siteName,
      locale: 'en_IN',
      title: titleWithStore(title, siteName),
      description,
      url: path,
      images: shared,
    },
    twitter: {
      card: 'summary_large_image' as const,
      title: titleWithStore(title, siteName),
      description,
      images: shared,
    },
  };
}
