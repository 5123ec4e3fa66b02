/*
 * Addresses no page or handler can serve, answered 4xx before routing. Next.js's own decoder
 * throws on a bad escape (`%ff`, the overlong `%C0%AE`) and the error surfaces as a 500, and a
 * decoded NUL (`%00`) reaches PostgreSQL, which refuses it in text with another 500.
 */

export const MALFORMED_PATH_MESSAGE = 'Malformed URL';

/** True when a segment of the (still encoded) path does not decode, or decodes to a NUL. */
export function isMalformedPath(pathname: string): boolean {
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    if (decoded.includes('\u0000')) return true;
  }
  return false;
}

/** Methods no route answers; TRACE would echo the request (cookies included) back to the sender. */
export const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
