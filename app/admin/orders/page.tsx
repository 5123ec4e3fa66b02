import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { OrdersManager } from '@/components/admin/orders/orders-manager';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { lastMonthLabel } from '@/lib/orders/admin-period';
import { listAdminOrders } from '@/lib/orders/admin-queries';
import { adminOrdersQuerySchema } from '@/lib/orders/admin-schemas';
import type { AdminOrderFilters } from '@/lib/orders/admin-types';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The table's page sizes (components/admin/data-table.tsx): a client module's constants arrive
// in a server component as references, not values, so they are repeated here.
const PAGE_SIZES = [5, 10, 20, 50];
const DEFAULT_PAGE_SIZE = 10;

/** The address bar's filters (the screen writes them there), or the defaults where one is unreadable. */
function filtersFrom(params: Record<string, string | string[] | undefined>): AdminOrderFilters {
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]).filter(([, v]) => v !== undefined));
  const parsed = adminOrdersQuerySchema.safeParse(flat);
  const base = parsed.success ? parsed.data : adminOrdersQuerySchema.parse({});
  const limit = PAGE_SIZES.includes(Number(flat.limit)) ? Number(flat.limit) : DEFAULT_PAGE_SIZE;
  return { ...base, limit };
}

export default async function AdminOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage('/admin/orders');
  const filters = filtersFrom(await searchParams);
  const { orders, stats } = await listAdminOrders(await getDb(), filters);

  return (
    <>
      <AdminPageHeader
        eyebrow="Sales"
        title="Orders"
        description="Every order, newest first. Filter and search, change a status singly or in bulk, read an order in full, or export what the filters show as CSV. Every change is recorded in the audit log."
      />
      <OrdersManager initial={{ orders, total: stats.total, stats }} initialFilters={filters} lastMonthName={lastMonthLabel()} />
    </>
  );
}
