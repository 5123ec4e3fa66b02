'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { toastSuccess } from '@/components/ui/sonner';
import { AUTH_STORAGE_KEYS, UNAUTHORIZED_EVENT, afterLogoutDestination } from '@/lib/auth/redirects';
import { clearSessionHint, hasSessionHint, removeStored } from './storage';
import type { UserDto } from './user';

type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: UserDto | null;
  /** Asks the server again (no cache); resolves to the user, or null when nobody is signed in. */
  refresh: () => Promise<UserDto | null>;
  /** After a sign-in the page already holds the user: no second request. */
  setUser: (user: UserDto | null) => void;
  signOut: () => Promise<void>;
}

/*
 * Mounted in the root layout, so it ships on every page: no API client, no messages module,
 * plain fetch. The server is the authority (httpOnly cookie); this is only the browser's copy.
 */

/** Token verification is cached for 30 s. */
const VERIFY_CACHE_MS = 30_000;
let cached: { at: number; user: UserDto | null } | null = null;
let inflight: Promise<UserDto | null> | null = null;
let requestCount = 0;

function remember(user: UserDto | null) {
  cached = { at: Date.now(), user };
}

function verify(force: boolean): Promise<UserDto | null> {
  if (!force && cached && Date.now() - cached.at < VERIFY_CACHE_MS) return Promise.resolve(cached.user);
  if (!force && inflight) return inflight;
  const id = ++requestCount;
  const request = (async (): Promise<UserDto | null> => {
    try {
      const res = await fetch('/api/v1/auth/verify-token', {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (res.status === 401) {
        // The session ended (expiry, sign-out elsewhere, password reset): drop the stale hint so
        // later page loads stop asking.
        clearSessionHint();
        remember(null);
        return null;
      }
      if (!res.ok) throw new Error(`verify-token ${res.status}`);
      const body = (await res.json()) as { data?: { user?: UserDto | null } };
      const user = body.data?.user ?? null;
      remember(user);
      return user;
    } finally {
      // Only the latest request clears the slot; an older, forced-over one must not.
      if (requestCount === id) inflight = null;
    }
  })();
  inflight = request;
  return request;
}

// Fired for the navigation badges: the counts refresh on these window events.
function announceCountsChanged() {
  window.dispatchEvent(new Event('cartUpdated'));
  window.dispatchEvent(new Event('wishlistUpdated'));
}

// Outside the provider (an isolated render, a future global-error page) everyone is a guest.
const AuthContext = createContext<AuthContextValue>({
  status: 'anonymous',
  user: null,
  refresh: async () => null,
  setUser: () => {},
  signOut: async () => {},
});

interface State {
  status: AuthStatus;
  user: UserDto | null;
}

const ANONYMOUS: State = { status: 'anonymous', user: null };

function stateFor(user: UserDto | null): State {
  return user ? { status: 'authenticated', user } : ANONYMOUS;
}

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: 'loading', user: null });
  // Bumped by every explicit change (sign-in, sign-out, refresh): a slower, older answer to the
  // first check must not overwrite it.
  const generation = useRef(0);

  useEffect(() => {
    let live = true;
    const started = generation.current;
    const settle = (next: State) => live && generation.current === started && setState(next);
    // No hint cookie: nobody is signed in, so no request and no loading placeholder.
    const check = hasSessionHint() ? verify(false) : Promise.resolve(null);
    check.then(
      (user) => settle(stateFor(user)),
      // The server could not answer: browse as a guest; a later refresh() can recover.
      () => settle(ANONYMOUS),
    );
    const onUnauthorized = () => {
      generation.current++;
      remember(null);
      setState(ANONYMOUS);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => {
      live = false;
      window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    };
  }, []);

  const refresh = useCallback(async () => {
    const started = ++generation.current;
    try {
      const user = await verify(true);
      if (generation.current !== started) return user;
      setState(stateFor(user));
      announceCountsChanged();
      return user;
    } catch {
      // No answer: keep what is known, but never leave the page waiting on a check that ended.
      if (generation.current === started) setState((s) => (s.status === 'loading' ? ANONYMOUS : s));
      return null;
    }
  }, []);

  const setUser = useCallback((user: UserDto | null) => {
    generation.current++;
    remember(user);
    setState(stateFor(user));
    announceCountsChanged();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await fetch('/api/v1/auth/logout', {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch {
      // Offline: the local state is cleared anyway; the server cookie expires on its own.
    }
    generation.current++;
    remember(null);
    clearSessionHint();
    removeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin);
    setState(ANONYMOUS);
    announceCountsChanged();
    toastSuccess('Signed out successfully');
    router.push(afterLogoutDestination(window.location.pathname));
    router.refresh();
  }, [router]);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, refresh, setUser, signOut }),
    [state, refresh, setUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}

const noSubscription = () => () => {};

/**
 * Whether this browser holds the `ma_session` hint. False while server rendering and hydrating
 * (the server cannot know without making every page dynamic), the cookie's value afterwards.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(noSubscription, hasSessionHint, () => false);
}
