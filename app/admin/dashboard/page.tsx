import { redirect } from 'next/navigation';

/** /admin/dashboard, the original back office's address, still works; the dashboard lives at /admin. */
export default function DashboardAlias(): never {
  redirect('/admin');
}
