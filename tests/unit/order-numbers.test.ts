import { describe, expect, it } from 'vitest';
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from '@/lib/orders/constants';
import { financialYear, formatInvoiceNumber } from '@/lib/orders/invoice-number';
import { webhookSignature, verifyWebhookSignature } from '@/lib/payments/signature';
import { webhookDedupeKey } from '@/lib/payments/webhook';

describe('order numbers', () => {
  it.each([
    [1001, '2026-11-22T10:00:00Z', 'MA-2026-001001'],
    [1234567, '2026-11-22T10:00:00Z', 'MA-2026-1234567'],
    // 31 Dec 20:00 UTC is already 1 Jan in India.
    [1002, '2026-12-31T20:00:00Z', 'MA-2027-001002'],
  ])('%i at %s is %s', (seq, at, expected) => {
    const n = formatOrderNumber(seq, new Date(at));
    expect(n).toBe(expected);
    expect(n).toMatch(ORDER_NUMBER_PATTERN);
    // Cashfree's order_id: 3–45 letters, digits, _ and -.
    expect(n).toMatch(/^[A-Za-z0-9_-]{3,45}$/);
  });
});

describe('financial years and invoice numbers', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-27'],
    ['2027-03-31T18:00:00Z', '2026-27'],
    ['2027-03-31T18:30:00Z', '2027-28'], // 1 April 00:00 IST
    ['2026-04-01T00:00:00Z', '2026-27'],
    ['2026-03-31T12:00:00Z', '2025-26'],
    ['2099-06-01T00:00:00Z', '2099-00'],
  ])('%s falls in FY %s', (at, fy) => {
    expect(financialYear(new Date(at))).toBe(fy);
  });

  it('invoice numbers fit rule 46 (at most 16 characters)', () => {
    const n = formatInvoiceNumber('2026-27', 42);
    expect(n).toBe('MA/26-27/000042');
    expect(n.length).toBeLessThanOrEqual(16);
  });
});

describe('webhook signatures', () => {
  const secret = 'cf-secret';
  const raw = '{"data":{"order":{"order_amount":170.00}},"type":"PAYMENT_SUCCESS_WEBHOOK"}';
  const now = 1_790_000_000_000;
  const ts = String(now);
  const signature = webhookSignature(ts, raw, secret);

  it('accepts the raw body as signed', () => {
    expect(verifyWebhookSignature({ signature, timestamp: ts, rawBody: raw }, secret, now)).toBe(true);
  });
  it('accepts a retry carrying the first attempt’s timestamp hours later (dedupe stops replays)', () => {
    expect(verifyWebhookSignature({ signature, timestamp: ts, rawBody: raw }, secret, now + 3 * 3_600_000)).toBe(true);
    expect(verifyWebhookSignature({ signature, timestamp: ts, rawBody: raw }, secret, now + 71 * 3_600_000)).toBe(true);
  });
  it('refuses a re-serialised body (170.00 → 170)', () => {
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect(reserialised).not.toBe(raw);
    expect(verifyWebhookSignature({ signature, timestamp: ts, rawBody: reserialised }, secret, now)).toBe(false);
  });
  it.each([
    ['another secret', { signature: webhookSignature(ts, raw, 'other'), timestamp: ts, rawBody: raw }, now],
    ['missing signature', { signature: null, timestamp: ts, rawBody: raw }, now],
    ['missing timestamp', { signature, timestamp: null, rawBody: raw }, now],
    ['a timestamp older than any retry (over 72 h)', { signature, timestamp: ts, rawBody: raw }, now + 73 * 3_600_000],
    ['timestamp from the future', { signature, timestamp: ts, rawBody: raw }, now - 6 * 60_000],
    ['junk timestamp', { signature, timestamp: 'abc', rawBody: raw }, now],
  ])('refuses %s', (_l, input, at) => {
    expect(verifyWebhookSignature(input, secret, at)).toBe(false);
  });

  it('dedupes by payment and status, or refund and status', () => {
    const pay = (status: string) => ({ type: 'X', event_time: '', data: { payment: { cf_payment_id: 7, payment_status: status } } }) as never;
    expect(webhookDedupeKey(pay('SUCCESS'), '')).toBe('payment:7:SUCCESS');
    expect(webhookDedupeKey(pay('PENDING'), '')).not.toBe(webhookDedupeKey(pay('SUCCESS'), ''));
    const refund = { type: 'REFUND_STATUS_WEBHOOK', event_time: '', data: { refund: { cf_refund_id: 9, refund_status: 'SUCCESS' } } } as never;
    expect(webhookDedupeKey(refund, '')).toBe('refund:9:SUCCESS');
  });
});
