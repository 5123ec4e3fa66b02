import type { Metadata } from 'next';
import { VerifyEmailView } from '@/components/auth/verify-email-view';

export const metadata: Metadata = {
  title: 'Verify Email',
  robots: { index: false, follow: false },
  // The token is a credential: never pass it to another site in a Referer header.
  referrer: 'no-referrer',
};

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <VerifyEmailView token={token} />;
}
