import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AuditLog } from '@/components/admin/audit/audit-log';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { readAuditLog } from '@/lib/audit';
import { auditList, auditListQuery } from '@/lib/audit/admin-list';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage('/admin/audit');
  const db = await getDb();
  const { params, result } = await loadListPage(auditList.parse(await searchParams), (p) => readAuditLog(db, auditListQuery(p)), (r) => r.items);

  return (
    <>
      <AdminPageHeader
        eyebrow="Accountability"
        title="Audit log"
        description="Every change made in the back office: who made it, when, and what the record looked like before and after. Passwords and tokens are never recorded."
      />
      <AuditLog params={params} items={result.items} total={result.total} entityTypes={result.entityTypes} />
    </>
  );
}
