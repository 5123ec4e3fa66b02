import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { store } from '@/lib/store';

export const metadata: Metadata = {
  title: { template: `%s · Back office | ${store.name}`, default: `Back office | ${store.name}` },
  robots: { index: false, follow: false, nocache: true },
};

/*
 * No guard here: a layout is not re-rendered on navigation between its pages, so each page
 * calls requireAdminPage itself (and proxy.ts redirects first).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
