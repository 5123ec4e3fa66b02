import { Link } from '@/components/ui/link';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The hero's one way back to the collection. Clearing the bag sits, quietly, under the bag
 * itself; the bag reads itself again when the tab comes back into view, so no Refresh button.
 */
export function CartHeroActions() {
  return (
    <Button asChild variant="outline">
      <Link href="/products">
        <ArrowLeft aria-hidden />
        Continue Shopping
      </Link>
    </Button>
  );
}
