import { useMemo, useSyncExternalStore } from 'react';
import { useResource } from '@/components/layout/use-resource';
import { hasSessionHint } from '@/lib/client/session-hint';
import { session, sessionChanged, verifySession } from '@/lib/client/visitor';
import type { UserDto } from './user';

type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthValue {
  status: AuthStatus;
  user: UserDto | null;
  /** Asks the server again (no cache); resolves to the user, or null when nobody is signed in. */
  refresh: () => Promise<UserDto | null>;
  /** After a sign-in the page already holds the user: no second request. */
  setUser: (user: UserDto | null) => void;
}

/**
 * Who is signed in, from the client cache's session (lib/client/visitor.ts): asked once per page
 * load by the first island that reads it, and only when the hint cookie says someone may be. The
 * server is the authority (httpOnly cookie); this is only the browser's copy. A check that failed
 * leaves the visitor browsing as a guest. Signing out is the account menus' (useSignOut,
 * ./sign-out.ts): only they offer it, and a guest's page need not carry it.
 */
export function useAuth(): AuthValue {
  const { status, data } = useResource(session);
  const user = data ?? null;
  const known: AuthStatus = status === 'ready' || status === 'error' ? (user ? 'authenticated' : 'anonymous') : 'loading';

  return useMemo(() => ({ status: known, user, refresh: verifySession, setUser: sessionChanged }), [known, user]);
}

const noSubscription = () => () => {};

/**
 * Whether this browser holds the `ma_session` hint. False while server rendering and hydrating
 * (the server cannot know without making every page dynamic), the cookie's value afterwards.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(noSubscription, hasSessionHint, () => false);
}
