import { BadgeCheck, CalendarPlus, ShieldCheck, UserRound, Users } from 'lucide-react';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import type { AdminUserStats } from '@/lib/users/admin-types';

const n = (v: number) => v.toLocaleString('en-IN');

/** The stats strip over every account that is not deleted, whatever the filters show. */
export function UserStatsStrip({ stats }: { stats: AdminUserStats }) {
  const verifiedShare = stats.total > 0 ? Math.round((stats.verified / stats.total) * 100) : 0;
  return (
    <StatStrip label="Accounts at a glance" columns="md:grid-cols-3 xl:grid-cols-5" className="mt-8 md:mt-0">
        <li>
          <StatCard label="Total users" value={stats.total} hint={`${n(stats.active)} active · ${n(stats.inactive)} inactive`} icon={Users} />
        </li>
        <li>
          <StatCard label="Admins" value={stats.admins} hint="Can use the back office" icon={ShieldCheck} />
        </li>
        <li>
          <StatCard label="Customers" value={stats.customers} hint="Shopper accounts" icon={UserRound} />
        </li>
        <li>
          <StatCard label="Verified" value={stats.verified} hint={`${verifiedShare}% confirmed their email`} icon={BadgeCheck} />
        </li>
        <li>
          <StatCard label="New this month" value={stats.newThisMonth} hint="Joined since the 1st (IST)" icon={CalendarPlus} />
        </li>
    </StatStrip>
  );
}
