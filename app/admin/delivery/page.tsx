import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DeliveryRulesForm } from '@/components/admin/delivery/delivery-rules-form';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { readDeliveryRules } from '@/lib/delivery/read-rules';
import { dataKey } from '@/lib/data-key';

export const metadata: Metadata = { title: 'Delivery' };

export default async function AdminDeliveryPage() {
  await requireAdminPage('/admin/delivery');
  const rules = await readDeliveryRules(await getDb());
  return (
    <>
      <AdminPageHeader
        eyebrow="Shipping"
        title="Delivery"
        description="What the product page and the checkout promise: days in transit for each zone, the time after which an order ships the next working day, and the days the studio does not dispatch (Sundays always)."
      />
      <DeliveryRulesForm key={dataKey(rules)} initial={rules} />
    </>
  );
}
