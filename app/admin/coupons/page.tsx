import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CouponStatsStrip } from '@/components/admin/coupons/coupon-stats';
import { CouponsManager } from '@/components/admin/coupons/coupons-manager';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { listAdminCoupons } from '@/lib/coupons/admin';
import { couponList, couponListQuery } from '@/lib/coupons/admin-list';
import { getDb } from '@/lib/db/client';

export const metadata: Metadata = { title: 'Coupons' };

export default async function AdminCouponsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage('/admin/coupons');
  const db = await getDb();
  const { params, result } = await loadListPage(couponList.parse(await searchParams), (p) => listAdminCoupons(db, couponListQuery(p)), (r) => r.items);
  return (
    <>
      <AdminPageHeader
        eyebrow="Offers"
        title="Coupons"
        description="Codes shoppers enter at checkout. Active coupons also appear as offers on the home page."
      />
      <div className="flex flex-col gap-6">
        <CouponStatsStrip stats={result.stats} />
        <CouponsManager params={params} items={result.items} total={result.total} />
      </div>
    </>
  );
}
