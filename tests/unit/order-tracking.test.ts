import { describe, expect, it } from 'vitest';
import { updateOrderStatusSchema } from '@/lib/orders/admin-schema';
import { awbRefusal, COURIER_KEYS, COURIERS, normalizeAwb, trackingOf, trackingUrl } from '@/lib/orders/couriers';
import { orderTimeline, type TimelineOrder } from '@/lib/orders/timeline';

describe('couriers', () => {
  it('lists the common Indian couriers, each with an https tracking page', () => {
    expect(COURIER_KEYS.map((k) => COURIERS[k].name)).toEqual(['Delhivery', 'Blue Dart', 'DTDC', 'India Post', 'Ekart', 'Xpressbees']);
    for (const key of COURIER_KEYS) expect(new URL(trackingUrl(key, 'AB1234567')).protocol).toBe('https:');
  });

  it('puts the AWB into the courier’s tracking link, encoded', () => {
    expect(trackingUrl('delhivery', '1490811234567')).toBe('https://www.delhivery.com/track/package/1490811234567');
    expect(trackingUrl('bluedart', '12345678901')).toBe('https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901');
    expect(trackingUrl('xpressbees', 'A B')).toBe('https://www.xpressbees.com/shipment/tracking?awbNo=A%20B');
  });

  it('checks the AWB against the courier’s own format where there is one, else 6–30 letters or digits', () => {
    expect(awbRefusal('delhivery', '1490811234567')).toBeNull();
    expect(awbRefusal('delhivery', 'ABC123')).toBe('Delhivery tracking numbers (AWB) are numbers of 10 to 14 digits');
    expect(awbRefusal('bluedart', '12345678901')).toBeNull();
    expect(awbRefusal('bluedart', '1234567890')).toBe('Blue Dart tracking numbers (AWB) are 11-digit numbers');
    expect(awbRefusal('indiapost', 'EE123456789IN')).toBeNull();
    expect(awbRefusal('indiapost', 'EE123456789US')).toMatch(/India Post .* like EE123456789IN/);
    expect(awbRefusal('dtdc', 'D12345678')).toBeNull();
    expect(awbRefusal('ekart', 'FMPC1234567890')).toBeNull();
    expect(awbRefusal('ekart', 'ABC12')).toBe('Ekart tracking numbers (AWB) are 6 to 30 letters or digits');
    expect(awbRefusal('dtdc', 'X'.repeat(31))).not.toBeNull();
    expect(awbRefusal('dtdc', '')).toBe('Please enter the tracking number (AWB)');
  });

  it('reads an AWB as printed: spaces, dashes and case do not matter', () => {
    expect(normalizeAwb(' ee 1234-5678 9in ')).toBe('EE123456789IN');
  });

  it('gives the order’s tracking, or null before it ships or for a courier no longer listed', () => {
    expect(trackingOf({ courier: 'delhivery', trackingNumber: '1490811234567' })).toEqual({
      courier: 'delhivery',
      courierName: 'Delhivery',
      trackingNumber: '1490811234567',
      url: 'https://www.delhivery.com/track/package/1490811234567',
    });
    expect(trackingOf({ courier: null, trackingNumber: null })).toBeNull();
    expect(trackingOf({ courier: 'pigeon', trackingNumber: '123456' })).toBeNull();
  });
});

describe('the update-status body', () => {
  it('takes a courier by key or by name, and normalises the AWB', () => {
    expect(updateOrderStatusSchema.parse({ orderStatus: 'shipped', courier: 'Blue Dart', trackingNumber: '123 4567 8901' })).toMatchObject({
      courier: 'bluedart',
      trackingNumber: '12345678901',
    });
    expect(updateOrderStatusSchema.parse({ orderStatus: 'shipped', courier: 'india-post', trackingNumber: 'ee123456789in' })).toMatchObject({
      courier: 'indiapost',
      trackingNumber: 'EE123456789IN',
    });
  });

  it('refuses an unknown courier, an AWB that does not fit, and tracking on any other status', () => {
    const errors = (body: unknown) => updateOrderStatusSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors({ orderStatus: 'shipped', courier: 'FedEx', trackingNumber: '123456789' })).toEqual([['courier', 'Please choose a courier from the list']]);
    expect(errors({ orderStatus: 'shipped', courier: 'bluedart', trackingNumber: '123' })).toEqual([
      ['trackingNumber', 'Blue Dart tracking numbers (AWB) are 11-digit numbers'],
    ]);
    expect(errors({ orderStatus: 'delivered', courier: 'dtdc', trackingNumber: 'D12345678' })?.[0]?.[0]).toBe('courier');
    expect(errors({ orderStatus: 'processing', outForDelivery: true })).toEqual([['outForDelivery', 'Only a shipped order can be marked out for delivery']]);
  });
});

const base: TimelineOrder = {
  orderStatus: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'online',
  createdAt: '2026-03-05T04:00:00.000Z',
  paidAt: null,
  packedAt: null,
  shippedAt: null,
  outForDeliveryAt: null,
  deliveredAt: null,
};

const summary = (o: TimelineOrder) => orderTimeline(o).map((s) => `${s.key}:${s.done ? 'done' : 'todo'}${s.current ? '*' : ''}${s.at ? '@' : ''}`);

describe('orderTimeline', () => {
  it('a new order: placed (with its time) and the rest still to come', () => {
    expect(summary(base)).toEqual(['placed:done*@', 'paid:todo', 'packed:todo', 'shipped:todo', 'outForDelivery:todo', 'delivered:todo']);
    expect(orderTimeline(base).map((s) => s.label)).toEqual(['Order placed', 'Payment received', 'Packed', 'Shipped', 'Out for delivery', 'Delivered']);
  });

  it('follows the recorded times step by step', () => {
    const shipped = { ...base, orderStatus: 'shipped' as const, paymentStatus: 'completed' as const, paidAt: '2026-03-05T04:05:00Z', packedAt: '2026-03-05T06:00:00Z', shippedAt: '2026-03-06T06:00:00Z' };
    expect(summary(shipped)).toEqual(['placed:done@', 'paid:done@', 'packed:done@', 'shipped:done*@', 'outForDelivery:todo', 'delivered:todo']);
    const out = { ...shipped, outForDeliveryAt: '2026-03-08T03:00:00Z' };
    expect(summary(out)).toEqual(['placed:done@', 'paid:done@', 'packed:done@', 'shipped:done@', 'outForDelivery:done*@', 'delivered:todo']);
    expect(orderTimeline(out)[4]!.at).toBe('2026-03-08T03:00:00.000Z');
  });

  it('a step skipped on the way counts as done, without a time', () => {
    // Shipped straight from confirmed, and delivered without an "out for delivery" scan.
    const delivered = { ...base, orderStatus: 'delivered' as const, paymentStatus: 'completed' as const, paidAt: '2026-03-05T04:05:00Z', shippedAt: '2026-03-06T06:00:00Z', deliveredAt: '2026-03-09T06:00:00Z' };
    expect(summary(delivered)).toEqual(['placed:done@', 'paid:done@', 'packed:done', 'shipped:done@', 'outForDelivery:done', 'delivered:done*@']);
  });

  it('cash on delivery is paid at the door, after the delivery', () => {
    const cod = { ...base, paymentMethod: 'COD' as const, orderStatus: 'shipped' as const, shippedAt: '2026-03-06T06:00:00Z' };
    const steps = orderTimeline(cod);
    expect(steps.map((s) => s.key)).toEqual(['placed', 'packed', 'shipped', 'outForDelivery', 'delivered', 'paid']);
    expect(steps.at(-1)).toMatchObject({ label: 'Paid on delivery', done: false });
  });

  it('a cancelled order has no timeline', () => {
    expect(orderTimeline({ ...base, orderStatus: 'cancelled' })).toEqual([]);
  });
});
