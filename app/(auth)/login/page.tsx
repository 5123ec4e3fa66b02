import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { getStoreDetails } from '@/lib/store-details/settings';

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  return {
    title: 'Sign In',
    description: `Sign in to your ${store.name} account to check out, follow your orders and keep your wishlist.`,
    robots: { index: false, follow: false },
  };
}

export default async function LoginPage() {
  const store = await getStoreDetails();
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
