import { CircleCheck, CircleOff, IndianRupee, Package, PackageX, TriangleAlert } from 'lucide-react';
import { StatCard } from '@/components/admin/stat-card';
import type { ProductStats } from '@/lib/catalog/admin-dto';
import { LOW_STOCK_BELOW } from '@/lib/catalog/admin-messages';
import { formatInrWhole } from '@/lib/money';

/** The stats strip (spec: Total, Active, Inactive, Out of Stock), plus low stock and what the stock is worth. */
export function ProductStatsStrip({ stats }: { stats: ProductStats }) {
  return (
    <section aria-labelledby="product-stats-heading">
      <h2 id="product-stats-heading" className="sr-only">
        Catalogue at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 2xl:grid-cols-6">
        <li>
          <StatCard label="Total" value={stats.total} icon={Package} hint={stats.archived ? `${stats.archived.toLocaleString('en-IN')} archived not counted` : undefined} />
        </li>
        <li>
          <StatCard label="Active" value={stats.active} icon={CircleCheck} />
        </li>
        <li>
          <StatCard label="Inactive" value={stats.inactive} icon={CircleOff} />
        </li>
        <li>
          <StatCard label="Out of Stock" value={stats.outOfStock} icon={PackageX} />
        </li>
        <li>
          <StatCard label="Low Stock" value={stats.lowStock} icon={TriangleAlert} hint={`1 to ${LOW_STOCK_BELOW - 1} left`} />
        </li>
        <li className="col-span-2 lg:col-span-1">
          <div className="flex h-full flex-col rounded-lg border border-border bg-card p-5 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <p className="text-sm font-medium text-muted-foreground">Inventory value</p>
              <span className="flex size-9 items-center justify-center rounded-full bg-cream text-gold-deep">
                <IndianRupee aria-hidden className="size-4" />
              </span>
            </div>
            <p className="mt-2 font-display text-3xl leading-none font-semibold tabular-nums">{formatInrWhole(stats.inventoryValuePaise)}</p>
            <p className="mt-2 text-sm text-muted-foreground">Price × stock, live products</p>
          </div>
        </li>
      </ul>
    </section>
  );
}
