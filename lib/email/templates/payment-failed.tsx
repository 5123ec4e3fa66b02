import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { PaymentFailedMessage } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

const subject = (m: PaymentFailedMessage) => `Payment not completed: ${orderRef(m.orderNumber)}`;

function PaymentFailedEmail({ store, ...m }: WithStore<PaymentFailedMessage>) {
  const order = orderRef(m.orderNumber);
  const total = formatInr(m.totalPaise);
  // The gateway's wording can carry line breaks or be empty; an empty reason is no reason.
  const reason = m.reason ? inlineText(m.reason, 200) : '';
  const payBy = m.payBy ? formatDateTimeLong(m.payBy) : null;

  return (
    <EmailLayout
      store={store}
      subject={subject(m)}
      preheader={
        payBy
          ? `Your payment of ${total} did not go through. Your order is held until ${payBy}.`
          : `Your payment of ${total} did not go through. You can try again.`
      }
      heading="Your payment did not go through"
      name={m.name}
    >
      <Paragraph>{`We could not complete the payment for your order ${order}, so it is not confirmed yet.`}</Paragraph>
      <Details
        rows={[
          { label: 'Order number', value: order },
          { label: 'Amount due', value: total },
          ...(reason ? [{ label: 'Reason', value: reason }] : []),
        ]}
      />
      <Paragraph>
        <Strong>No money has been taken for this order.</Strong>
        {` If your account shows a debit anyway, your bank returns it automatically within ${BANK_CREDIT_WINDOW}.`}
      </Paragraph>
      {payBy ? (
        <Paragraph>
          {'We are holding your order and its items for you until '}
          <Strong>{payBy}</Strong>
          {'. Complete the payment before then to confirm it.'}
        </Paragraph>
      ) : (
        <Paragraph>Complete the payment to confirm your order.</Paragraph>
      )}
      <CallToAction label="Complete payment" url={m.retryUrl} />
      {payBy && <Note>If the payment is not completed by then, the order is cancelled automatically and nothing is charged.</Note>}
      <Note>If the payment keeps failing, try another card, UPI app or bank, or contact us and we will help.</Note>
    </EmailLayout>
  );
}

export const paymentFailed: EmailDefinition<PaymentFailedMessage> = { subject, Email: PaymentFailedEmail };
