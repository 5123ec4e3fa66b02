import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AuthCard, authLinkClass } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { getStoreDetails } from '@/lib/store-details/settings';

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  return {
    title: 'Create an Account',
    description: `Create your ${store.name} account to check out faster, follow your orders and keep your wishlist.`,
    robots: { index: false, follow: false },
  };
}

export default async function RegisterPage() {
  const store = await getStoreDetails();
  return (
    <AuthCard
      eyebrow={`Join ${store.name}`}
      title="Create an Account"
      description="Check out faster, follow your orders and keep a wishlist of the scents you love."
      footer={
        <p>
          Already have an account?{' '}
          <Link href="/login" className={authLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
