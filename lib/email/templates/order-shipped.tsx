import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, TextLink, type EmailDefinition, type WithStore } from '../layout';
import type { OrderShippedMessage } from '../types';
import { DeliveryAddress, lineName, orderRef } from './order-parts';

const subject = (m: OrderShippedMessage) => `Your order has shipped: ${orderRef(m.orderNumber)}`;

function OrderShippedEmail({ store, ...m }: WithStore<OrderShippedMessage>) {
  const order = orderRef(m.orderNumber);
  const policy = store.policy;
  const window = `${policy.deliveryBusinessDays.min}–${policy.deliveryBusinessDays.max} business days (remote areas up to ${policy.remoteDeliveryBusinessDaysMax})`;

  return (
    <EmailLayout store={store} subject={subject(m)} preheader={`Good news: your order ${order} is on its way to you.`} heading="Your order is on its way" name={m.name}>
      <Paragraph>{`Your order ${order} has left our studio and is on its way to you.`}</Paragraph>
      <Details
        rows={[
          { label: 'Order number', value: order },
          { label: 'Shipped on', value: formatDateTimeLong(m.shippedAt) },
          { label: 'Order total', value: formatInr(m.totalPaise) },
        ]}
      />
      {m.tracking ? (
        <>
          <Details
            rows={[
              { label: 'Courier', value: inlineText(m.tracking.courierName, 60) },
              { label: 'Tracking number (AWB)', value: inlineText(m.tracking.trackingNumber, 40) },
            ]}
          />
          <TextLink before={`Follow your parcel on ${inlineText(m.tracking.courierName, 60)}'s site:`} label="Track your parcel" url={m.tracking.url} />
        </>
      ) : null}
      {m.items.length > 0 && <Details rows={m.items.map((item) => ({ label: inlineText(lineName(item), 120), value: `Quantity ${item.quantity}` }))} />}
      <DeliveryAddress address={m.shippingAddress} />
      <Paragraph>
        <Strong>Delivery: </Strong>
        {`usually within ${window} of dispatch.`}
      </Paragraph>
      <CallToAction label="View my orders" url={m.ordersUrl} />
      {/* The refund policy's one exception: the customer must act within this window. */}
      <Note>
        {`If the parcel arrives damaged, leaking or with the wrong product, contact us within ${policy.claimWindowHours} hours of delivery with photos or a video and we will make it right.`}
      </Note>
    </EmailLayout>
  );
}

export const orderShipped: EmailDefinition<OrderShippedMessage> = { subject, Email: OrderShippedEmail };
