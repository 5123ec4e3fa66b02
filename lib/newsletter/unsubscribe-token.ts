import 'server-only';
import { signedIdToken } from '../auth/signed-id';

/*
 * The unsubscribe link must work for as long as the address might get mail from us: it names
 * the subscriber row, signed (../auth/signed-id.ts). It grants one thing only: taking that row
 * off the list.
 */
const token = signedIdToken('newsletter-unsubscribe:v1:');

export const unsubscribeToken = (subscriberId: string): string => token.sign(subscriberId);

/** The subscriber id the token was made for, or null when it is malformed or not ours. */
export const verifyUnsubscribeToken = (value: string): string | null => token.verify(value);
