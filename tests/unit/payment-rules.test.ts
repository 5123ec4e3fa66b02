import { describe, expect, it } from 'vitest';
import type { CfPayment, CfWebhook } from '@/lib/payments/cashfree-types';
import { gatewayCustomerEmail, gatewayCustomerName, latestPayment, orderAmountPaidPaise, paymentFromWebhook } from '@/lib/payments/rules';

describe('the name and email sent to Cashfree', () => {
  it.each([
    ['a name of 3 or more stays', 'Ria', 'Ria Sen', 'Ria'],
    ['a short name takes the delivery name when that is longer', 'Om', 'Om Prakash', 'Om Prakash'],
    ['a short name with a short delivery name is padded', 'Om', 'Om', 'Om Customer'],
    ['a single letter is padded', 'A', null, 'A Customer'],
    ['blank everything still gives a valid name', '  ', '', 'Customer'],
    ['control and zero-width characters do not count', 'O\u200bm', '', 'Om Customer'],
  ])('%s', (_l, name, addressName, expected) => {
    const sent = gatewayCustomerName(name, addressName);
    expect(sent).toBe(expected);
    expect(sent.length).toBeGreaterThanOrEqual(3);
  });

  it('never sends more than 100 characters of name', () => {
    expect(gatewayCustomerName('K'.repeat(150))).toHaveLength(100);
  });

  it('leaves out an email Cashfree would refuse (it is optional there)', () => {
    expect(gatewayCustomerEmail('priya@example.in')).toBe('priya@example.in');
    expect(gatewayCustomerEmail(`${'a'.repeat(95)}@x.in`)).toHaveLength(100);
    expect(gatewayCustomerEmail(`${'a'.repeat(96)}@x.in`)).toBeUndefined();
    expect(gatewayCustomerEmail(null)).toBeUndefined();
  });
});

describe('what a payment paid towards the order', () => {
  it('is the charged amount without a surcharge', () => {
    expect(orderAmountPaidPaise({ payment_amount: 1700 })).toBe(170_000);
  });
  it('a surcharge on top is not counted against the order', () => {
    const payment = { payment_amount: 1720.06, payment_surcharge: { payment_surcharge_service_charge: 17, payment_surcharge_service_tax: 3.06 } };
    expect(orderAmountPaidPaise(payment)).toBe(170_000);
    expect(orderAmountPaidPaise(payment, 1700)).toBe(170_000);
  });
  it('the order amount the gateway reports stands when the charge covers it', () => {
    expect(orderAmountPaidPaise({ payment_amount: 1720.06 }, 1700)).toBe(170_000);
  });
  it('an underpayment stays an underpayment', () => {
    expect(orderAmountPaidPaise({ payment_amount: 1 }, 1700)).toBe(100);
  });
});

describe('the latest payment', () => {
  const p = (id: string, time: string | null, completion?: string): CfPayment =>
    ({ cf_payment_id: id, payment_status: 'FAILED', payment_time: time, payment_completion_time: completion ?? null }) as CfPayment;

  it('is chosen by its time, not its place in the list', () => {
    expect(latestPayment([p('2', '2026-11-24T10:05:00+05:30'), p('1', '2026-11-24T10:00:00+05:30')])!.cf_payment_id).toBe('2');
    expect(latestPayment([p('1', '2026-11-24T10:00:00+05:30'), p('2', '2026-11-24T10:05:00+05:30')])!.cf_payment_id).toBe('2');
  });
  it('prefers the completion time when the API gives one', () => {
    expect(latestPayment([p('1', '2026-11-24T10:00:00Z', '2026-11-24T10:09:00Z'), p('2', '2026-11-24T10:05:00Z', '2026-11-24T10:06:00Z')])!.cf_payment_id).toBe('1');
  });
  it('is undefined for no payments', () => {
    expect(latestPayment([])).toBeUndefined();
  });
});

describe('a webhook’s payment', () => {
  it('reads error_details beside the payment, where Cashfree puts them on failures', () => {
    const event = {
      type: 'PAYMENT_FAILED_WEBHOOK',
      event_time: '',
      data: {
        payment: { cf_payment_id: '9', payment_status: 'FAILED', payment_amount: 10 },
        error_details: { error_code: 'TRANSACTION_DECLINED', error_description: 'Insufficient funds' },
      },
    } as unknown as CfWebhook;
    const payment = paymentFromWebhook(event, 'MA-2026-001001');
    expect(payment.order_id).toBe('MA-2026-001001');
    expect(payment.error_details?.error_description).toBe('Insufficient funds');
  });
});
