import { env } from '../../env';
import { logAdapter } from './log';
import { resendAdapter } from './resend';
import type { EmailAdapter } from './types';

/** Read at call time, so a key added to the settings (or a test's env) takes effect without a restart of the module. */
export function emailAdapterFromEnv(): EmailAdapter {
  const e = env();
  return e.RESEND_API_KEY ? resendAdapter({ apiKey: e.RESEND_API_KEY, baseUrl: e.RESEND_BASE_URL }) : logAdapter();
}

export { logAdapter, extractLinks, formatLogLine } from './log';
export { resendAdapter, RESEND_TIMEOUT_MS, type ResendOptions } from './resend';
export { EmailProviderError, type DeliveryResult, type EmailAdapter, type OutboundEmail } from './types';
