import type { Metadata } from 'next';

// Pages reached only from a personal link: nothing for a search engine, and the token in the
// URL must not leave in a Referer header.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The same band and card placement as the sign-in screens. */
export default function NewsletterLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative isolate bg-ivory pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-80 bg-ink sm:h-96">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,164,106,0.28),transparent_60%)]" />
      </div>
      <div className="container-page flex justify-center">{children}</div>
    </div>
  );
}
