import { AUTH_STORAGE_KEYS, pickStoredTarget } from '@/lib/auth/redirects';
import { readStored } from './storage';

/**
 * Where the shopper was heading before being asked to sign in: the `callbackUrl` the route
 * guards add (same-origin paths only), else the path the API client saved on a 401.
 */
export function readStoredTarget(): string | null {
  if (typeof window === 'undefined') return null;
  const callbackUrl = new URLSearchParams(window.location.search).get('callbackUrl');
  return pickStoredTarget(callbackUrl, readStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin));
}
