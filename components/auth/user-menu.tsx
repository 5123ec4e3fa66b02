'use client';

import { Link } from '@/components/ui/link';
import { LayoutDashboard, LogOut, Package, Settings, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from './sign-out';
import { UserAvatar } from './user-avatar';
import { isAdminUser, type UserDto } from './user';

const USER_MENU_TRIGGER_CLASS =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors hover:bg-ivory/10';

/**
 * The signed-in user's menu in the navigation bar. Loaded on demand (React.lazy in the navbar):
 * guests, most of the traffic, never download Radix's menu.
 */
export function UserMenu({ user }: { user: UserDto }) {
  const admin = isAdminUser(user);
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={USER_MENU_TRIGGER_CLASS} aria-label={`Account menu for ${user.name || 'your account'}`}>
        <UserAvatar user={user} className="size-9 text-sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={8} className="w-64">
        {/* Not DropdownMenuLabel: its eyebrow styling would fight these classes (cn does not merge). */}
        <div className="px-2 py-2">
          <span className="block truncate font-display text-lg leading-snug text-foreground">{user.name || 'Your account'}</span>
          <span className="mt-0.5 block truncate text-xs text-muted-foreground">{user.email}</span>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link href="/account" prefetch={false}>
              <UserRound aria-hidden />
              My Account
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/orders" prefetch={false}>
              <Package aria-hidden />
              My Orders
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/settings" prefetch={false}>
              <Settings aria-hidden />
              Settings
            </Link>
          </DropdownMenuItem>
          {admin ? (
            <DropdownMenuItem asChild>
              <Link href="/admin" prefetch={false}>
                <LayoutDashboard aria-hidden />
                Admin Dashboard
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The mobile menu's account block: who is signed in, and Sign Out (`onSignOut` first: the menu closes). */
export function DrawerAccount({ user, onSignOut }: { user: UserDto; onSignOut: () => void }) {
  const signOut = useSignOut();
  return (
    <div className="mt-6 border-t border-ivory/15 pt-6">
      <div className="flex items-center gap-3 px-3">
        <UserAvatar user={user} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-medium">{user.name || 'User'}</p>
          {user.email ? <p className="truncate text-sm text-ivory/75">{user.email}</p> : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => {
          onSignOut();
          signOut();
        }}
        className="mt-4 flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-lg text-ivory hover:bg-ivory/10"
      >
        <LogOut aria-hidden className="size-5" />
        Sign Out
      </button>
    </div>
  );
}
