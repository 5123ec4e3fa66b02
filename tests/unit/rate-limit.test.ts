import { describe, expect, it } from 'vitest';
import { rateLimitDecision, rateLimitKey } from '@/lib/rate-limit';

const t0 = new Date('2025-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('rateLimitDecision', () => {
  const base = { windowStart: t0, limit: 5, windowSeconds: 600 };

  it.each([
    [1, true, 4],
    [4, true, 1],
    [5, true, 0],
    [6, false, 0],
    [50, false, 0],
  ])('count %i of 5: allowed %s, remaining %i', (count, allowed, remaining) => {
    const result = rateLimitDecision({ ...base, count, now: at(10) });
    expect(result.allowed).toBe(allowed);
    expect(result.remaining).toBe(remaining);
  });

  it('gives no Retry-After while allowed', () => {
    expect(rateLimitDecision({ ...base, count: 5, now: at(10) }).retryAfterSeconds).toBe(0);
  });

  it('asks to retry when the window ends, rounding up', () => {
    expect(rateLimitDecision({ ...base, count: 6, now: at(0) }).retryAfterSeconds).toBe(600);
    expect(rateLimitDecision({ ...base, count: 6, now: at(10) }).retryAfterSeconds).toBe(590);
    expect(rateLimitDecision({ ...base, count: 6, now: at(10.2) }).retryAfterSeconds).toBe(590);
    expect(rateLimitDecision({ ...base, count: 6, now: at(599.9) }).retryAfterSeconds).toBe(1);
  });

  it('never answers a Retry-After below 1 second', () => {
    expect(rateLimitDecision({ ...base, count: 6, now: at(600) }).retryAfterSeconds).toBe(1);
  });

  it('reports the reset time as window start plus window', () => {
    expect(rateLimitDecision({ ...base, count: 1, now: at(1) }).resetAt).toEqual(at(600));
  });
});

describe('rateLimitKey', () => {
  it('prefixes the scope and hides the identifier', () => {
    const key = rateLimitKey('login:email', 'Ananya@Example.in');
    expect(key.startsWith('login:email:')).toBe(true);
    expect(key).not.toContain('ananya');
    expect(key.length).toBeLessThanOrEqual('login:email:'.length + 32);
  });

  it('normalises case and surrounding spaces', () => {
    expect(rateLimitKey('login:email', ' Ananya@Example.in ')).toBe(rateLimitKey('login:email', 'ananya@example.in'));
  });

  it('keeps different identifiers and scopes apart', () => {
    expect(rateLimitKey('contact:ip', '203.0.113.5')).not.toBe(rateLimitKey('contact:ip', '203.0.113.6'));
    expect(rateLimitKey('contact:ip', '203.0.113.5')).not.toBe(rateLimitKey('login:ip', '203.0.113.5'));
  });
});
