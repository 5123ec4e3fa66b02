import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { getStoreDetails } from '@/lib/store-details/settings';

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await getStoreDetails();
  return {
    title: { template: `%s · Back office | ${name}`, default: `Back office | ${name}` },
    robots: { index: false, follow: false, nocache: true },
  };
}

/*
 * No guard here: a layout is not re-rendered on navigation between its pages, so each page
 * calls requireAdminPage itself (and proxy.ts redirects first).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  // Every back-office page reads the session: it streams in behind the inner boundary, the shell
  // already shown; a page whose address the build cannot know streams in whole (the outer one).
  return (
    <Suspense>
      <AdminShell>
        <Suspense>{children}</Suspense>
      </AdminShell>
    </Suspense>
  );
}
