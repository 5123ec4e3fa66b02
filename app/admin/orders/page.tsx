import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { OrderStatsStrip } from '@/components/admin/orders/order-stats';
import { OrdersManager } from '@/components/admin/orders/orders-manager';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { orderList, orderListQuery, parseOrderList } from '@/lib/orders/admin-list';
import { lastMonthLabel } from '@/lib/orders/admin-period';
import { listAdminOrders } from '@/lib/orders/admin-queries';

export const metadata: Metadata = { title: 'Orders' };

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const asked = parseOrderList(await searchParams);
  await requireAdminPage(orderList.href('/admin/orders', asked));
  const db = await getDb();
  const { params, result } = await loadListPage(
    asked,
    async (p) => {
      const page = await listAdminOrders(db, orderListQuery(p));
      return { ...page, total: page.stats.total };
    },
    (r) => r.orders,
  );

  return (
    <>
      <AdminPageHeader
        eyebrow="Sales"
        title="Orders"
        description="Every order, newest first. Filter and search, change a status singly or in bulk, read an order in full, or export what the filters show as CSV. Every change is recorded in the audit log."
      />
      <div className="flex flex-col gap-6">
        <OrderStatsStrip stats={result.stats} filtered={orderList.isFiltered(params)} />
        <OrdersManager params={params} items={result.orders} total={result.total} lastMonthName={lastMonthLabel()} />
      </div>
    </>
  );
}
