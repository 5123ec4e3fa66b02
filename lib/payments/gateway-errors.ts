import 'server-only';
import { AppError } from '../errors';
import { log } from '../log';
import { GatewayError } from './cashfree-client';
import { ORDER_MESSAGES } from '../orders/messages';

/**
 * Whether a failed gateway call means the gateway could not be reached or could not answer now
 * (no connection, a time-out, a 5xx, 408 or 429): worth a 503 and a retry. Any other 4xx is
 * the gateway refusing what we sent, which retrying will not change.
 */
function gatewayUnreachable(e: unknown): boolean {
  if (!(e instanceof GatewayError)) return false;
  return e.status === 0 || e.status >= 500 || e.status === 408 || e.status === 429;
}

/**
 * Turns a failed gateway call into the answer the shopper gets, and logs it for what it is:
 * unreachable is `503 PAYMENT_UNAVAILABLE` (try again); a refusal of our request (a 4xx such as
 * Cashfree's `order_amount` under ₹1, bad credentials, a field it rejects) is our bug, logged as
 * an error that names the gateway's code and message, and answered `500 PAYMENT_REFUSED`
 * without repeating the gateway's words. Anything that is not a gateway error (a bug before or
 * after the call) is left to route(), which answers 500 INTERNAL and logs the stack.
 */
export function gatewayFailure(where: string, e: unknown, fields: Record<string, unknown> = {}): never {
  if (e instanceof AppError) throw e;
  if (!(e instanceof GatewayError)) throw e;
  if (gatewayUnreachable(e)) {
    log.warn(where, e, { ...fields, gatewayStatus: e.status, gatewayCode: e.code });
    throw new AppError('PAYMENT_UNAVAILABLE', ORDER_MESSAGES.paymentUnavailable);
  }
  log.error(where, `BUG: the payment gateway refused our request (${e.status} ${e.code}): ${e.message}`, {
    ...fields,
    gatewayStatus: e.status,
    gatewayCode: e.code,
    gatewayType: e.type,
  });
  throw new AppError('PAYMENT_REFUSED', ORDER_MESSAGES.paymentRefused);
}
