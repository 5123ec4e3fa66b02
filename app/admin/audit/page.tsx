import type { Metadata } from 'next';
import { asc } from 'drizzle-orm';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AuditLog } from '@/components/admin/audit/audit-log';
import { AUDIT_DEFAULT_LIMIT, toAuditEntryDto } from '@/components/admin/audit/audit-types';
import { listAudit } from '@/lib/audit';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Audit log' };

export default async function AdminAuditPage() {
  await requireAdminPage('/admin/audit');
  const db = await getDb();
  // The first page comes with the HTML; filters and further pages go through GET /api/v1/audit.
  const [first, types] = await Promise.all([
    listAudit(db, { page: 1, limit: AUDIT_DEFAULT_LIMIT }),
    db.selectDistinct({ t: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ]);

  return (
    <>
      <AdminPageHeader
        eyebrow="Accountability"
        title="Audit log"
        description="Every change made in the back office: who made it, when, and what the record looked like before and after. Passwords and tokens are never recorded."
      />
      <AuditLog initial={{ items: first.rows.map(toAuditEntryDto), total: first.total, entityTypes: types.map((r) => r.t) }} />
    </>
  );
}
