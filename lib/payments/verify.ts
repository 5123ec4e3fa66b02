import 'server-only';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { PAYMENT_MESSAGES } from './messages';
import { ORDER_MESSAGES } from '../orders/messages';
import type { OrderRow } from '../orders/dto';
import { getOrderDto, getOrderForActor, type OrderActor } from '../orders/queries';
import type { OrderDto, VerifyStatus } from '../orders/types';
import { applyPayment } from './apply';
import type { CfPayment } from './cashfree-types';
import { paymentGateway } from './gateway';
import { gatewayFailure } from './gateway-errors';
import { latestPayment } from './rules';

export interface VerifyResult {
  status: VerifyStatus;
  message: string;
  order: OrderDto;
}

const FAILED = new Set(['FAILED', 'USER_DROPPED', 'CANCELLED', 'VOID']);

function settled(order: OrderRow): { status: VerifyStatus; message: string } | null {
  if (order.paymentStatus === 'completed' || order.paymentStatus === 'refunded') {
    if (order.status === 'cancelled') return { status: 'failed', message: PAYMENT_MESSAGES.orderCancelled };
    return { status: 'success', message: PAYMENT_MESSAGES.success };
  }
  if (order.paymentFlag) return { status: 'pending', message: PAYMENT_MESSAGES.flagged };
  if (order.status === 'cancelled') return { status: 'failed', message: PAYMENT_MESSAGES.orderCancelled };
  return null;
}

/**
 * POST /api/v1/payment/verify: what the gateway says about the order's payment, applied to the
 * books the same way the webhook applies it (the browser's word is never taken).
 */
export async function verifyPayment(db: Db, actor: OrderActor, ref: string): Promise<VerifyResult> {
  const order = await getOrderForActor(db, actor, ref);
  const done = settled(order);
  if (done) return { ...done, order: await getOrderDto(db, order.id) };
  if (!order.cfOrderId) return { status: 'failed', message: PAYMENT_MESSAGES.failed, order: await getOrderDto(db, order.id) };

  const gateway = paymentGateway();
  let payments: CfPayment[];
  let gatewayStatus: string;
  let gatewayAmount: number | null = null;
  try {
    const [cfOrder, list] = await Promise.all([gateway.client.getOrder(order.orderNumber), gateway.client.getPayments(order.orderNumber)]);
    payments = list;
    gatewayStatus = cfOrder.order_status;
    gatewayAmount = cfOrder.order_amount ?? null;
  } catch (e) {
    gatewayFailure('payment-verify', e, { order: order.orderNumber });
  }
  const success = payments.find((p) => p.payment_status === 'SUCCESS');
  const latest = latestPayment(payments);
  const chosen = success ?? (latest && FAILED.has(latest.payment_status) ? latest : undefined);
  if (chosen) {
    await inTransaction(db, (tx, effects) => applyPayment(tx, effects, gateway.provider, order.orderNumber, chosen, new Date(), gatewayAmount));
  }
  const fresh = await getOrderForActor(db, actor, order.id);
  const after = settled(fresh);
  const dto = await getOrderDto(db, fresh.id);
  if (after) return { ...after, order: dto };
  if (chosen && FAILED.has(chosen.payment_status)) {
    return {
      status: 'failed',
      message: chosen.payment_status === 'USER_DROPPED' ? PAYMENT_MESSAGES.cancelled : PAYMENT_MESSAGES.failed,
      order: dto,
    };
  }
  if (gatewayStatus === 'EXPIRED' || gatewayStatus === 'TERMINATED') return { status: 'failed', message: ORDER_MESSAGES.cannotPay, order: dto };
  return { status: 'pending', message: PAYMENT_MESSAGES.pending, order: dto };
}
