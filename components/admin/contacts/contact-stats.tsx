import { CalendarDays, Inbox, Mail, MailOpen } from 'lucide-react';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import type { ContactStats } from '@/lib/contact/admin';

/** The figures over every message, whatever the filters show. */
export function ContactStatsStrip({ stats }: { stats: ContactStats }) {
  return (
    <StatStrip label="Message figures" columns="md:grid-cols-2 xl:grid-cols-4">
      <li>
        <StatCard label="Total" value={stats.total} hint="Every message received" icon={Inbox} />
      </li>
      <li>
        <StatCard label="Unread" value={stats.unread} hint="Waiting for a reply" icon={Mail} />
      </li>
      <li>
        <StatCard label="Read" value={stats.read} hint="Already seen" icon={MailOpen} />
      </li>
      <li>
        <StatCard label="This Month" value={stats.thisMonth} hint="Since the 1st, India time" icon={CalendarDays} />
      </li>
    </StatStrip>
  );
}
