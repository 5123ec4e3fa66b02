import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/page-hero';
import { WishlistView } from '@/components/wishlist/wishlist-view';

// Per shopper (guest cookie or session): never indexed, and the list itself loads in the browser.
export const metadata: Metadata = {
  title: 'Wishlist',
  description: 'The fragrances you saved for later.',
  robots: { index: false, follow: false },
};

export default function WishlistPage() {
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Saved for later"
        title="My Wishlist"
        subtitle="The fragrances you love, kept in one place until you are ready to make them yours."
      />
      <WishlistView />
    </>
  );
}
