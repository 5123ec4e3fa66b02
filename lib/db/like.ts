/*
 * Searches typed by people go into LIKE patterns, where `%` and `_` are wildcards and `\` their
 * escape: each is matched literally, so a search for "FLAT_300" or "50%" means those characters.
 * Import-free, so any query module may use it.
 */

/** `value` with LIKE's wildcards and escape character taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE pattern that finds `term` anywhere, its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
