import { formatInr } from '../../money';
import { deliveryPromise } from '../../store';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { OrderConfirmationMessage } from '../types';
import { DeliveryAddress, lineName, orderRef } from './order-parts';

const subject = (m: OrderConfirmationMessage) => `Order confirmed: ${orderRef(m.orderNumber)}`;

function OrderConfirmationEmail({ store, ...m }: WithStore<OrderConfirmationMessage>) {
  const order = orderRef(m.orderNumber);
  const total = formatInr(m.totalPaise);
  const coupon = m.couponCode ? inlineText(m.couponCode, 40) : '';

  const totals = [
    { label: 'Subtotal', value: formatInr(m.subtotalPaise) },
    ...(m.discountPaise > 0 ? [{ label: coupon ? `Discount (${coupon})` : 'Discount', value: `−${formatInr(m.discountPaise)}` }] : []),
    ...((m.giftWrapPaise ?? 0) > 0 ? [{ label: 'Gift wrap', value: formatInr(m.giftWrapPaise ?? 0) }] : []),
    { label: 'Shipping', value: m.shippingPaise > 0 ? formatInr(m.shippingPaise) : 'Free' },
    { label: 'Total', value: total },
  ];

  return (
    <EmailLayout
      store={store}
      subject={subject(m)}
      preheader={`Thank you for your order ${order} of ${total}. Here is what happens next.`}
      heading="Thank you for your order"
      name={m.name}
    >
      <Paragraph>Your order is confirmed and our studio is preparing it. Here is a summary for your records.</Paragraph>
      <Details
        rows={[
          { label: 'Order number', value: order },
          { label: 'Placed on', value: formatDateTimeLong(m.placedAt) },
        ]}
      />
      {m.items.length > 0 && (
        <Details
          rows={m.items.map((item) => ({
            label: inlineText(lineName(item), 120),
            value: `${item.quantity} × ${formatInr(item.unitPricePaise)} = ${formatInr(item.lineTotalPaise)}`,
            image: item.imageUrl,
          }))}
        />
      )}
      <Details rows={totals} />
      <DeliveryAddress address={m.shippingAddress} />
      {m.deliveryEstimate ? (
        <Paragraph>
          <Strong>Estimated delivery: </Strong>
          {inlineText(m.deliveryEstimate, 60)}. {deliveryPromise(store)}
        </Paragraph>
      ) : (
        <Paragraph>
          <Strong>Delivery: </Strong>
          {deliveryPromise(store)}
        </Paragraph>
      )}
      <Paragraph>You can follow your order and its status at any time from your account.</Paragraph>
      <CallToAction label="View my orders" url={m.ordersUrl} />
      {m.invoiceUrl && <CallToAction label="Download tax invoice" url={m.invoiceUrl} />}
      <Note>If anything in this summary looks wrong, contact us straight away so we can help before your order is dispatched.</Note>
    </EmailLayout>
  );
}

export const orderConfirmation: EmailDefinition<OrderConfirmationMessage> = { subject, Email: OrderConfirmationEmail };
