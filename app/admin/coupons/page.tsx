import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CouponsManager, type CouponListData } from '@/components/admin/coupons/coupons-manager';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { listAdminCoupons } from '@/lib/coupons/admin';
import { COUPON_LIST_DEFAULT_LIMIT } from '@/lib/coupons/admin-rules';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Coupons' };

/** The first page as the screen opens with it (newest first); a failure leaves the browser to load and report it. */
async function firstPage(): Promise<CouponListData | null> {
  try {
    const list = await listAdminCoupons(await getDb(), { page: 1, limit: COUPON_LIST_DEFAULT_LIMIT, sort: 'createdAt', order: 'desc' });
    return { items: list.items, total: list.total, stats: list.stats };
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', where: '/admin/coupons', message: error instanceof Error ? error.message : String(error) }));
    return null;
  }
}

export default async function AdminCouponsPage() {
  await requireAdminPage('/admin/coupons');
  const initial = await firstPage();
  return (
    <>
      <AdminPageHeader
        eyebrow="Offers"
        title="Coupons"
        description="Codes shoppers enter at checkout. Active coupons also appear as offers on the home page."
      />
      <CouponsManager initial={initial} />
    </>
  );
}
