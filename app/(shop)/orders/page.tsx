import type { Metadata } from 'next';
import Link from 'next/link';
import { Package } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Button } from '@/components/ui/button';
import { requireUserPage } from '@/lib/auth/page-guards';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false, follow: false } };

export default async function OrdersPage() {
  await requireUserPage('/orders');
  return (
    <>
      <PageHero size="sm" eyebrow="Your account" title="My Orders" />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="no-orders" className="mx-auto max-w-xl text-center">
          <Package aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <h2 id="no-orders" className="mt-4 text-2xl font-medium">
            No orders yet
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">When you place an order, it will appear here with its status.</p>
          <Button asChild className="mt-6">
            <Link href="/products">Start Shopping</Link>
          </Button>
        </section>
      </div>
    </>
  );
}
