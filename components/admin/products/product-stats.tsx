import { CircleCheck, CircleOff, IndianRupee, Package, PackageX, TriangleAlert } from 'lucide-react';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import type { ProductStats } from '@/lib/catalog/admin-dto';
import { LOW_STOCK_BELOW } from '@/lib/catalog/messages';
import { formatInrWhole } from '@/lib/money';

/** The stats strip (Total, Active, Inactive, Out of Stock), plus low stock and what the stock is worth. */
export function ProductStatsStrip({ stats }: { stats: ProductStats }) {
  return (
    <StatStrip label="Catalogue at a glance" columns="md:grid-cols-3 2xl:grid-cols-6">
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
        <li>
          <StatCard label="Inventory value" value={formatInrWhole(stats.inventoryValuePaise)} icon={IndianRupee} hint="Price × stock of active products" />
        </li>
    </StatStrip>
  );
}
