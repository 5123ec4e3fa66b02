import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { store } from '@/lib/store';

export const metadata: Metadata = {
  title: 'Sign In',
  description: `Sign in to your ${store.name} account to check out, follow your orders and keep your wishlist.`,
  robots: { index: false, follow: false },
};

export default function LoginPage() {
  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Sign In"
      description="Sign in to check out, follow your orders and keep your wishlist."
      footer={
        <p>
          New to {store.name}?{' '}
          <Link href="/register" className={authLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
