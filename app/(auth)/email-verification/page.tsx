import type { Metadata } from 'next';
import { EmailVerificationPanel } from '@/components/auth/email-verification-panel';

export const metadata: Metadata = {
  title: 'Verify Your Email',
  description: 'Open the verification link we emailed you to activate your account.',
  robots: { index: false, follow: false },
};

export default function EmailVerificationPage() {
  return <EmailVerificationPanel />;
}
