import { useSyncExternalStore } from 'react';
import type { Resource, Snapshot } from '@/lib/client/cache';

const noSubscription = () => () => {};

/**
 * A resource of the client cache (lib/client/cache.ts), re-rendering when it changes. The first
 * reader loads it; with `enabled` false it is read without asking the server (what someone else
 * loaded or a change wrote).
 */
export function useResource<T>(resource: Resource<T>, enabled = true): Snapshot<T> {
  return useSyncExternalStore(enabled ? resource.subscribe : noSubscription, resource.get, resource.getServerSnapshot);
}
