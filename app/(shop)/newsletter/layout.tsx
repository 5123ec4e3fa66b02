import type { Metadata } from 'next';
import { CardBand } from '@/components/layout/card-band';

// Pages reached only from a personal link: nothing for a search engine, and the token in the
// URL must not leave in a Referer header.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The same band and card placement as the sign-in screens. */
export default function NewsletterLayout({ children }: { children: React.ReactNode }) {
  return <CardBand>{children}</CardBand>;
}
