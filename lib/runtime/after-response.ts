import { after } from 'next/server';
import { log } from '../log';

// The adapter to Next's request lifecycle (eslint.config.mjs names it): domains schedule work
// through it, so they import no Next.js and still run at once in tests and scripts.

/**
 * Runs work after the response is sent (email delivery), so a slow provider neither delays the
 * answer nor reveals by timing whether an account exists. Outside a Next request (tests, scripts)
 * it runs at once.
 */
export async function runAfterResponse(work: () => Promise<unknown>): Promise<void> {
  try {
    after(() => work().catch((e) => log.error('after-response', String(e))));
  } catch {
    await work();
  }
}

/**
 * Schedules work after the response only inside a Next request (route handlers, pages, server
 * actions) and says whether it did; outside one nothing runs. For work a request merely offers
 * to do on the side (the follow-up sweep), which a test or a script must not run inline.
 */
export function afterResponseInRequest(work: () => Promise<unknown>): boolean {
  try {
    after(() => work().catch((e) => log.error('after-response', String(e))));
    return true;
  } catch {
    return false;
  }
}
