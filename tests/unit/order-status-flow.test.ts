import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, CUSTOMER_EMAILING_STATUSES, isFinalStatus, statusChangeRefusal } from '@/lib/orders/status-flow';
import { CANCELLABLE_STATUSES, ORDER_STATUSES, type OrderStatus } from '@/lib/orders/types';

const paid = (status: OrderStatus) => ({ status, paymentMethod: 'online' as const, paymentStatus: 'completed' as const });

// Every from × to pair for a paid order: true where the move is allowed. Read across a row.
const TABLE: Record<OrderStatus, Record<OrderStatus, boolean>> = {
  //          pending processing confirmed shipped delivered completed cancelled
  pending: { pending: false, processing: true, confirmed: true, shipped: false, delivered: false, completed: false, cancelled: true },
  processing: { pending: false, processing: false, confirmed: false, shipped: true, delivered: false, completed: false, cancelled: true },
  confirmed: { pending: false, processing: true, confirmed: false, shipped: true, delivered: false, completed: false, cancelled: true },
  shipped: { pending: false, processing: false, confirmed: false, shipped: false, delivered: true, completed: false, cancelled: false },
  delivered: { pending: false, processing: false, confirmed: false, shipped: false, delivered: false, completed: true, cancelled: false },
  completed: { pending: false, processing: false, confirmed: false, shipped: false, delivered: false, completed: false, cancelled: false },
  cancelled: { pending: false, processing: false, confirmed: false, shipped: false, delivered: false, completed: false, cancelled: false },
};

const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, TABLE[from][to]] as const));

describe('allowedNextStatuses and statusChangeRefusal (a paid order)', () => {
  it.each(PAIRS)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(allowedNextStatuses(paid(from)).includes(to)).toBe(allowed);
    if (from === to) expect(statusChangeRefusal(paid(from), to)).toBeNull();
    else if (allowed) expect(statusChangeRefusal(paid(from), to)).toBeNull();
    else expect(statusChangeRefusal(paid(from), to)).toEqual(expect.any(String));
  });

  it('lists the moves in the order the back office shows them, never the current status', () => {
    expect(allowedNextStatuses(paid('pending'))).toEqual(['confirmed', 'processing', 'cancelled']);
    expect(allowedNextStatuses(paid('confirmed'))).toEqual(['processing', 'shipped', 'cancelled']);
    expect(allowedNextStatuses(paid('processing'))).toEqual(['shipped', 'cancelled']);
    expect(allowedNextStatuses(paid('shipped'))).toEqual(['delivered']);
    expect(allowedNextStatuses(paid('delivered'))).toEqual(['completed']);
    expect(allowedNextStatuses(paid('completed'))).toEqual([]);
    expect(allowedNextStatuses(paid('cancelled'))).toEqual([]);
  });

  it('cancels exactly where the customer may cancel (before dispatch)', () => {
    const cancellableHere = ORDER_STATUSES.filter((s) => allowedNextStatuses(paid(s)).includes('cancelled'));
    expect(new Set(cancellableHere)).toEqual(new Set(CANCELLABLE_STATUSES));
  });

  it('names the allowed moves, or says the status is final', () => {
    expect(statusChangeRefusal(paid('shipped'), 'pending')).toBe('An order that is shipped can only move to delivered.');
    expect(statusChangeRefusal(paid('shipped'), 'cancelled')).toBe('An order that is shipped can only move to delivered.');
    expect(statusChangeRefusal(paid('pending'), 'delivered')).toBe('An order that is pending can only move to confirmed, processing or cancelled.');
    expect(statusChangeRefusal(paid('processing'), 'confirmed')).toBe('An order that is processing can only move to shipped or cancelled.');
    expect(statusChangeRefusal(paid('cancelled'), 'pending')).toBe('A cancelled order cannot change status.');
    expect(statusChangeRefusal(paid('completed'), 'delivered')).toBe('A completed order cannot change status.');
    expect(isFinalStatus('cancelled')).toBe(true);
    expect(isFinalStatus('completed')).toBe(true);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
  });
});

describe('an unpaid online order', () => {
  const unpaid = (status: OrderStatus, paymentStatus: 'pending' | 'failed' | 'refunded' = 'pending') => ({ status, paymentMethod: 'online' as const, paymentStatus });

  it.each(['pending', 'failed', 'refunded'] as const)('with payment %s leaves pending only to cancelled', (paymentStatus) => {
    expect(allowedNextStatuses(unpaid('pending', paymentStatus))).toEqual(['cancelled']);
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered', 'completed'] as const) {
      expect(statusChangeRefusal(unpaid('pending', paymentStatus), to)).toBe('This order has not been paid');
    }
    expect(statusChangeRefusal(unpaid('pending', paymentStatus), 'cancelled')).toBeNull();
  });

  it('is not fulfilled further from any other status either, and still goes nowhere backwards', () => {
    expect(allowedNextStatuses(unpaid('confirmed'))).toEqual(['cancelled']);
    expect(allowedNextStatuses(unpaid('shipped'))).toEqual([]);
    expect(statusChangeRefusal(unpaid('shipped'), 'delivered')).toBe('This order has not been paid');
    expect(statusChangeRefusal(unpaid('shipped'), 'cancelled')).toBe('An order that is shipped can only move to delivered.');
    expect(statusChangeRefusal(unpaid('cancelled'), 'pending')).toBe('A cancelled order cannot change status.');
  });
});

describe('a cash-on-delivery order (paid at the door)', () => {
  it('follows the paid flow while its payment is pending', () => {
    for (const from of ORDER_STATUSES) {
      expect(allowedNextStatuses({ status: from, paymentMethod: 'COD', paymentStatus: 'pending' })).toEqual(allowedNextStatuses(paid(from)));
    }
  });
});

describe('the back office reads the same rules from its DTO', () => {
  it('takes orderStatus as well as status', () => {
    expect(allowedNextStatuses({ orderStatus: 'confirmed', paymentMethod: 'online', paymentStatus: 'completed' })).toEqual(['processing', 'shipped', 'cancelled']);
    expect(statusChangeRefusal({ orderStatus: 'delivered', paymentMethod: 'online', paymentStatus: 'completed' }, 'shipped')).toBe(
      'An order that is delivered can only move to completed.',
    );
  });

  it('asks before the moves that e-mail the customer', () => {
    // Issue 30: Delivered emails the customer too (thanks and review links), so it asks as well.
    expect([...CUSTOMER_EMAILING_STATUSES].sort()).toEqual(['cancelled', 'delivered', 'shipped']);
  });
});
