import 'server-only';
import { getDb } from '../../db/client';
import { readRawBody } from '../../http/body';
import { AppError } from '../../errors';
import { safeEqual } from '../../safe-equal';
import { LOCAL_GATEWAY_BASE_PATH, LOCAL_GATEWAY_CLIENT_ID, localGatewaySecret } from '../gateway-link';
import { deliverLocalWebhook } from './webhooks';
import {
  createGatewayOrder,
  createGatewayRefund,
  getGatewayOrder,
  getGatewayRefund,
  listGatewayPayments,
  listGatewayRefunds,
  LocalGatewayError,
  terminateGatewayOrder,
} from './service';
import { log } from '../../log';

// An order or refund request is well under a kilobyte.
const LOCAL_GATEWAY_MAX_BODY_BYTES = 64 * 1024;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

const error = (e: LocalGatewayError) => json(e.status, { message: e.message, code: e.code, type: e.type });

/**
 * The local gateway's REST API, Cashfree's paths under LOCAL_GATEWAY_BASE_PATH. Served over
 * HTTP by app/local-gateway and called in-process by the store's own adapter.
 */
export async function handleLocalGatewayRequest(req: Request): Promise<Response> {
  try {
    if (req.headers.get('x-client-id') !== LOCAL_GATEWAY_CLIENT_ID || !safeEqual(req.headers.get('x-client-secret'), localGatewaySecret())) {
      throw new LocalGatewayError(401, 'request_failed', 'authentication_error', 'authentication Failed');
    }
    if (!req.headers.get('x-api-version')) {
      throw new LocalGatewayError(400, 'x-api-version_missing', 'invalid_request_error', 'x-api-version header missing');
    }
    const path = new URL(req.url).pathname;
    const rest = path.startsWith(LOCAL_GATEWAY_BASE_PATH) ? path.slice(LOCAL_GATEWAY_BASE_PATH.length) : path;
    let parts: string[];
    try {
      parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw new LocalGatewayError(400, 'request_invalid', 'invalid_request_error', 'malformed path');
    }
    const db = await getDb();
    const body = async () => {
      let text: string;
      try {
        text = await readRawBody(req, LOCAL_GATEWAY_MAX_BODY_BYTES);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        throw new LocalGatewayError(413, 'request_too_large', 'invalid_request_error', 'request body is too large');
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new LocalGatewayError(400, 'request_invalid', 'invalid_request_error', 'request body is not valid JSON');
      }
    };
    if (parts[0] !== 'orders') throw new LocalGatewayError(404, 'not_found', 'invalid_request_error', 'Not Found');
    const [, orderId, sub, refundId] = parts;
    if (req.method === 'POST' && parts.length === 1) return json(200, await createGatewayOrder(db, await body()));
    if (!orderId) throw new LocalGatewayError(404, 'not_found', 'invalid_request_error', 'Not Found');
    if (req.method === 'GET' && parts.length === 2) return json(200, await getGatewayOrder(db, orderId));
    if (req.method === 'PATCH' && parts.length === 2) return json(200, await terminateGatewayOrder(db, orderId, await body()));
    if (req.method === 'GET' && sub === 'payments' && parts.length === 3) return json(200, await listGatewayPayments(db, orderId));
    if (sub === 'refunds') {
      if (req.method === 'POST' && parts.length === 3) {
        const { refund, webhook, notifyUrl } = await createGatewayRefund(db, orderId, await body());
        if (notifyUrl) void deliverLocalWebhook(notifyUrl, webhook).catch(() => undefined);
        return json(200, refund);
      }
      if (req.method === 'GET' && parts.length === 3) return json(200, await listGatewayRefunds(db, orderId));
      if (req.method === 'GET' && refundId && parts.length === 4) return json(200, await getGatewayRefund(db, orderId, refundId));
    }
    throw new LocalGatewayError(404, 'not_found', 'invalid_request_error', 'Not Found');
  } catch (e) {
    if (e instanceof LocalGatewayError) return error(e);
    log.error('local-gateway', e);
    return json(500, { message: 'internal error', code: 'internal_error', type: 'api_error' });
  }
}
