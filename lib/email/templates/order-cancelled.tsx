import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { OrderCancelledMessage } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

const subject = (m: OrderCancelledMessage) => `Order cancelled: ${orderRef(m.orderNumber)}`;

function OrderCancelledEmail({ store, ...m }: WithStore<OrderCancelledMessage>) {
  const order = orderRef(m.orderNumber);
  const reason = inlineText(m.reason, 200);
  const refund = m.refundPaise != null && m.refundPaise > 0 ? formatInr(m.refundPaise) : null;

  return (
    <EmailLayout
      store={store}
      subject={subject(m)}
      preheader={
        refund ? `Your order ${order} has been cancelled. A refund of ${refund} has been started.` : `Your order ${order} has been cancelled.`
      }
      heading="Your order has been cancelled"
      name={m.name}
    >
      <Paragraph>{`Your order ${order} has been cancelled and will not be dispatched.`}</Paragraph>
      <Details
        rows={[
          { label: 'Order number', value: order },
          { label: 'Order total', value: formatInr(m.totalPaise) },
          { label: 'Cancelled on', value: formatDateTimeLong(m.cancelledAt) },
          ...(reason ? [{ label: 'Reason', value: reason }] : []),
          ...(refund ? [{ label: 'Refund', value: refund }] : []),
        ]}
      />
      {refund && (
        <Paragraph>
          {'A refund of '}
          <Strong>{refund}</Strong>
          {` has been started. It reaches your original payment method within ${BANK_CREDIT_WINDOW}.`}
        </Paragraph>
      )}
      <CallToAction label="View my orders" url={m.ordersUrl} />
      <Note>If you did not expect this cancellation, or have a question about it, contact us and we will look into it.</Note>
    </EmailLayout>
  );
}

export const orderCancelled: EmailDefinition<OrderCancelledMessage> = { subject, Email: OrderCancelledEmail };
