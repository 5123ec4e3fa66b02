import 'server-only';
import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../errors';
import { paiseToRupees } from '../money';
import { payRefusal, toOrderDto, type OrderItemRow, type OrderRow } from '../orders/dto';
import { ORDER_MESSAGES } from '../orders/messages';
import { getOrderDto } from '../orders/queries';
import type { CreateOrderResponse } from '../orders/types';
import { GatewayError } from './cashfree-client';
import type { CfOrder } from './cashfree-types';
import { localCheckoutUrl, WEBHOOK_PATH } from './gateway-link';
import { paymentGateway } from './gateway';
import { gatewayFailure } from './gateway-errors';
import { gatewayCustomerEmail, gatewayCustomerName } from './rules';
import { log } from '../log';

/** payRefusal's rule as one SQL condition, for the write that records a session. */
function stillPayable(orderId: string, now: Date) {
  return and(
    eq(orders.id, orderId),
    eq(orders.status, 'pending'),
    eq(orders.paymentMethod, 'online'),
    notInArray(orders.paymentStatus, ['completed', 'refunded']),
    isNull(orders.paymentFlag),
    gt(orders.expiresAt, now),
  );
}

/**
 * Opens (or reopens) the gateway's payment for a pending order. The gateway order is keyed by
 * our order number, so a retry finds the one already made instead of creating a second.
 */
export async function startPayment(db: Db, order: OrderRow, known?: { items: OrderItemRow[] }): Promise<CreateOrderResponse> {
  const refusal = payRefusal(order);
  if (refusal) throw new AppError('ORDER_NOT_PAYABLE', refusal);
  const gateway = paymentGateway();
  const a = order.shippingAddress;
  const customerEmail = gatewayCustomerEmail(order.customerEmail);
  let cfOrder: CfOrder;
  try {
    cfOrder = await gateway.client.createOrder(
      {
        order_id: order.orderNumber,
        order_amount: paiseToRupees(order.totalPaise),
        order_currency: 'INR',
        customer_details: {
          customer_id: order.userId ?? order.id,
          customer_phone: a.phone,
          customer_name: gatewayCustomerName(order.customerName, a.fullName),
          ...(customerEmail ? { customer_email: customerEmail } : {}),
        },
        order_meta: {
          return_url: `${gateway.siteUrl}/checkout?order_id={order_id}`,
          notify_url: `${gateway.siteUrl}${WEBHOOK_PATH}`,
        },
        // The gateway stops taking money when our hold on the stock ends.
        ...(order.expiresAt ? { order_expiry_time: order.expiresAt.toISOString() } : {}),
        order_note: `Order ${order.orderNumber}`,
      },
      order.id,
    );
  } catch (e) {
    if (e instanceof GatewayError && e.code === 'order_already_exists') {
      cfOrder = await gateway.client.getOrder(order.orderNumber).catch((e2: unknown) => gatewayFailure('payment-session', e2, { order: order.orderNumber }));
    } else {
      gatewayFailure('payment-session', e, { order: order.orderNumber });
    }
  }
  if (cfOrder.order_status !== 'ACTIVE') throw new AppError('ORDER_NOT_PAYABLE', ORDER_MESSAGES.cannotPay);
  // The order is read again as the session is recorded: one cancelled (or paid) while the
  // gateway answered must not hand the shopper a live payment page.
  const [current] = await db
    .update(orders)
    .set({ cfOrderId: cfOrder.cf_order_id, paymentSessionId: cfOrder.payment_session_id })
    .where(stillPayable(order.id, new Date()))
    .returning();
  if (!current) {
    const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    if (fresh && fresh.paymentStatus !== 'completed' && fresh.paymentStatus !== 'refunded') await closeGatewayOrder({ orderNumber: fresh.orderNumber, cfOrderId: cfOrder.cf_order_id });
    throw new AppError('ORDER_NOT_PAYABLE', (fresh && payRefusal(fresh)) || ORDER_MESSAGES.cannotPay);
  }
  return {
    // A brand-new order has its lines at hand and no refunds; otherwise read it whole.
    order: known ? toOrderDto(current, known.items, []) : await getOrderDto(db, order.id),
    paymentSession: { payment_session_id: cfOrder.payment_session_id, cf_order_id: cfOrder.cf_order_id, order_id: cfOrder.order_id },
    checkout:
      gateway.provider === 'local'
        ? { provider: 'local', url: localCheckoutUrl(gateway.siteUrl, cfOrder.payment_session_id) }
        : { provider: 'cashfree', mode: gateway.mode },
  };
}

/**
 * Ends the gateway's order for an order that can no longer be paid (cancelled, expired), so a
 * payment page still open in another tab stops taking money. Best effort: if the gateway cannot
 * be reached, a payment that still arrives is refunded like any late payment (lib/payments/apply.ts).
 */
export async function closeGatewayOrder(order: Pick<OrderRow, 'orderNumber' | 'cfOrderId'>): Promise<void> {
  if (!order.cfOrderId) return;
  try {
    await paymentGateway().client.terminateOrder(order.orderNumber);
  } catch (e) {
    // Paid meanwhile, already ended or expired: the gateway refuses, and nothing is left to close.
    if (e instanceof GatewayError && e.status >= 400 && e.status < 500) return;
    log.warn('payment-terminate', e, { order: order.orderNumber });
  }
}
