import type { Metadata } from 'next';
import { ResetPasswordView } from '@/components/auth/reset-password-view';

export const metadata: Metadata = {
  title: 'Reset Password',
  robots: { index: false, follow: false },
  // The token is a credential: never pass it to another site in a Referer header.
  referrer: 'no-referrer',
};

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <ResetPasswordView token={token} />;
}
