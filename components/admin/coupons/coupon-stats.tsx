import { BarChart3, CalendarX2, CircleCheck, TicketPercent } from 'lucide-react';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import type { AdminCouponStats } from '@/lib/coupons/admin';
import { plural } from '@/components/admin/list/plural';

/** The figures over every coupon, whatever the filters show. */
export function CouponStatsStrip({ stats }: { stats: AdminCouponStats }) {
  return (
    <StatStrip label="Coupon figures" columns="md:grid-cols-2 xl:grid-cols-4">
      <li>
        <StatCard label="Total" value={stats.total} hint="Every coupon, in any state" icon={TicketPercent} />
      </li>
      <li>
        <StatCard
          label="Active"
          value={stats.active}
          hint={stats.scheduled ? `${plural(stats.scheduled, 'coupon')} scheduled to start` : 'Redeemable today'}
          icon={CircleCheck}
        />
      </li>
      <li>
        <StatCard label="Expired" value={stats.expired} hint="Past their expiry date" icon={CalendarX2} />
      </li>
      <li>
        <StatCard label="Total Usage" value={stats.totalUsage} hint="Uses across all coupons" icon={BarChart3} />
      </li>
    </StatStrip>
  );
}
