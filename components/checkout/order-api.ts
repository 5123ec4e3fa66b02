/*
 * The checkout's calls: order create (with an Idempotency-Key header), payment session, payment
 * verify and coupon validation, and opening the payment page.
 */
import type { CheckedAddress } from '@/lib/addresses/schema';
import { ApiError, apiFetch } from '@/lib/client/api';
import type { CouponValidationResult, CreateOrderResponse, OrderDto, VerifyStatus } from '@/lib/orders/types';
import { CHECKOUT_UI_MESSAGES as M, CREATE_ORDER_TIMEOUT_MS } from './messages';

export interface OrderRequest {
  shippingAddress: CheckedAddress;
  /** Prepaid only: the API refuses cash on delivery. */
  paymentMethod: 'online';
  couponCode: string;
  /** Gift wrap, a message for the packing slip, a receipt without prices; the wrap's price is the server's. */
  gift?: { wrap: boolean; message?: string; hidePrices?: boolean };
  /** Up to two free samples' ids (GET /api/v1/samples). */
  samples?: string[];
  /** Also keep this address as the account's delivery address (the one My Account edits). */
  saveAddress?: boolean;
}

/**
 * POST /api/v1/orders/create/{userId}. A time-out counts as a network error (status 0): the order
 * may exist, and retrying with the same key returns it instead of creating another. A 401 is left
 * to the form, which says why before it sends the shopper to /login.
 */
export async function createOrder(
  userId: string,
  body: OrderRequest,
  idempotencyKey: string,
): Promise<{ data: CreateOrderResponse; message?: string }> {
  const res = await apiFetch<CreateOrderResponse | undefined>(`/api/v1/orders/create/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    // A TimeoutError (unlike an AbortError) reaches the caller as a network error.
    signal: AbortSignal.timeout(CREATE_ORDER_TIMEOUT_MS),
    skipAuthRedirect: true,
  });
  if (!res.data) throw new ApiError(M.serverError, { status: 500 });
  return { data: res.data, message: res.message };
}

/** A fresh payment session for a pending order (the "Try payment again" path). */
export async function startPaymentSession(orderId: string): Promise<CreateOrderResponse> {
  const res = await apiFetch<CreateOrderResponse>('/api/v1/payment/session', { method: 'POST', body: { orderId } });
  return res.data;
}

export async function verifyPayment(
  orderId: string,
  signal: AbortSignal,
): Promise<{ status: VerifyStatus; order: OrderDto | null; message?: string }> {
  const res = await apiFetch<{ status: VerifyStatus; order: OrderDto | null }>('/api/v1/payment/verify', {
    method: 'POST',
    body: { orderId },
    signal,
  });
  return { status: res.data?.status ?? 'pending', order: res.data?.order ?? null, message: res.message };
}

/** Coupon amounts are rupees, as the API reads them. */
export async function validateCoupon(code: string, orderAmount: number): Promise<CouponValidationResult> {
  const res = await apiFetch<CouponValidationResult>('/api/v1/coupons/validate', {
    method: 'POST',
    body: { code, orderAmount },
    fallbackMessage: M.couponFailed,
  });
  return res.data;
}

/**
 * Opens the payment page the server chose. Resolves with a message when it could not be opened
 * (the shopper stays on the checkout and may try again); otherwise the browser is leaving.
 */
export async function openPayment(res: CreateOrderResponse): Promise<{ error: string } | { error: null }> {
  // Typed as always present, but a replayed create for an order that cannot be paid has none.
  const checkout = res.checkout as CreateOrderResponse['checkout'] | null;
  if (!checkout) return { error: M.sessionMissing };
  if (checkout.provider === 'local') {
    window.location.assign(checkout.url);
    return { error: null };
  }
  const paymentSessionId = res.paymentSession?.payment_session_id;
  if (!paymentSessionId) return { error: M.sessionMissing };
  try {
    // Loaded only now: most visits never pay, and the SDK is a third-party script.
    const { load } = await import('@cashfreepayments/cashfree-js');
    const cashfree = await load({ mode: checkout.mode });
    if (!cashfree) return { error: M.sdkNotReady };
    const result = await cashfree.checkout({ paymentSessionId, redirectTarget: '_self' });
    if (result?.error) return { error: result.error.message || M.paymentCancelled };
    return { error: null };
  } catch {
    return { error: M.sdkNotReady };
  }
}
