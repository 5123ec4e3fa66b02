'use client';

import { Drawer } from '@/components/ui/drawer';
import { buttonVariants } from '@/components/ui/button-variants';

/** The phone's filters: loaded when first wanted (catalog-controls.tsx), with the way back to the grid. */
export function FilterDrawer({
  open,
  onOpenChange,
  total,
  pending,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
  pending: boolean;
  children: React.ReactNode;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="left" title="Filters" description="Refine the collection." className="bg-background text-foreground">
      {children}
      <ShowResults total={total} pending={pending} onShow={() => onOpenChange(false)} />
    </Drawer>
  );
}

/**
 * The phone drawer's way back to the grid, with what the chosen filters find: each choice is
 * applied as it is made, so the count is the listing's own total once the page has arrived.
 * Kept in view at the drawer's foot however long the filters are.
 */
function ShowResults({ total, pending, onShow }: { total: number; pending: boolean; onShow: () => void }) {
  return (
    <div className="sticky bottom-0 -mx-6 mt-8 border-t border-border bg-background px-6 pt-4 pb-2" aria-live="polite">
      <button type="button" className={buttonVariants({ className: 'w-full' })} onClick={onShow}>
        {pending ? 'Updating results…' : total === 0 ? 'Nothing matches: close filters' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
      </button>
    </div>
  );
}
