import type { Metadata } from 'next';
import NewsletterLayout from '../newsletter/layout';

// Reached only from a personal link, like the newsletter's: nothing for a search engine, and the
// token in the URL must not leave in a Referer header.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default NewsletterLayout;
