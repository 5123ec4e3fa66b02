import type { Metadata } from 'next';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { SamplesManager } from '@/components/admin/samples/samples-manager';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { listAdminSamples } from '@/lib/samples/service';
import { dataKey } from '@/lib/data-key';

export const metadata: Metadata = { title: 'Samples' };

export default async function AdminSamplesPage() {
  await requireAdminPage('/admin/samples');
  const db = await getDb();
  const [samples, perfumes] = await Promise.all([
    listAdminSamples(db),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.isActive, true), isNull(products.archivedAt)))
      .orderBy(asc(products.name)),
  ]);
  return (
    <>
      <AdminPageHeader
        eyebrow="Checkout"
        title="Free samples"
        description="The vials a shopper may choose two of at checkout, free. Each order takes one from stock; a cancelled or unpaid order gives it back. A sample with no stock, switched off, or of a perfume not on sale is not offered."
      />
      <SamplesManager key={dataKey(samples)} initial={samples} perfumes={perfumes} />
    </>
  );
}
