import 'server-only';
import type {
  CfCreateOrderRequest,
  CfError,
  CfOrder,
  CfPayment,
  CfRefund,
  CfRefundRequest,
} from './cashfree-types';

/*
 * The one client of Cashfree's PG REST API. The same code talks to Cashfree and to the local
 * gateway: only the base URL, the credentials and the transport (`fetch`) differ.
 */

export interface CashfreeConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  /** Global fetch for Cashfree; an in-process dispatcher for the local gateway. */
  fetch: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface CashfreeClient {
  createOrder(body: CfCreateOrderRequest, idempotencyKey?: string): Promise<CfOrder>;
  getOrder(orderId: string): Promise<CfOrder>;
  /** Ends an ACTIVE order so it takes no more payments (PATCH /orders/{order_id}). */
  terminateOrder(orderId: string): Promise<CfOrder>;
  getPayments(orderId: string): Promise<CfPayment[]>;
  createRefund(orderId: string, body: CfRefundRequest): Promise<CfRefund>;
  getRefund(orderId: string, refundId: string): Promise<CfRefund>;
}

export function cashfreeClient(config: CashfreeConfig): CashfreeClient {
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
    const headers: Record<string, string> = {
      'x-client-id': config.clientId,
      'x-client-secret': config.clientSecret,
      'x-api-version': config.apiVersion,
      accept: 'application/json',
      ...extra,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    let res: Response;
    try {
      res = await config.fetch(request);
    } catch (e) {
      throw new GatewayError(0, 'network_error', 'api_connection_error', e instanceof Error ? e.message : 'Network error');
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: reported below with the status.
    }
    if (!res.ok) {
      const err = (json ?? {}) as Partial<CfError>;
      throw new GatewayError(res.status, err.code ?? 'http_error', err.type ?? 'api_error', err.message ?? `Gateway answered ${res.status}`);
    }
    return json as T;
  }

  const enc = encodeURIComponent;
  return {
    createOrder: (body, idempotencyKey) =>
      call<CfOrder>('POST', '/orders', body, idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
    getOrder: (orderId) => call<CfOrder>('GET', `/orders/${enc(orderId)}`),
    terminateOrder: (orderId) => call<CfOrder>('PATCH', `/orders/${enc(orderId)}`, { order_status: 'TERMINATED' }),
    getPayments: (orderId) => call<CfPayment[]>('GET', `/orders/${enc(orderId)}/payments`),
    createRefund: (orderId, body) => call<CfRefund>('POST', `/orders/${enc(orderId)}/refunds`, body),
    getRefund: (orderId, refundId) => call<CfRefund>('GET', `/orders/${enc(orderId)}/refunds/${enc(refundId)}`),
  };
}
