import 'server-only';
import { rupeesToPaise } from '../money';
import type { CfPayment, CfWebhook } from './cashfree-types';

/*
 * Cashfree's rules the store must meet, kept apart from the calls so the adapter, the webhook,
 * verify and the local gateway (which enforces the same limits) agree. Pure, unit-tested.
 */

/** Cashfree refuses `customer_details.customer_name` shorter than this... */
export const CUSTOMER_NAME_MIN = 3;
/** ...or longer than this, and `customer_email` longer than CUSTOMER_EMAIL_MAX. */
export const CUSTOMER_NAME_MAX = 100;
export const CUSTOMER_EMAIL_MAX = 100;

const tidy = (s: string | null | undefined) => (s ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();

/**
 * The name sent with a gateway order. A short name (say "Om") is completed from the delivery
 * address's full name when that is longer, else padded with "Customer"; a shopper is never
 * refused at checkout for their name. Only the gateway's records see the completed form.
 */
export function gatewayCustomerName(name: string | null | undefined, addressName?: string | null): string {
  const own = tidy(name);
  const full = tidy(addressName);
  let chosen = own.length >= CUSTOMER_NAME_MIN ? own : full.length >= CUSTOMER_NAME_MIN ? full : `${own || full} Customer`.trim();
  if (chosen.length < CUSTOMER_NAME_MIN) chosen = 'Customer';
  return chosen.slice(0, CUSTOMER_NAME_MAX).trim();
}

/** The email sent with a gateway order, or undefined (it is optional there) when Cashfree would refuse it. */
export function gatewayCustomerEmail(email: string | null | undefined): string | undefined {
  const value = tidy(email);
  return value && value.length <= CUSTOMER_EMAIL_MAX ? value : undefined;
}

/**
 * What the payment paid towards the order, in paise. A gateway surcharge (a fee some methods
 * carry, charged on top) makes `payment_amount` exceed the order: the order's own amount, when
 * the gateway reports it, or the charged amount less the surcharge, is what must match the total.
 */
export function orderAmountPaidPaise(payment: Pick<CfPayment, 'payment_amount' | 'payment_surcharge'>, orderAmount?: number | null): number {
  const charged = rupeesToPaise(Number(payment.payment_amount));
  const s = payment.payment_surcharge;
  const surcharge = s ? rupeesToPaise(Number(s.payment_surcharge_service_charge ?? 0)) + rupeesToPaise(Number(s.payment_surcharge_service_tax ?? 0)) : 0;
  const net = charged - (Number.isFinite(surcharge) && surcharge > 0 ? surcharge : 0);
  if (orderAmount != null && Number.isFinite(Number(orderAmount))) {
    const ordered = rupeesToPaise(Number(orderAmount));
    // The order amount stands when the charge covers it: anything above is the gateway's fee.
    if (charged >= ordered) return ordered;
  }
  return net;
}

const when = (p: CfPayment) => {
  const t = Date.parse(p.payment_completion_time ?? p.payment_time ?? '');
  return Number.isFinite(t) ? t : -Infinity;
};

/** The most recent attempt by its time: the API does not promise the list's order. */
export function latestPayment<P extends CfPayment>(payments: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const p of payments) if (!best || when(p) >= when(best)) best = p;
  return best;
}

/**
 * The payment a webhook reports, with the fields Cashfree puts elsewhere: the order number
 * (in `data.order`) and, on failures, `error_details`, which sits beside `payment`, not in it.
 */
export function paymentFromWebhook(event: CfWebhook, orderNumber: string): CfPayment {
  const payment = event.data.payment!;
  return { ...payment, order_id: orderNumber, error_details: payment.error_details ?? event.data.error_details ?? null };
}
