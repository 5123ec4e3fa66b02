import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { consumeRateLimit, enforceRateLimit, pruneRateLimits } from '@/lib/rate-limit';
import { useTestDatabase } from '../helpers/db';

const db = useTestDatabase();

const t0 = new Date('2025-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const opts = (key: string, seconds: number) => ({ key, limit: 3, windowSeconds: 60, now: at(seconds), pruneProbability: 0 });

describe('consumeRateLimit', () => {
  it('allows `limit` attempts per window, then refuses with the time left', async () => {
    const results = [];
    for (const s of [0, 10, 20, 30]) results.push(await consumeRateLimit(db(), opts('t:basic', s)));
    expect(results.map((r) => [r.allowed, r.remaining, r.count])).toEqual([
      [true, 2, 1],
      [true, 1, 2],
      [true, 0, 3],
      [false, 0, 4],
    ]);
    // The window started at t0, so 30 s of the 60 remain.
    expect(results[3]?.retryAfterSeconds).toBe(30);
    expect(results[3]?.resetAt).toEqual(at(60));
  });

  it('starts a new window once the old one has expired', async () => {
    for (const s of [0, 1, 2, 3]) await consumeRateLimit(db(), opts('t:reset', s));
    expect((await consumeRateLimit(db(), opts('t:reset', 59))).allowed).toBe(false);

    const fresh = await consumeRateLimit(db(), opts('t:reset', 60));
    expect(fresh).toMatchObject({ allowed: true, count: 1, remaining: 2, retryAfterSeconds: 0 });
    expect(fresh.resetAt).toEqual(at(120));

    const [row] = await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 't:reset'));
    expect(row).toMatchObject({ count: 1, windowStart: at(60), expiresAt: at(120) });
  });

  it('keeps the window fixed: attempts inside it do not extend it', async () => {
    await consumeRateLimit(db(), opts('t:fixed', 0));
    await consumeRateLimit(db(), opts('t:fixed', 50));
    const [row] = await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 't:fixed'));
    expect(row).toMatchObject({ count: 2, windowStart: t0, expiresAt: at(60) });
  });

  it('counts keys separately', async () => {
    for (const s of [0, 1, 2, 3]) await consumeRateLimit(db(), opts('t:a', s));
    expect((await consumeRateLimit(db(), opts('t:a', 4))).allowed).toBe(false);
    expect((await consumeRateLimit(db(), opts('t:b', 4))).allowed).toBe(true);
  });

  it('lets exactly `limit` of many simultaneous attempts through', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(db(), opts('t:burst', 0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('rejects a nonsensical limit or window', async () => {
    await expect(consumeRateLimit(db(), { ...opts('t:bad', 0), limit: 0 })).rejects.toThrow(RangeError);
    await expect(consumeRateLimit(db(), { ...opts('t:bad', 0), windowSeconds: 0 })).rejects.toThrow(RangeError);
  });
});

describe('enforceRateLimit', () => {
  it('throws a 429 AppError with the message and Retry-After once over the limit', async () => {
    for (const s of [0, 1, 2]) await enforceRateLimit(db(), opts('t:enforce', s), 'Slow down');
    const error = await enforceRateLimit(db(), opts('t:enforce', 15), 'Slow down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' });
    expect((error as AppError).options.retryAfterSeconds).toBe(45);
  });
});

describe('pruneRateLimits', () => {
  it('deletes only buckets whose window has ended', async () => {
    await consumeRateLimit(db(), { ...opts('t:prune-old', 0), windowSeconds: 10 });
    await consumeRateLimit(db(), { ...opts('t:prune-live', 0), windowSeconds: 1000 });
    const removed = await pruneRateLimits(db(), at(500));
    expect(removed).toBeGreaterThanOrEqual(1);
    const keys = (await db().select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).not.toContain('t:prune-old');
    expect(keys).toContain('t:prune-live');
  });

  it('runs during consumption when the dice say so, without affecting the answer', async () => {
    await consumeRateLimit(db(), { ...opts('t:dice-old', 0), windowSeconds: 10 });
    const result = await consumeRateLimit(db(), { ...opts('t:dice-new', 100), pruneProbability: 1 });
    expect(result.allowed).toBe(true);
    const keys = (await db().select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).not.toContain('t:dice-old');
    expect(keys).toContain('t:dice-new');
  });
});
