import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { toastSuccess } from '@/components/ui/sonner';
import { AUTH_STORAGE_KEYS, afterLogoutDestination } from '@/lib/auth/redirects';
import { clearSessionHint } from '@/lib/client/session-hint';
import { sessionChanged } from '@/lib/client/visitor';
import { removeStored } from './storage';

/**
 * Signs out on the server and in every tab of this browser, then leaves for the home page (for
 * /login from the back office). Only the account menus hold it (components/auth/user-menu.tsx,
 * loaded once someone is signed in), so a guest's page never carries it.
 */
export async function signOut(router: ReturnType<typeof useRouter>): Promise<void> {
  try {
    await fetch('/api/v1/auth/logout', { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    // Offline: the local state is cleared anyway; the server cookie expires on its own.
  }
  clearSessionHint();
  sessionChanged(null);
  removeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin);
  toastSuccess('Signed out successfully');
  router.push(afterLogoutDestination(window.location.pathname));
  router.refresh();
}

/** The Sign Out button's action. */
export function useSignOut(): () => void {
  const router = useRouter();
  return useCallback(() => void signOut(router), [router]);
}
