import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ContactsManager, type ContactListData } from '@/components/admin/contacts/contacts-manager';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { listContactMessages } from '@/lib/contact/admin';
import { CONTACT_LIST_DEFAULT_LIMIT } from '@/lib/contact/admin-rules';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Contact messages' };

/**
 * The first page, newest first. When it cannot be read the browser loads it instead and, if
 * that fails too, shows the full-page error with Try Again.
 */
async function firstPage(): Promise<ContactListData | null> {
  try {
    const list = await listContactMessages(await getDb(), { page: 1, limit: CONTACT_LIST_DEFAULT_LIMIT, sort: 'createdAt', order: 'desc' });
    return { items: list.items, total: list.total, stats: list.stats };
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', where: '/admin/contacts', message: error instanceof Error ? error.message : String(error) }));
    return null;
  }
}

export default async function AdminContactsPage() {
  await requireAdminPage('/admin/contacts');
  const initial = await firstPage();
  return (
    <>
      <AdminPageHeader eyebrow="Inbox" title="Contact messages" description="Messages sent from the contact page, newest first." />
      <ContactsManager initial={initial} />
    </>
  );
}
