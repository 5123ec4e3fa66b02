import { describe, expect, it } from 'vitest';
import { isPermanentStatus, resendTagValue } from '@/lib/email/adapters';
import { svixSignature, verifySvixSignature, WEBHOOK_TOLERANCE_SECONDS } from '@/lib/email/webhook';
import { backoffDelayMs, DEFAULT_BACKOFF, nextAttemptDelayMs, parseRetryAfterMs } from '@/lib/jobs/backoff';
import { createPacer } from '@/lib/jobs/pacer';

const low = () => 0;
const high = () => 1; // the top of the range, which Math.random approaches

describe('back-off schedule', () => {
  it('doubles from 30 s, half fixed and half jitter, capped at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, DEFAULT_BACKOFF, low))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, DEFAULT_BACKOFF, high))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelayMs(20, DEFAULT_BACKOFF, high)).toBe(3_600_000);
    expect(backoffDelayMs(20, DEFAULT_BACKOFF, low)).toBe(1_800_000);
    expect(backoffDelayMs(10_000, DEFAULT_BACKOFF, high)).toBe(3_600_000);
  });

  it('jitters within its bounds and treats nonsense attempt numbers as the first', () => {
    for (let i = 0; i < 200; i++) {
      const d = backoffDelayMs(3);
      expect(d).toBeGreaterThanOrEqual(60_000);
      expect(d).toBeLessThanOrEqual(120_000);
    }
    expect(backoffDelayMs(0, DEFAULT_BACKOFF, high)).toBe(30_000);
    expect(backoffDelayMs(-5, DEFAULT_BACKOFF, high)).toBe(30_000);
  });

  it('the eight attempts span about an hour at least before giving up', () => {
    const total = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + backoffDelayMs(n, DEFAULT_BACKOFF, low), 0);
    expect(total).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it('prefers the provider’s Retry-After, plus up to a second of jitter', () => {
    expect(nextAttemptDelayMs(5, 2000, DEFAULT_BACKOFF, low)).toBe(2000);
    expect(nextAttemptDelayMs(5, 2000, DEFAULT_BACKOFF, high)).toBe(3000);
    expect(nextAttemptDelayMs(1, null, DEFAULT_BACKOFF, high)).toBe(30_000);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfterMs('1', now)).toBe(1000);
    expect(parseRetryAfterMs(' 30 ', now)).toBe(30_000);
    expect(parseRetryAfterMs('0.5', now)).toBe(500);
    expect(parseRetryAfterMs('Sun, 01 Mar 2026 10:00:20 GMT', now)).toBe(20_000);
  });
  it('ignores what it cannot read, never goes negative, and caps at a day', () => {
    expect(parseRetryAfterMs(undefined, now)).toBeNull();
    expect(parseRetryAfterMs('', now)).toBeNull();
    expect(parseRetryAfterMs('soon', now)).toBeNull();
    expect(parseRetryAfterMs('-3', now)).toBeNull();
    expect(parseRetryAfterMs('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfterMs('99999999', now)).toBe(24 * 3600_000);
  });
});

describe('what is retried', () => {
  it('fails validation and auth errors at once, retries rate limits, timeouts, conflicts in flight and server errors', () => {
    for (const s of [400, 401, 403, 404, 405, 422]) expect(isPermanentStatus(s)).toBe(true);
    for (const s of [408, 409, 429, 500, 502, 503, 504, undefined]) expect(isPermanentStatus(s)).toBe(false);
  });
});

describe('Resend tags', () => {
  it('keeps to ASCII letters, digits, _ and -, at most 256 characters', () => {
    expect(resendTagValue('order-confirmation')).toBe('order-confirmation');
    expect(resendTagValue('a.b c/é')).toBe('a_b_c__');
    expect(resendTagValue('x'.repeat(300))).toHaveLength(256);
    expect(resendTagValue('')).toBe('_');
  });
});

describe('Svix signatures', () => {
  const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
  const body = '{"type":"email.bounced"}';
  const now = 1_780_000_000_000;
  const ts = String(now / 1000);

  it('matches Svix’s construction: base64 HMAC-SHA256 of id.timestamp.body keyed with the decoded secret', () => {
    // Computed independently: printf 'msg_1.1780000000.{"type":"email.bounced"}' | openssl dgst -sha256 -hmac 0123456789abcdef0123456789abcdef -binary | base64
    expect(svixSignature(secret, 'msg_1', ts, body)).toBe('v1,wbDXiIDXwA5tt4X7I9/ziNLuiJIpHymd6Fe8n+Biiy8=');
  });

  it('accepts a good signature among several, refuses missing, stale and mismatched ones', () => {
    const sig = svixSignature(secret, 'msg_1', ts, body);
    const headers = { id: 'msg_1', timestamp: ts, signature: `v1,bogus ${sig}` };
    expect(verifySvixSignature(secret, headers, body, now)).toEqual({ ok: true });
    expect(verifySvixSignature(secret, { ...headers, signature: null }, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySvixSignature(secret, { ...headers, id: 'msg_2' }, body, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySvixSignature(secret, headers, `${body} `, now)).toEqual({ ok: false, reason: 'mismatch' });
    const late = now + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000;
    expect(verifySvixSignature(secret, headers, body, late)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySvixSignature(secret, { ...headers, timestamp: 'abc' }, body, now)).toEqual({ ok: false, reason: 'stale' });
  });
});

describe('pacer', () => {
  it('spaces calls and holds them back after a pause', async () => {
    const waits: number[] = [];
    const pacer = createPacer(() => 500, async (ms) => void waits.push(ms));
    await pacer.wait();
    await pacer.wait();
    await pacer.wait();
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThan(450);
    expect(waits[1]).toBeGreaterThan(950);
    pacer.pause(5000);
    await pacer.wait();
    expect(waits[2]).toBeGreaterThan(4900);
  });
});
