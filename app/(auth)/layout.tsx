import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';

// Sign-in, registration and reset screens hold nothing a search engine should list.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome>
      {/* A dark band under the transparent navigation bar, the card straddling it onto ivory. */}
      <div className="relative isolate bg-ivory pt-28 pb-16 sm:pt-36 sm:pb-24">
        <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-80 bg-ink sm:h-96">
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,164,106,0.28),transparent_60%)]" />
        </div>
        <div className="container-page flex justify-center">{children}</div>
      </div>
    </SiteChrome>
  );
}
