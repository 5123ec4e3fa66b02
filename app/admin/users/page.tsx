import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { UsersManager } from '@/components/admin/users/users-manager';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { listUsers, listUsersQuerySchema, userStats } from '@/lib/users/admin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Users' };

export default async function AdminUsersPage() {
  const admin = await requireAdminPage('/admin/users');
  const db = await getDb();
  // The first page comes with the HTML, in the order the table starts with (newest first).
  const [page, stats] = await Promise.all([listUsers(db, listUsersQuerySchema.parse({})), userStats(db)]);

  return (
    <>
      <AdminPageHeader
        eyebrow="People"
        title="Users"
        description="Customers and admins. Change a role, read a profile with its orders, or delete an account: every change is recorded in the audit log."
      />
      <UsersManager currentUserId={admin.id} initial={{ items: page.items, total: page.total, stats }} />
    </>
  );
}
