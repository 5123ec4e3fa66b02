import { describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS, CATALOG_ADMIN_MESSAGES } from '@/lib/catalog/messages';
import { isUniqueViolation } from '@/lib/db/errors';
import { containsPattern, escapeLike } from '@/lib/db/like';
import {
  IST_OFFSET_MS,
  formatIstDate,
  istDateKey,
  istDateTimeKey,
  istMidnight,
  istMonthKey,
  istParts,
  startOfIstDay,
  startOfIstMonth,
} from '@/lib/india-time';
import { ORDER_ADMIN_MESSAGES } from '@/lib/orders/messages';
import { orderDeletionRefusal, type DeletionFacts } from '@/lib/orders/deletable';

describe('escapeLike and containsPattern', () => {
  it('takes LIKE wildcards and its escape character literally', () => {
    expect(escapeLike('FLAT_300')).toBe('FLAT\\_300');
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain words')).toBe('plain words');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('')).toBe('%%');
  });
});

describe('isUniqueViolation', () => {
  it("recognises PostgreSQL's 23505, bare or wrapped as Drizzle wraps it", () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isUniqueViolation(pg)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: pg }))).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: new Error('Failed query', { cause: pg }) }))).toBe(true);
  });

  it('is false for other errors and for non-errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(isUniqueViolation(a)).toBe(false);
  });
});

describe('India time', () => {
  // 20:00 UTC on 31 March is 01:30 on 1 April in Kolkata.
  const LATE_MARCH_UTC = new Date('2026-03-31T20:00:00Z');

  it('is UTC+5:30 all year', () => {
    expect(IST_OFFSET_MS).toBe(330 * 60_000);
    expect(istParts(LATE_MARCH_UTC)).toEqual({ year: 2026, month: 3, day: 1, hours: 1, minutes: 30 });
    expect(istParts(new Date('2026-07-01T00:00:00Z'))).toMatchObject({ hours: 5, minutes: 30 });
  });

  it("reads the Indian day and month, not UTC's", () => {
    expect(istDateKey(LATE_MARCH_UTC)).toBe('2026-04-01');
    expect(istMonthKey(LATE_MARCH_UTC)).toBe('2026-04');
    expect(istDateTimeKey(LATE_MARCH_UTC)).toBe('2026-04-01 01:30');
    expect(istDateKey(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
  });

  it('finds where an Indian day and month begin', () => {
    expect(startOfIstDay(LATE_MARCH_UTC).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(startOfIstMonth(LATE_MARCH_UTC).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(startOfIstMonth(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(istMidnight(2026, 0, 1).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    // Month and day roll over as Date.UTC rolls them.
    expect(istMidnight(2026, 12, 1).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it("writes a date as en-IN's medium style does, on the Indian day", () => {
    expect(formatIstDate(LATE_MARCH_UTC)).toBe('1 Apr 2026');
    expect(formatIstDate(new Date('2026-09-06T06:00:00Z'))).toBe('6 Sept 2026');
    const intl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
    for (let at = Date.UTC(2025, 0, 1, 19, 0); at < Date.UTC(2027, 0, 1); at += 7 * 3_600_000 + 86_400_000) {
      expect(formatIstDate(new Date(at))).toBe(intl.format(new Date(at)));
    }
  });
});

describe('orderDeletionRefusal', () => {
  const cancelledUnpaid: DeletionFacts = { orderStatus: 'cancelled', paymentStatus: 'failed', paidAt: null, invoiceNumber: null };

  it('lets only a cancelled order that was never paid go', () => {
    expect(orderDeletionRefusal(cancelledUnpaid)).toBeNull();
    expect(orderDeletionRefusal({ ...cancelledUnpaid, paymentStatus: 'pending' })).toBeNull();
    expect(orderDeletionRefusal({ ...cancelledUnpaid, paymentStatus: null })).toBeNull();
    for (const orderStatus of ['pending', 'processing', 'confirmed', 'shipped', 'delivered', 'completed'] as const) {
      expect(orderDeletionRefusal({ ...cancelledUnpaid, orderStatus })).toBe(ORDER_ADMIN_MESSAGES.onlyCancelledDeleted);
    }
  });

  it('keeps any order that was paid, even refunded, as a GST record', () => {
    expect(orderDeletionRefusal({ ...cancelledUnpaid, paymentStatus: 'completed' })).toBe(ORDER_ADMIN_MESSAGES.paidKept);
    expect(orderDeletionRefusal({ ...cancelledUnpaid, paymentStatus: 'refunded' })).toBe(ORDER_ADMIN_MESSAGES.paidKept);
    expect(orderDeletionRefusal({ ...cancelledUnpaid, paidAt: new Date() })).toBe(ORDER_ADMIN_MESSAGES.paidKept);
    expect(orderDeletionRefusal({ ...cancelledUnpaid, paidAt: '2026-03-10T02:00:00.000Z' })).toBe(ORDER_ADMIN_MESSAGES.paidKept);
    expect(orderDeletionRefusal({ ...cancelledUnpaid, invoiceNumber: 'MA/2026-27/0001' })).toBe(ORDER_ADMIN_MESSAGES.paidKept);
    // Paid and not cancelled: the GST reason is the one given.
    expect(orderDeletionRefusal({ ...cancelledUnpaid, orderStatus: 'delivered', paymentStatus: 'completed' })).toBe(ORDER_ADMIN_MESSAGES.paidKept);
  });
});

describe('product image limit', () => {
  it('is four, and the message says so', () => {
    expect(PRODUCT_LIMITS.images).toBe(4);
    expect(CATALOG_ADMIN_MESSAGES.tooManyImages).toBe('You can add at most 4 images');
  });
});
