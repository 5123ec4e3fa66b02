/** Types of cache-handler-tags.mjs (plain JavaScript: Next loads it outside the bundles). */
export interface SharedTags {
  expired: Map<string, number>;
  sync?: () => Promise<void> | undefined;
  record?: (tags: string[]) => Promise<void>;
}
export interface TagRecord {
  expire(tags: readonly string[], at: number): void;
  latest(tags: readonly string[]): number;
  invalidatedSince(tags: readonly string[], since: number, now?: number): boolean;
  refresh(): Promise<void>;
  record(tags: string[]): Promise<void>;
}
export function tagRecord(shared?: SharedTags): TagRecord;
