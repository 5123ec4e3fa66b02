import { redirect } from 'next/navigation';

/** The spec names /admin/dashboard; the dashboard lives at /admin. */
export default function DashboardAlias(): never {
  redirect('/admin');
}
