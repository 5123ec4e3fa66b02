import { after } from 'next/server';
import { log } from '../log';

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
