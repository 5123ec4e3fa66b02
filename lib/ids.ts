import { randomBytes } from 'node:crypto';

/**
 * 24 lower-case hex characters: 4 bytes of Unix seconds then 8 random bytes, so ids sort
 * roughly by creation time (good B-tree locality) and look like the ids the original clients expect (docs/decisions.md#ids-are-24-hex-characters).
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The creation time encoded in an id. */
export function idTimestamp(id: string): Date {
  if (!isId(id)) throw new TypeError('Not an id');
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}
