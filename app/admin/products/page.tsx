import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductsManager } from '@/components/admin/products/products-manager';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { adminQueryString, parseAdminSearchParams } from '@/lib/catalog/admin-messages';
import { listAdminProducts, productStats } from '@/lib/catalog/admin-queries';
import { getDb } from '@/lib/db/client';
import { directUploadsEnabled } from '@/lib/uploads/config';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Products' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseAdminSearchParams(await searchParams);
  await requireAdminPage(`/admin/products${adminQueryString(query)}`);
  const db = await getDb();
  const [page, stats] = await Promise.all([listAdminProducts(db, query), productStats(db)]);

  return (
    <>
      <AdminPageHeader
        eyebrow="Catalogue"
        title="Products"
        description={<p>Every fragrance in the store, live or hidden. Changes show in the shop as soon as they are saved.</p>}
      />
      {/* Keyed by the query: a navigation to other filters starts the list from the server's page. */}
      <ProductsManager
        key={adminQueryString(query)}
        initialQuery={query}
        initial={{ items: page.items, total: page.total, stats }}
        directUploads={directUploadsEnabled()}
      />
    </>
  );
}
