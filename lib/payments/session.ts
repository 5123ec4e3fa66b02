import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../http/errors';
import { paiseToRupees } from '../money';
import { ORDER_MESSAGES } from '../orders/constants';
import { canPayOrder, toOrderDto, type OrderItemRow, type OrderRow } from '../orders/dto';
import { getOrderDto } from '../orders/queries';
import type { CreateOrderResponse } from '../orders/types';
import { GatewayError } from './cashfree-client';
import type { CfOrder } from './cashfree-types';
import { localCheckoutUrl, paymentGateway, WEBHOOK_PATH } from './config';
import { gatewayCustomerEmail, gatewayCustomerName } from './rules';

/**
 * Opens (or reopens) the gateway's payment for a pending order. The gateway order is keyed by
 * our order number, so a retry finds the one already made instead of creating a second.
 */
export async function startPayment(db: Db, order: OrderRow, known?: { items: OrderItemRow[] }): Promise<CreateOrderResponse> {
  if (!canPayOrder(order)) throw new AppError('CONFLICT', ORDER_MESSAGES.cannotPay);
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
      cfOrder = await gateway.client.getOrder(order.orderNumber).catch(unavailable);
    } else {
      unavailable(e);
    }
  }
  if (cfOrder.order_status !== 'ACTIVE') throw new AppError('CONFLICT', ORDER_MESSAGES.cannotPay);
  let current = order;
  if (order.cfOrderId !== cfOrder.cf_order_id || order.paymentSessionId !== cfOrder.payment_session_id) {
    const [updated] = await db
      .update(orders)
      .set({ cfOrderId: cfOrder.cf_order_id, paymentSessionId: cfOrder.payment_session_id })
      .where(eq(orders.id, order.id))
      .returning();
    current = updated ?? order;
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

function unavailable(e: unknown): never {
  if (e instanceof AppError) throw e;
  console.error(JSON.stringify({ level: 'error', where: 'payment-session', message: e instanceof Error ? e.message : String(e) }));
  throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentUnavailable);
}
