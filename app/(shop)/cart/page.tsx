import type { Metadata } from 'next';
import { CartContents } from '@/components/cart/cart-contents';
import { CartHeroActions } from '@/components/cart/cart-hero-actions';
import { CartProvider } from '@/components/cart/cart-provider';
import { PageHero } from '@/components/layout/page-hero';

export const metadata: Metadata = {
  title: 'Your Cart',
  description: 'Review the fragrances in your cart before checkout. Shipping is free across India.',
  robots: { index: false, follow: false },
};

/**
 * A static shell: the cart is per visitor (guest cookie or session), so it loads in the browser
 * from /api/v1/cart and the page itself can be served from the cache.
 */
export default function CartPage() {
  return (
    <CartProvider>
      <PageHero
        variant="compact"
        eyebrow="Your selection"
        title="Your Cart"
        subtitle="Review your fragrances, adjust quantities and check out when you are ready. Shipping is free across India."
      >
        <CartHeroActions />
      </PageHero>
      <CartContents />
    </CartProvider>
  );
}
