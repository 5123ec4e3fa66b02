/*
 * When to try follow-up work again. Exponential with "full jitter" (a random point in
 * [base·2ⁿ/2, base·2ⁿ]) so a burst of rows that failed together does not come back together.
 */

export interface BackoffPolicy {
  /** Delay after the first failure, before jitter. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, maxMs: 60 * 60_000 };

/**
 * The wait after the `attempt`-th failed try (1-based). Half of it is fixed and half random,
 * so the schedule still grows even with unlucky draws.
 */
export function backoffDelayMs(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const n = Math.max(1, Math.trunc(attempt));
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(n - 1, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * A Retry-After header in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable; never negative; capped so a bogus value cannot park work for days.
 */
export function parseRetryAfterMs(value: string | null | undefined, now: number = Date.now(), capMs = 24 * 60 * 60_000): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(capMs, Math.round(Number(text) * 1000));
  // Only a real HTTP date: Date.parse reads '-3' as the year 3 BC.
  if (!/^[A-Za-z]{3}, /.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(capMs, Math.max(0, at - now));
}

/**
 * The wait before the next try after a transient failure: the provider's Retry-After when it
 * gave one (plus up to a second of jitter, so instances all told "1 s" do not return in
 * lockstep), else the back-off schedule.
 */
export function nextAttemptDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  if (retryAfterMs != null) return retryAfterMs + Math.round(1000 * random());
  return backoffDelayMs(attempt, policy, random);
}
