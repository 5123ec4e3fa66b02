import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ContactStatsStrip } from '@/components/admin/contacts/contact-stats';
import { ContactsManager } from '@/components/admin/contacts/contacts-manager';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { listContactMessages } from '@/lib/contact/admin';
import { contactList, toContactListQuery } from '@/lib/contact/admin-list';
import { getDb } from '@/lib/db/client';

export const metadata: Metadata = { title: 'Contact messages' };

export default async function AdminContactsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage('/admin/contacts');
  const db = await getDb();
  const { params, result } = await loadListPage(contactList.parse(await searchParams), (p) => listContactMessages(db, toContactListQuery(p)), (r) => r.items);
  return (
    <>
      <AdminPageHeader eyebrow="Inbox" title="Contact messages" description="Messages sent from the contact page, newest first." />
      <div className="flex flex-col gap-6">
        <ContactStatsStrip stats={result.stats} />
        <ContactsManager params={params} items={result.items} total={result.total} />
      </div>
    </>
  );
}
