import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NOT_FOUND_TITLE, NotFoundHero, notFoundMetadata } from '@/components/layout/not-found-hero';
import { titleWithStore } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';
import { htmlAttributes } from './document';
import './globals.css';

/*
 * An address no route matches. It is a whole document (no layout is rendered around it), so it is
 * not part of any page's payload: an app/not-found.tsx in the root would be, twice on every
 * catalogue page (the root's boundary and, through the first route group, the group's), with the
 * chrome inside it, and a perfume that does not exist showed that chrome inside the catalogue's
 * own (two navigation bars, two main landmarks, two footers). Each route group that wears the
 * chrome has its own not-found.tsx with the hero alone.
 */
export { viewport } from './layout';

// The root layout's title template does not reach here. Next marks a 404 noindex itself.
export async function generateMetadata(): Promise<Metadata> {
  const { name } = await getStoreDetails();
  return { title: titleWithStore(NOT_FOUND_TITLE, name), description: notFoundMetadata.description };
}

export default function GlobalNotFound() {
  return (
    <html {...htmlAttributes}>
      <body>
        <SiteChrome>
          <NotFoundHero />
        </SiteChrome>
      </body>
    </html>
  );
}
