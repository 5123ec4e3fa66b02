import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { UserStatsStrip } from '@/components/admin/users/user-stats';
import { UsersManager } from '@/components/admin/users/users-manager';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { listUsers, userStats } from '@/lib/users/admin';
import { userList, userListQuery } from '@/lib/users/admin-list';

export const metadata: Metadata = { title: 'Users' };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdminPage('/admin/users');
  const db = await getDb();
  const [{ params, result }, stats] = await Promise.all([
    loadListPage(userList.parse(await searchParams), (p) => listUsers(db, userListQuery(p)), (r) => r.items),
    userStats(db),
  ]);

  return (
    <>
      <AdminPageHeader
        eyebrow="People"
        title="Users"
        description="Customers and admins. Change a role, read a profile with its orders, or delete an account: every change is recorded in the audit log."
      />
      <div className="flex flex-col">
        <UserStatsStrip stats={stats} />
        <UsersManager currentUserId={admin.id} params={params} items={result.items} total={result.total} />
      </div>
    </>
  );
}
