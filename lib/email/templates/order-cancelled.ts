import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { OrderCancelledMessage, RenderedEmail } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

export function renderOrderCancelled(m: OrderCancelledMessage): RenderedEmail {
  const order = orderRef(m.orderNumber);
  const reason = inlineText(m.reason, 200);
  const refund = m.refundPaise != null && m.refundPaise > 0 ? formatInr(m.refundPaise) : null;

  return renderLayout({
    subject: `Order cancelled: ${order}`,
    preheader: refund
      ? `Your order ${order} has been cancelled. A refund of ${refund} has been started.`
      : `Your order ${order} has been cancelled.`,
    heading: 'Your order has been cancelled',
    name: m.name,
    blocks: [
      p(`Your order ${order} has been cancelled and will not be dispatched.`),
      details([
        { label: 'Order number', value: order },
        { label: 'Order total', value: formatInr(m.totalPaise) },
        { label: 'Cancelled on', value: formatDateTimeLong(m.cancelledAt) },
        ...(reason ? [{ label: 'Reason', value: reason }] : []),
        ...(refund ? [{ label: 'Refund', value: refund }] : []),
      ]),
      ...(refund
        ? [
            p(
              'A refund of ',
              strong(refund),
              ` has been started. It reaches your original payment method within ${BANK_CREDIT_WINDOW}.`,
            ),
          ]
        : []),
      button('View my orders', m.ordersUrl),
      note('If you did not expect this cancellation, or have a question about it, contact us and we will look into it.'),
    ],
  });
}
