import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AlertTriangle, CalendarDays, IndianRupee, Mail, MessageSquare, PackageX, Receipt, ShoppingBag, UserPlus } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import {
  linkClass,
  Panel,
  RecentOrders,
  StatusBreakdown,
  StockAlerts,
  TopProducts,
  UnreadMessages,
} from '@/components/admin/dashboard/dashboard-panels';
import { LaunchChecklist } from '@/components/admin/dashboard/launch-checklist';
import { RevenueChart } from '@/components/admin/dashboard/revenue-chart';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import { formatRupees } from '@/components/orders/format';
import { formatInrWhole, rupeesToPaise } from '@/lib/money';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { countOutboxByStatus } from '@/lib/email/admin-queries';
import { ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@/lib/orders/admin-types';
import { getDashboardExtras, getOrderAnalytics, LOW_STOCK_BELOW } from '@/lib/orders/analytics';
import { launchReadiness } from '@/lib/readiness';
import { allOk } from '@/lib/readiness/checks';
import { cn } from '@/lib/utils/cn';

export const metadata: Metadata = { title: 'Dashboard' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TIMEFRAME_LABELS: Record<AnalyticsTimeframe, { tab: string; phrase: string }> = {
  '7d': { tab: '7 days', phrase: 'the last 7 days' },
  '30d': { tab: '30 days', phrase: 'the last 30 days' },
  '90d': { tab: '90 days', phrase: 'the last 90 days' },
  '12m': { tab: '12 months', phrase: 'the last 12 months' },
};

function timeframeFrom(value: string | string[] | undefined): AnalyticsTimeframe {
  const v = Array.isArray(value) ? value[0] : value;
  return (ANALYTICS_TIMEFRAMES as readonly string[]).includes(v ?? '') ? (v as AnalyticsTimeframe) : '30d';
}

const n = (v: number) => v.toLocaleString('en-IN');
/** Headline money in whole rupees: paise only crowd a figure read at a glance. */
const whole = (rupees: number) => formatInrWhole(rupeesToPaise(rupees));

/**
 * The dashboard: live figures, not placeholders (docs/decisions.md#dashboard-figures-are-live). Revenue counts paid orders
 * that were not cancelled; days are Indian calendar days. Rendered on the server from a handful
 * of grouped queries, with no script of its own.
 */
export default async function AdminDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const timeframe = timeframeFrom((await searchParams).timeframe);
  const admin = await requireAdminPage(timeframe === '30d' ? '/admin' : `/admin?timeframe=${timeframe}`);
  const db = await getDb();
  const [analytics, extras, emails, readiness] = await Promise.all([
    getOrderAnalytics(db, timeframe),
    getDashboardExtras(db),
    countOutboxByStatus(db),
    launchReadiness(db),
  ]);
  const phrase = TIMEFRAME_LABELS[timeframe].phrase;

  return (
    <>
      <AdminPageHeader eyebrow="Overview" title="Dashboard" description={`Welcome back, ${admin.name}. Figures are live; days run midnight to midnight, India time.`} />

      {/* Until every launch check is ok: what the owner must still set, and where to add the first perfume. */}
      {allOk(readiness) ? null : <LaunchChecklist checks={readiness} />}

      <StatStrip label="Revenue" columns="md:grid-cols-3" stayFirst>
          <li>
            <StatCard label="Revenue today" value={whole(analytics.revenueToday)} hint="Paid orders since midnight" icon={IndianRupee} />
          </li>
          <li>
            <StatCard label="Last 7 days" value={whole(analytics.revenue7d)} hint="Today and the 6 days before" icon={IndianRupee} />
          </li>
          <li>
            <StatCard label="Last 30 days" value={whole(analytics.revenue30d)} hint="Today and the 29 days before" icon={IndianRupee} />
          </li>
      </StatStrip>

      <nav aria-label="Timeframe" className="mt-8 flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm text-muted-foreground">Show</span>
        {ANALYTICS_TIMEFRAMES.map((tf) => (
          <Link
            key={tf}
            href={tf === '30d' ? '/admin' : `/admin?timeframe=${tf}`}
            aria-current={tf === timeframe ? 'page' : undefined}
            className={cn(
              'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
              tf === timeframe ? 'border-ink bg-ink text-ivory' : 'border-border bg-card hover:border-ink',
            )}
          >
            {TIMEFRAME_LABELS[tf].tab}
          </Link>
        ))}
      </nav>

      <StatStrip label={`Over ${phrase}`} columns="md:grid-cols-2 xl:grid-cols-4" stayFirst className="mt-4">
          <li>
            <StatCard label="Revenue" value={whole(analytics.revenue)} hint={`Paid orders over ${phrase}`} icon={CalendarDays} />
          </li>
          <li>
            <StatCard label="Orders" value={analytics.totalOrders} hint={`${n(analytics.paidOrders)} paid`} icon={ShoppingBag} href="/admin/orders" linkLabel="Open the orders" />
          </li>
          <li>
            <StatCard label="Average order value" value={formatRupees(analytics.averageOrderValue)} hint="Revenue over paid orders" icon={Receipt} />
          </li>
          <li>
            <StatCard label="New customers" value={analytics.newCustomers} hint={`Accounts opened over ${phrase}`} icon={UserPlus} />
          </li>
      </StatStrip>

      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Panel id="dashboard-chart" title={`Revenue over ${phrase}`} className="xl:col-span-2">
          <RevenueChart
            id="revenue-chart"
            title={`Revenue per ${analytics.granularity} over ${phrase}, from paid orders`}
            series={analytics.series}
            total={analytics.revenue}
          />
        </Panel>
        <Panel id="dashboard-status" title="Orders by status" action={<span className="text-sm text-muted-foreground">Placed over {phrase}</span>}>
          <StatusBreakdown analytics={analytics} />
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel id="dashboard-top" title="Top products" action={<span className="text-sm text-muted-foreground">By revenue, {phrase}</span>}>
          <TopProducts products={analytics.topProducts} />
        </Panel>
        <Panel
          id="dashboard-stock"
          title="Stock"
          action={
            <Link href="/admin/products" className={cn(linkClass, 'text-sm')}>
              Manage products
            </Link>
          }
        >
          <ul className="mb-4 grid grid-cols-2 gap-3 md:gap-4">
            <li>
              <StatCard
                label="Low stock"
                value={n(extras.lowStockCount)}
                hint={`Fewer than ${LOW_STOCK_BELOW} left`}
                icon={AlertTriangle}
                tone={extras.lowStockCount > 0 ? 'warning' : 'default'}
              />
            </li>
            <li>
              <StatCard
                label="Out of stock"
                value={n(extras.outOfStockCount)}
                hint="None left to sell"
                icon={PackageX}
                tone={extras.outOfStockCount > 0 ? 'danger' : 'default'}
              />
            </li>
          </ul>
          <h3 className="sr-only">Products running out</h3>
          <StockAlerts extras={extras} />
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel
          id="dashboard-recent"
          title="Recent orders"
          action={
            <Link href="/admin/orders" className={cn(linkClass, 'text-sm')}>
              View all orders
            </Link>
          }
        >
          <RecentOrders extras={extras} />
        </Panel>
        <Panel
          id="dashboard-messages"
          title="Messages"
          action={
            <Link href="/admin/contacts" className={cn(linkClass, 'text-sm')}>
              Open messages
            </Link>
          }
        >
          <ul className="mb-4 grid grid-cols-2 gap-3 md:gap-4">
            <li>
              <StatCard label="Unread" value={extras.unreadMessages} hint="From the contact page" icon={MessageSquare} />
            </li>
            <li>
              <StatCard
                label="Failed emails"
                value={emails.failed}
                hint={`${n(emails.total)} in the outbox · ${n(emails.pending)} pending · ${n(emails.suppressed)} suppressed`}
                icon={Mail}
                tone={emails.failed > 0 ? 'danger' : 'default'}
                href={emails.failed > 0 ? '/admin/emails?status=failed' : '/admin/emails'}
                linkLabel={emails.failed > 0 ? 'Review failed emails' : 'Open the outbox'}
              />
            </li>
          </ul>
          <h3 className="sr-only">Latest unread</h3>
          <UnreadMessages extras={extras} />
        </Panel>
      </div>
    </>
  );
}
