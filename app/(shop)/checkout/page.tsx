import type { Metadata } from 'next';
import Link from 'next/link';
import { ShoppingBag } from 'lucide-react';
import { VerifyEmailGate } from '@/components/checkout/verify-email-gate';
import { PageHero } from '@/components/layout/page-hero';
import { Button } from '@/components/ui/button';
import { requireUserPage } from '@/lib/auth/page-guards';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

export default async function CheckoutPage() {
  const user = await requireUserPage('/checkout');
  return (
    <>
      <PageHero size="sm" eyebrow="Secure checkout" title="Checkout" />
      <div className="container-page py-12 sm:py-16">
        {user.isEmailVerified ? (
          // The bag and payment arrive with the cart and checkout work; until then there is nothing to buy.
          <section aria-labelledby="empty-bag" className="mx-auto max-w-xl text-center">
            <ShoppingBag aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
            <h2 id="empty-bag" className="mt-4 text-2xl font-medium">
              Your cart is empty
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">Add a fragrance to your bag to check out.</p>
            <Button asChild className="mt-6">
              <Link href="/products">Browse Collections</Link>
            </Button>
          </section>
        ) : (
          <VerifyEmailGate email={user.email ?? ''} />
        )}
      </div>
    </>
  );
}
