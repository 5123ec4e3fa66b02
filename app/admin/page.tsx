import type { Metadata } from 'next';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { Mail, Package, ShoppingBag, Users } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatCard } from '@/components/admin/stat-card';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb, type Db } from '@/lib/db/client';
import { orders, products, users } from '@/lib/db/schema';
import { countOutboxByStatus } from '@/lib/email/admin-queries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

// A stub dashboard: a handful of live counts until the sections that own these tables grow
// their own statistics (then these reads move into those domain modules).
async function loadCounts(db: Db) {
  const [productRows, customerRows, orderRows, emails] = await Promise.all([
    db.select({ n: count() }).from(products).where(isNull(products.archivedAt)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'user'), ne(users.status, 'deleted'))),
    db.select({ n: count() }).from(orders),
    countOutboxByStatus(db),
  ]);
  return {
    products: productRows[0]?.n ?? 0,
    customers: customerRows[0]?.n ?? 0,
    orders: orderRows[0]?.n ?? 0,
    emails,
  };
}

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage('/admin');
  const counts = await loadCounts(await getDb());
  const { emails } = counts;

  return (
    <>
      <AdminPageHeader eyebrow="Overview" title="Dashboard" description={`Welcome back, ${admin.name}.`} />
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="sr-only">
          Store at a glance
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <li>
            <StatCard label="Products" value={counts.products} hint="In the catalogue, not archived" icon={Package} />
          </li>
          <li>
            <StatCard label="Customers" value={counts.customers} hint="Customer accounts" icon={Users} />
          </li>
          <li>
            <StatCard label="Orders" value={counts.orders} hint="All time" icon={ShoppingBag} />
          </li>
          <li>
            <StatCard
              label="Emails in outbox"
              value={emails.total}
              hint={`${emails.pending.toLocaleString('en-IN')} pending · ${emails.failed.toLocaleString('en-IN')} failed`}
              icon={Mail}
              href={emails.failed > 0 ? '/admin/emails?status=failed' : '/admin/emails'}
              linkLabel={emails.failed > 0 ? 'Review failed emails' : 'Open the outbox'}
            />
          </li>
        </ul>
      </section>
    </>
  );
}
