import { Suspense } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

/** The signed-in customer's pages wear the shop's navigation and footer. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  // A page that waits for its request (cookies, search parameters, an address the build cannot
  // know) streams in behind this boundary (Cache Components).
  return (
    <Suspense>
      <SiteChrome>{children}</SiteChrome>
    </Suspense>
  );
}
