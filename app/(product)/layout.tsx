import { SiteChrome } from '@/components/layout/site-chrome';

/*
 * A perfume's page (and /products/{id}, which redirects to it) wears the shop's chrome without the
 * boundary the shop's pages stream behind (app/(shop)/layout.tsx): reading its address outside any
 * <Suspense> makes a perfume Next has not kept yet render whole before its first byte, so a
 * made-up address answers 404 and a redirect 308 (not a page that streams one in after a 200),
 * and the rendered page is kept for the next visitor.
 */
export default function ProductLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome streamChildren={false}>{children}</SiteChrome>;
}
