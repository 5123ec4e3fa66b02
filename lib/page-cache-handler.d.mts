/** Types of page-cache-handler.mjs: Next's documented `cacheHandler` interface. */
import type { TagRecord } from './cache-handler-tags.mjs';

export interface PageStore {
  entries: Map<string, { value: unknown; lastModified: number; tags: string[]; bytes: number }>;
  remove(key: string): void;
  put(key: string, entry: { value: unknown; lastModified: number; tags: string[]; bytes: number }): void;
}
export const MAX_ENTRIES: number;
export const MAX_BYTES: number;
export const RENDER_MARGIN_MS: number;
export function createStore(options?: { maxEntries?: number; maxBytes?: number }): PageStore;
export default class StorePageCache {
  constructor(options?: { store?: PageStore; now?: () => number; tags?: TagRecord });
  get(key: string, ctx: { tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
