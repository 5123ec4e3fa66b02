import { FlaskConical, Gem, LayoutDashboard, LifeBuoy, Mail, MessageSquare, Package, ScrollText, Settings, ShoppingBag, Star, TicketPercent, Truck, Users, type LucideIcon } from 'lucide-react';

export interface AdminNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path is current (the dashboard would otherwise match every section). */
  exact?: boolean;
}

/** The back office's sections, in sidebar order. */
export const adminNav: AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { href: '/admin/products', label: 'Products', icon: Package },
  { href: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { href: '/admin/claims', label: 'Claims', icon: LifeBuoy },
  { href: '/admin/users', label: 'Users', icon: Users },
  { href: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { href: '/admin/samples', label: 'Samples', icon: FlaskConical },
  { href: '/admin/discovery', label: 'Discovery sets', icon: Gem },
  { href: '/admin/delivery', label: 'Delivery', icon: Truck },
  { href: '/admin/reviews', label: 'Reviews', icon: Star },
  { href: '/admin/contacts', label: 'Messages', icon: MessageSquare },
  { href: '/admin/emails', label: 'Emails', icon: Mail },
  { href: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { href: '/admin/settings', label: 'Settings', icon: Settings },
];

export function isAdminNavCurrent(pathname: string, item: AdminNavItem): boolean {
  if (item.exact) return pathname === item.href || (item.href === '/admin' && pathname === '/admin/dashboard');
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
