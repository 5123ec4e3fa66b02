import { LayoutDashboard, Mail, type LucideIcon } from 'lucide-react';

export interface AdminNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path is current (the dashboard would otherwise match every section). */
  exact?: boolean;
}

/** The back office's sections, in sidebar order. Add Products, Users, Orders, Coupons, Contacts here. */
export const adminNav: AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { href: '/admin/emails', label: 'Emails', icon: Mail },
];

export function isAdminNavCurrent(pathname: string, item: AdminNavItem): boolean {
  if (item.exact) return pathname === item.href || (item.href === '/admin' && pathname === '/admin/dashboard');
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
