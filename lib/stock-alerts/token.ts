import 'server-only';
import { signedIdToken } from '../auth/signed-id';

/**
 * The unsubscribe link of a back-in-stock email: the alert's id, signed. It grants one thing:
 * stopping the back-in-stock emails to that alert's address.
 */
const token = signedIdToken('stock-alert-unsubscribe:v1:');

export const unsubscribeAlertsToken = (alertId: string): string => token.sign(alertId);

/** The alert id the token was made for, or null when it is malformed or not ours. */
export const verifyUnsubscribeAlertsToken = (value: string): string | null => token.verify(value);
