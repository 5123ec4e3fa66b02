import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { RefundIssuedMessage, RenderedEmail } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

export function renderRefundIssued(m: RefundIssuedMessage): RenderedEmail {
  const order = orderRef(m.orderNumber);
  const amount = formatInr(m.refundPaise);
  const refundId = inlineText(m.refundId, 80);
  const arn = m.arn ? inlineText(m.arn, 80) : '';

  return renderLayout({
    subject: `Refund processed: ${order}`,
    preheader: `A refund of ${amount} for order ${order} is on its way to your original payment method.`,
    heading: 'Your refund has been processed',
    name: m.name,
    blocks: [
      p('Your refund of ', strong(amount), ` for order ${order} has been processed by the payment gateway.`),
      details([
        { label: 'Order number', value: order },
        { label: 'Refund amount', value: amount },
        { label: 'Refund reference', value: refundId },
        ...(arn ? [{ label: 'Bank reference (ARN)', value: arn }] : []),
      ]),
      p(
        `It reaches your original payment method within ${BANK_CREDIT_WINDOW}. How soon it shows on your statement depends on your bank or card issuer.`,
      ),
      // The ARN is what a bank can trace; without one, our reference is what we can trace.
      arn
        ? note(
            'If it has not arrived by then, give your bank the bank reference (ARN) above: it lets them find the credit.',
          )
        : note('If it has not arrived by then, contact us with the refund reference above and we will trace it.'),
      button('View my orders', m.ordersUrl),
    ],
  });
}
