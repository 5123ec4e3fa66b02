import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductStatsStrip } from '@/components/admin/products/product-stats';
import { ProductsManager } from '@/components/admin/products/products-manager';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { productList, productListQuery } from '@/lib/catalog/admin-list';
import { listAdminProducts, productStats } from '@/lib/catalog/admin-queries';
import { getDb } from '@/lib/db/client';
import { waitingBySize } from '@/lib/stock-alerts/admin';
import { directUploadsEnabled } from '@/lib/uploads/config';

export const metadata: Metadata = { title: 'Products' };

export default async function AdminProductsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const asked = productList.parse(await searchParams);
  await requireAdminPage(productList.href('/admin/products', asked));
  const db = await getDb();
  const [{ params, result }, stats] = await Promise.all([
    loadListPage(asked, (p) => listAdminProducts(db, productListQuery(p)), (r) => r.items),
    productStats(db),
  ]);

  const waiting = await waitingBySize(db, result.items.map((p) => p.id));

  return (
    <>
      <AdminPageHeader
        eyebrow="Catalogue"
        title="Products"
        description={<p>Every fragrance in the store, live or hidden. Changes show in the shop as soon as they are saved.</p>}
      />
      <div className="flex flex-col gap-6">
        <ProductStatsStrip stats={stats} />
        <ProductsManager
          params={params}
          items={result.items}
          total={result.total}
          catalogueEmpty={stats.total === 0 && stats.archived === 0}
          directUploads={directUploadsEnabled()}
          waiting={waiting}
        />
      </div>
    </>
  );
}
