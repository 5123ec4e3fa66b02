import type { Metadata } from 'next';
import { GoogleSuccessView } from '@/components/auth/google-success-view';

export const metadata: Metadata = {
  title: 'Signing You In',
  robots: { index: false, follow: false },
  // The address carries a token until the page strips it: keep it out of Referer headers.
  referrer: 'no-referrer',
};

export default function GoogleSuccessPage() {
  return <GoogleSuccessView />;
}
