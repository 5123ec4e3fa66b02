import { CircleCheck, Clock, IndianRupee, PackageCheck, ShoppingBag, Truck } from 'lucide-react';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import { formatInrWhole, rupeesToPaise } from '@/lib/money';
import type { AdminOrderStats } from '@/lib/orders/admin-types';

const n = (v: number) => v.toLocaleString('en-IN');

/** The stats strip (Total, Delivered, Processing, Shipped, Awaiting payment, Revenue), for the orders the filters select. */
export function OrderStatsStrip({ stats, filtered }: { stats: AdminOrderStats; filtered: boolean }) {
  const scope = filtered ? 'Matching the filters' : 'All orders';
  return (
    <StatStrip label={`Orders at a glance (${scope.toLowerCase()})`} columns="md:grid-cols-3 2xl:grid-cols-6">
        <li>
          {/* Each card counts one thing: the cancelled are said under the total, not beside the unpaid. */}
          <StatCard label="Total orders" value={stats.total} hint={`${scope} · ${n(stats.byStatus.cancelled)} cancelled`} icon={ShoppingBag} />
        </li>
        <li>
          <StatCard label="Delivered" value={stats.byStatus.delivered + stats.byStatus.completed} hint={`${n(stats.byStatus.completed)} completed`} icon={CircleCheck} />
        </li>
        <li>
          <StatCard label="Processing" value={stats.byStatus.processing + stats.byStatus.confirmed} hint={`${n(stats.byStatus.confirmed)} confirmed, awaiting dispatch`} icon={PackageCheck} />
        </li>
        <li>
          <StatCard label="Shipped" value={stats.byStatus.shipped} hint="On their way" icon={Truck} />
        </li>
        <li>
          <StatCard label="Awaiting payment" value={stats.byStatus.pending} hint="Placed, not paid yet" icon={Clock} />
        </li>
        <li>
          <StatCard label="Revenue" value={formatInrWhole(rupeesToPaise(stats.revenue))} hint={`${n(stats.paidOrders)} paid orders, cancellations excluded`} icon={IndianRupee} />
        </li>
    </StatStrip>
  );
}
