import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { RefundIssuedMessage } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

const subject = (m: RefundIssuedMessage) => `Refund processed: ${orderRef(m.orderNumber)}`;

function RefundIssuedEmail({ store, ...m }: WithStore<RefundIssuedMessage>) {
  const order = orderRef(m.orderNumber);
  const amount = formatInr(m.refundPaise);
  const arn = m.arn ? inlineText(m.arn, 80) : '';

  return (
    <EmailLayout
      store={store}
      subject={subject(m)}
      preheader={`A refund of ${amount} for order ${order} is on its way to your original payment method.`}
      heading="Your refund has been processed"
      name={m.name}
    >
      <Paragraph>
        {'Your refund of '}
        <Strong>{amount}</Strong>
        {` for order ${order} has been processed by the payment gateway.`}
      </Paragraph>
      <Details
        rows={[
          { label: 'Order number', value: order },
          { label: 'Refund amount', value: amount },
          { label: 'Refund reference', value: inlineText(m.refundId, 80) },
          ...(arn ? [{ label: 'Bank reference (ARN)', value: arn }] : []),
        ]}
      />
      <Paragraph>
        {`It reaches your original payment method within ${BANK_CREDIT_WINDOW}. How soon it shows on your statement depends on your bank or card issuer.`}
      </Paragraph>
      {/* The ARN is what a bank can trace; without one, our reference is what we can trace. */}
      <Note>
        {arn
          ? 'If it has not arrived by then, give your bank the bank reference (ARN) above: it lets them find the credit.'
          : 'If it has not arrived by then, contact us with the refund reference above and we will trace it.'}
      </Note>
      <CallToAction label="View my orders" url={m.ordersUrl} />
    </EmailLayout>
  );
}

export const refundIssued: EmailDefinition<RefundIssuedMessage> = { subject, Email: RefundIssuedEmail };
