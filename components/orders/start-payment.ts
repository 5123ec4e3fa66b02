import { apiFetch } from '@/lib/client/api';
import type { CreateOrderResponse } from '@/lib/orders/types';

export const PAYMENT_NOT_READY = 'Payment system is not ready. Please refresh the page and try again.';
export const PAYMENT_SESSION_MISSING = 'Payment session not received from server';

/**
 * Opens the payment of an order that already has a session: the local gateway's hosted page, or
 * Cashfree's checkout. Cashfree's SDK injects its script as soon as it is imported, so it is
 * imported here, on the click, and never with the page.
 */
export async function openCheckout(response: CreateOrderResponse): Promise<void> {
  const { checkout, paymentSession } = response;
  if (checkout.provider === 'local') {
    window.location.assign(checkout.url);
    return;
  }
  const paymentSessionId = paymentSession?.payment_session_id;
  if (!paymentSessionId) throw new Error(PAYMENT_SESSION_MISSING);
  const { load } = await import('@cashfreepayments/cashfree-js');
  const cashfree = await load({ mode: checkout.mode }).catch(() => null);
  if (!cashfree) throw new Error(PAYMENT_NOT_READY);
  const result = await cashfree.checkout({ paymentSessionId, redirectTarget: '_self' });
  if (result?.error) throw new Error(result.error.message || PAYMENT_NOT_READY);
}

/** "Pay now" on a pending order: a fresh payment session from the server, then the checkout. */
export async function payExistingOrder(orderId: string): Promise<void> {
  const { data } = await apiFetch<CreateOrderResponse>('/api/v1/payment/session', {
    method: 'POST',
    body: { orderId },
    fallbackMessage: 'Unable to start payment. Please try again.',
  });
  await openCheckout(data);
}
