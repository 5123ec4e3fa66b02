import 'server-only';
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { rateLimitBuckets } from './db/schema';
import { tooManyRequests } from './errors';

/*
 * Fixed-window rate limiting kept in PostgreSQL, so every server instance shares the count
 * (an in-memory Map would give each instance, and each serverless cold start, its own budget).
 */

export interface RateLimitOptions {
  /** Namespaced bucket key, e.g. rateLimitKey('contact:ip', ip). */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
  now?: Date;
  /**
   * Chance (0..1) that this call also deletes expired buckets. Opportunistic pruning keeps the
   * table small without a cron job; tests pass 0 to stay deterministic.
   */
  pruneProbability?: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
  /** Attempts counted in the current window, this one included. */
  count: number;
  resetAt: Date;
}

const DEFAULT_PRUNE_PROBABILITY = 1 / 50;

/**
 * A bucket key from a scope and an identifier (IP, e-mail). The identifier is normalised and
 * hashed so the table never holds e-mail addresses in clear and keys have a bounded length.
 */
export function rateLimitKey(scope: string, identifier: string): string {
  const normalised = identifier.trim().toLowerCase();
  const digest = createHash('sha256').update(normalised).digest('base64url').slice(0, 32);
  return `${scope}:${digest}`;
}

/** The decision for a bucket whose count already includes this attempt. Pure, for unit tests. */
export function rateLimitDecision(input: {
  count: number;
  windowStart: Date;
  limit: number;
  windowSeconds: number;
  now: Date;
}): RateLimitResult {
  const { count, windowStart, limit, windowSeconds, now } = input;
  const resetAt = new Date(windowStart.getTime() + windowSeconds * 1000);
  const allowed = count <= limit;
  const secondsLeft = Math.ceil((resetAt.getTime() - now.getTime()) / 1000);
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    // At least 1: a Retry-After of 0 invites an immediate retry that is refused again.
    retryAfterSeconds: allowed ? 0 : Math.max(1, secondsLeft),
    count,
    resetAt,
  };
}

/**
 * Counts one attempt against `key` and says whether it is within the limit. One atomic
 * upsert: concurrent attempts on one key serialise on the row lock, so exactly `limit` of
 * them pass however many instances race. A bucket whose window has ended restarts at 1.
 */
export async function consumeRateLimit(db: DbOrTx, options: RateLimitOptions): Promise<RateLimitResult> {
  const [result] = await consumeRateLimits(db, [options]);
  return result!;
}

/**
 * Counts one attempt against several buckets (per IP and per email) in one statement, so a
 * login pays one round trip for its limits. Results come back in the order of `options`.
 */
async function consumeRateLimits(db: DbOrTx, options: readonly RateLimitOptions[]): Promise<RateLimitResult[]> {
  if (new Set(options.map((o) => o.key)).size !== options.length) throw new RangeError('rate limit keys must differ');
  const now = options[0]?.now ?? new Date();
  const values = options.map(({ key, limit, windowSeconds }) => {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
    if (!(windowSeconds > 0)) throw new RangeError('windowSeconds must be positive');
    return { key, count: 1, windowStart: now, expiresAt: new Date(now.getTime() + windowSeconds * 1000) };
  });
  if (!values.length) return [];
  // ISO strings cast explicitly: both drivers (pg and PGlite) then bind the same timestamptz.
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimitBuckets.expiresAt} <= ${nowSql}`;

  const rows = await db
    .insert(rateLimitBuckets)
    .values(values)
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimitBuckets.windowStart} END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimitBuckets.expiresAt} END`,
      },
    })
    .returning({ key: rateLimitBuckets.key, count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart });
  const byKey = new Map(rows.map((r) => [r.key, r]));

  const probability = options[0]?.pruneProbability ?? DEFAULT_PRUNE_PROBABILITY;
  if (probability > 0 && Math.random() < probability) {
    // Housekeeping must never turn an allowed request into an error.
    await pruneRateLimits(db, now).catch(() => undefined);
  }

  return options.map(({ key, limit, windowSeconds }) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`rate limit upsert returned no row for ${key}`);
    return rateLimitDecision({ count: row.count, windowStart: row.windowStart, limit, windowSeconds, now });
  });
}

/**
 * Counts one attempt against each bucket in turn, stopping at the first that refuses, so a
 * request an earlier limit refused never counts against a later one. Put the limits whoever asks
 * controls first (per client address) and those that protect someone else after (per email): a
 * stranger over their own limit can then not use up a customer's. One statement per bucket
 * counted (consumeRateLimits counts all in one, refused or not). Returns the results counted,
 * in order; a refusal, if any, is the last.
 */
export async function consumeRateLimitsInTurn(db: DbOrTx, options: readonly RateLimitOptions[]): Promise<RateLimitResult[]> {
  const results: RateLimitResult[] = [];
  for (const option of options) {
    const result = await consumeRateLimit(db, option);
    results.push(result);
    if (!result.allowed) break;
  }
  return results;
}

/** Like consumeRateLimit, but throws a 429 AppError (with Retry-After) when over the limit. */
export async function enforceRateLimit(
  db: DbOrTx,
  options: RateLimitOptions,
  message: string,
): Promise<RateLimitResult> {
  const result = await consumeRateLimit(db, options);
  if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
  return result;
}

/** Deletes buckets whose window ended before `now`; returns how many went. */
export async function pruneRateLimits(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.expiresAt, now))
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
}
