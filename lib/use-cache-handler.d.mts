/** Types of use-cache-handler.mjs: Next's documented `cacheHandlers` interface. */
import type { TagRecord } from './cache-handler-tags.mjs';

export interface CacheEntry {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}
export interface UseCacheHandler {
  get(cacheKey: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  readonly size: number;
}
export const MAX_BYTES: number;
export function createUseCacheHandler(options?: { maxBytes?: number; now?: () => number; tags?: TagRecord; warn?: (...args: unknown[]) => void }): UseCacheHandler;
declare const handler: UseCacheHandler;
export default handler;
