import { SiteChrome } from '@/components/layout/site-chrome';

/*
 * The catalogue's pages (home, about, the listing, a perfume's page and /products/{id}, which
 * redirects to it) wear the shop's chrome without the boundary the shop's other pages stream
 * behind (app/(shop)/layout.tsx): each is rendered whole before its first byte, so its largest
 * picture is in the HTML in reading order with its preload in the head, nothing moves when a
 * streamed part arrives, a made-up perfume answers 404 and a redirect 308 (not a page that
 * streams one in after a 200), and the rendered page is kept for the next visitor. Measured: with
 * the page behind a boundary, React sent it after the footer and revealed it late, and `/` and
 * `/products` scored 0.66-0.69x the photo control in Lighthouse with a layout shift of 0.25
 * (docs/performance.md).
 */
export default function CatalogueLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome streamChildren={false}>{children}</SiteChrome>;
}
