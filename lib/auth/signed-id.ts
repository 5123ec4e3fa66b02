import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isId } from '../ids';
import { authSecret } from './secret';

/*
 * A link that must keep working without signing in and without a table of tokens (an
 * unsubscribe link) names a row and carries an HMAC of that id under the store's secret. The
 * purpose label goes into the MAC, so a signature made for one purpose (or any other signature
 * made with the same secret) never passes for another. It grants only what its purpose allows.
 */

export interface SignedIdToken {
  sign(id: string): string;
  /** The id the token was made for, or null when it is malformed or not ours. */
  verify(token: string): string | null;
}

export function signedIdToken(purpose: string): SignedIdToken {
  const signature = (id: string) => createHmac('sha256', authSecret()).update(purpose + id).digest();
  return {
    sign: (id) => `${id}.${signature(id).toString('base64url')}`,
    verify(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const id = token.slice(0, dot);
      if (!isId(id)) return null;
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = signature(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
