import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets (signatures, keys) in constant time; different lengths are simply unequal. */
export function safeEqual(given: string | null | undefined, expected: string): boolean {
  if (given == null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
