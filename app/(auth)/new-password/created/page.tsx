import type { Metadata } from 'next';
import { PasswordResetComplete } from '@/components/auth/password-reset-complete';

export const metadata: Metadata = {
  title: 'Password Updated',
  robots: { index: false, follow: false },
};

export default function PasswordCreatedPage() {
  return <PasswordResetComplete />;
}
