import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../auth/secret';
import { isId } from '../ids';

/*
 * The unsubscribe link must work for as long as the address might get mail from us, without
 * signing in and without a table of tokens: it names the subscriber row and carries an HMAC of
 * that id under the store's secret (with a purpose label, so no other signature made with the
 * same secret can pass for it). It grants one thing only: taking that row off the list.
 */

const PURPOSE = 'newsletter-unsubscribe:v1:';

function signature(subscriberId: string): Buffer {
  return createHmac('sha256', authSecret()).update(PURPOSE + subscriberId).digest();
}

export function unsubscribeToken(subscriberId: string): string {
  return `${subscriberId}.${signature(subscriberId).toString('base64url')}`;
}

/** The subscriber id the token was made for, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  if (!isId(id)) return null;
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signature(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
