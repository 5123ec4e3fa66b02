/*
 * The checkout's calls: order create (with an Idempotency-Key header, which apiFetch cannot
 * send), payment session, payment verify and coupon validation, and opening the payment page.
 */
import { AUTH_STORAGE_KEYS, UNAUTHORIZED_EVENT } from '@/lib/auth/redirects';
import { ApiError, apiFetch, type FieldErrors } from '@/lib/client/api';
import type { CouponValidationResult, CreateOrderResponse, OrderDto, VerifyStatus } from '@/lib/orders/types';
import { CHECKOUT_MESSAGES as M, CREATE_ORDER_TIMEOUT_MS } from './messages';

export interface OrderRequest {
  shippingAddress: {
    fullName: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state: string;
    postalCode: string;
    country: 'India';
    phone: string;
  };
  paymentMethod: 'online' | 'COD';
  couponCode: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** apiFetch's 401 rule ("HTTP 401 anywhere"): forget the session, remember the page, go to /login. */
export function sendToLogin() {
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  try {
    sessionStorage.setItem(AUTH_STORAGE_KEYS.redirectAfterLogin, `${window.location.pathname}${window.location.search}`);
  } catch {
    // Storage can be unavailable (privacy modes); the login page then falls back to its defaults.
  }
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load resets every client cache
  window.location.assign('/login');
}

/**
 * POST /api/v1/orders/create/{userId}. A time-out counts as a network error (status 0): the order
 * may exist, and retrying with the same key returns it instead of creating another.
 */
export async function createOrder(
  userId: string,
  body: OrderRequest,
  idempotencyKey: string,
): Promise<{ data: CreateOrderResponse; message?: string }> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), CREATE_ORDER_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`/api/v1/orders/create/${encodeURIComponent(userId)}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(M.network, { status: 0, code: 'NETWORK_ERROR' });
  } finally {
    window.clearTimeout(timer);
  }
  const parsed: unknown = await res.json().catch(() => null);
  const envelope = isRecord(parsed) ? parsed : {};
  if (res.ok && envelope.success !== false && isRecord(envelope.data)) {
    return {
      data: envelope.data as unknown as CreateOrderResponse,
      message: typeof envelope.message === 'string' ? envelope.message : undefined,
    };
  }
  const message =
    (typeof envelope.message === 'string' && envelope.message) || (typeof envelope.error === 'string' && envelope.error) || '';
  throw new ApiError(message, {
    status: res.ok ? 500 : res.status,
    code: typeof envelope.code === 'string' ? envelope.code : undefined,
    errors: readFieldErrors(envelope.errors),
  });
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
