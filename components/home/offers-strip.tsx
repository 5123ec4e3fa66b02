import { ArrowRight, Tag } from 'lucide-react';
import { Link } from '@/components/ui/link';

/**
 * The home page's one line about offers, where the codes themselves used to fill a section:
 * the page leads with the perfumes, and a shopper looking for a code finds them on /offers.
 */
export function OffersStrip({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <aside aria-label="Offers" className="border-y border-border bg-cream">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-4 gap-y-1 py-4 text-sm">
        <p className="flex items-center gap-2 text-muted-foreground">
          <Tag aria-hidden className="size-4 text-gold-deep" />
          {count === 1 ? 'One offer this season' : `${count} offers this season`}, for use at checkout.
        </p>
        <Link href="/offers" className="inline-flex items-center gap-1 font-medium underline underline-offset-4">
          See the offers
          <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      </div>
    </aside>
  );
}
