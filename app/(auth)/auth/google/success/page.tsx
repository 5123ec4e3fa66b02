import type { Metadata } from 'next';
import { GoogleSuccessView } from '@/components/auth/google-success-view';

export const metadata: Metadata = {
  title: 'Signing You In',
  robots: { index: false, follow: false },
  // The address carries the destination and merge counts until the page strips them: keep them out of Referer headers.
  referrer: 'no-referrer',
};

export default function GoogleSuccessPage() {
  return <GoogleSuccessView />;
}
