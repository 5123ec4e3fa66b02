import 'server-only';
import { env } from '../../env';
import { logAdapter } from './log';
import { resendAdapter } from './resend';
import type { EmailAdapter } from './types';

/** Read at call time, so a key added to the settings (or a test's env) takes effect without a restart of the module. */
export function emailAdapterFromEnv(): EmailAdapter {
  const e = env();
  if (e.RESEND_API_KEY) return resendAdapter({ apiKey: e.RESEND_API_KEY, baseUrl: e.RESEND_BASE_URL });
  // A real deployment without a provider keeps messages in the outbox for admins, but its logs
  // (often shipped to third parties) must not carry sign-in and reset links.
  const deployed = e.NODE_ENV === 'production' && !e.usesEmbeddedDatabase;
  return logAdapter(undefined, { withLinks: !deployed });
}

;
export { resendAdapter, resendTagValue } from './resend';
export { EmailProviderError, isPermanentStatus, type EmailAdapter } from './types';
