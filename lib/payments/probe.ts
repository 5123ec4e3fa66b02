import 'server-only';
import { randomBytes } from 'node:crypto';
import type { CashfreeProbe } from '../readiness/checks';
import { GatewayError, type CashfreeClient } from './cashfree-client';

/*
 * Are these Cashfree keys accepted by the environment they are pointed at? Cashfree's keys carry
 * no guaranteed marker (setup.ts reads one when present), so readiness asks: a read of an order
 * id that cannot exist is authenticated first, answering 404 with good keys and 401 with keys of
 * the other environment (or wrong ones). Nothing is created; the answer is kept for a while, as
 * the dashboard asks on every visit.
 */

const KEEP_MS = 10 * 60_000;
let kept: { key: string; at: number; answer: CashfreeProbe } | undefined;

export async function probeCashfreeKeys(client: CashfreeClient, cacheKey: string, now = Date.now()): Promise<CashfreeProbe> {
  if (kept && kept.key === cacheKey && now - kept.at < KEEP_MS) return kept.answer;
  let answer: CashfreeProbe;
  try {
    await client.getOrder(`readiness-${randomBytes(8).toString('hex')}`);
    answer = 'accepted'; // Cannot exist; a stand-in that answers anyway still accepted the keys.
  } catch (e) {
    if (e instanceof GatewayError && e.status === 404) answer = 'accepted';
    else if (e instanceof GatewayError && (e.status === 401 || e.status === 403)) answer = 'rejected';
    else answer = 'unreachable';
  }
  // A network failure is not remembered: the next visit asks again.
  if (answer !== 'unreachable') kept = { key: cacheKey, at: now, answer };
  return answer;
}

export function forgetCashfreeProbe(): void {
  kept = undefined;
}
