'use client';

import { lazy, Suspense } from 'react';
import { useAuth } from '@/components/auth/session';

// The same menu as the shop's navigation bar (name, email, role, account links, Sign Out).
const UserMenu = lazy(() => import('@/components/auth/user-menu').then((m) => ({ default: m.UserMenu })));

/** Reserves the avatar's place while the session is read, so the header does not shift. */
const placeholder = <span aria-hidden className="inline-flex size-11 shrink-0" />;

/**
 * The back office header's account menu: without it an admin had no way to sign out of the
 * back office. Sign-out from an admin path lands on /login (docs/requirements.md#where-sign-in-leads).
 */
export function AdminAccountMenu() {
  const { user } = useAuth();
  if (!user) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} />
    </Suspense>
  );
}
