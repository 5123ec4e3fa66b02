import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { PaymentFailedMessage, RenderedEmail } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

export function renderPaymentFailed(m: PaymentFailedMessage): RenderedEmail {
  const order = orderRef(m.orderNumber);
  const total = formatInr(m.totalPaise);
  // The gateway's wording can carry line breaks or be empty; an empty reason is no reason.
  const reason = m.reason ? inlineText(m.reason, 200) : '';
  const payBy = m.payBy ? formatDateTimeLong(m.payBy) : null;

  return renderLayout({
    subject: `Payment not completed: ${order}`,
    preheader: payBy
      ? `Your payment of ${total} did not go through. Your order is held until ${payBy}.`
      : `Your payment of ${total} did not go through. You can try again.`,
    heading: 'Your payment did not go through',
    name: m.name,
    blocks: [
      p(`We could not complete the payment for your order ${order}, so it is not confirmed yet.`),
      details([
        { label: 'Order number', value: order },
        { label: 'Amount due', value: total },
        ...(reason ? [{ label: 'Reason', value: reason }] : []),
      ]),
      p(
        strong('No money has been taken for this order.'),
        ` If your account shows a debit anyway, your bank returns it automatically within ${BANK_CREDIT_WINDOW}.`,
      ),
      payBy
        ? p(
            'We are holding your order and its items for you until ',
            strong(payBy),
            '. Complete the payment before then to confirm it.',
          )
        : p('Complete the payment to confirm your order.'),
      button('Complete payment', m.retryUrl),
      ...(payBy
        ? [note('If the payment is not completed by then, the order is cancelled automatically and nothing is charged.')]
        : []),
      note('If the payment keeps failing, try another card, UPI app or bank, or contact us and we will help.'),
    ],
  });
}
