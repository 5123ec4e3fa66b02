'use client';

import { Link } from '@/components/ui/link';
import { lazy, Suspense } from 'react';
import { Drawer } from '@/components/ui/drawer';
import type { UserDto } from '@/components/auth/user';
import { cn } from '@/lib/utils/cn';
import { isCurrent, primaryNav } from './nav-links';
import { ShopMenuGroups } from './shop-menu';

// Every visitor's links, then the account's own: here, not in the header, so they load with the menu.
const guestNav = [...primaryNav, { href: '/login', label: 'Sign In' }, { href: '/wishlist', label: 'Wishlist' }, { href: '/cart', label: 'Cart' }];
const userNav = [
  ...primaryNav,
  { href: '/account', label: 'My Account' },
  { href: '/orders', label: 'My Orders' },
  { href: '/settings', label: 'Settings' },
  { href: '/wishlist', label: 'Wishlist' },
  { href: '/cart', label: 'Cart' },
];

const adminNav = [...userNav, { href: '/admin', label: 'Admin Dashboard' }];

const DrawerAccount = lazy(() => import('@/components/auth/user-menu').then((m) => ({ default: m.DrawerAccount })));

/** The phone menu: the main links, the ways into the catalogue, then sign-in or the account's own links. */
export function MobileMenu({
  open,
  onOpenChange,
  storeName,
  pathname,
  user,
  onSignOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  storeName: string;
  pathname: string;
  user: UserDto | null;
  /** The shopper is signing out (the account block does it): the menu closes. */
  onSignOut: () => void;
}) {
  const links = !user ? guestNav : user.role === 'admin' ? adminNav : userNav;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={storeName} className="on-dark bg-ink text-ivory" titleClassName="text-ivory">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              onClick={() => onOpenChange(false)}
              aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-3 text-lg',
                isCurrent(pathname, link.href) ? 'text-gold' : 'text-ivory hover:bg-ivory/10',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-5 border-t border-ivory/15 pt-5">
        <ShopMenuGroups
          idPrefix="drawer-shop"
          titleClassName="eyebrow px-3 text-gold"
          listClassName="mt-1 grid grid-cols-2 gap-x-2"
          linkClassName="block rounded-md px-3 py-2.5 text-ivory/90 hover:bg-ivory/10"
          onNavigate={() => onOpenChange(false)}
        />
      </div>
      {user ? (
        <Suspense fallback={null}>
          <DrawerAccount user={user} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
