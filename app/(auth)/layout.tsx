import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CardBand } from '@/components/layout/card-band';
import { SiteChrome } from '@/components/layout/site-chrome';

// Sign-in, registration and reset screens hold nothing a search engine should list.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  // A page that waits for its request (an address the build cannot know) streams in behind this boundary.
  return (
    <Suspense>
      <SiteChrome>
        <CardBand>{children}</CardBand>
      </SiteChrome>
    </Suspense>
  );
}
