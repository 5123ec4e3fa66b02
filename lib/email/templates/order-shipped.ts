import { formatInr } from '../../money';
import { store } from '../../store';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { OrderEmailAddress, OrderShippedMessage, RenderedEmail } from '../types';
import { orderRef } from './order-parts';

function addressLine(a: OrderEmailAddress): string {
  const parts = [a.addressLine1, a.addressLine2 ?? '', a.city, `${a.state} ${a.postalCode}`, a.country];
  return parts
    .map((part) => inlineText(part, 120))
    .filter(Boolean)
    .join(', ');
}

export function renderOrderShipped(m: OrderShippedMessage): RenderedEmail {
  const order = orderRef(m.orderNumber);
  const policy = store.policy;
  const window = `${policy.deliveryBusinessDays.min}–${policy.deliveryBusinessDays.max} business days (remote areas up to ${policy.remoteDeliveryBusinessDaysMax})`;

  return renderLayout({
    subject: `Your order has shipped: ${order}`,
    preheader: `Good news: your order ${order} is on its way to you.`,
    heading: 'Your order is on its way',
    name: m.name,
    blocks: [
      p(`Your order ${order} has left our studio and is on its way to you.`),
      details([
        { label: 'Order number', value: order },
        { label: 'Shipped on', value: formatDateTimeLong(m.shippedAt) },
        { label: 'Order total', value: formatInr(m.totalPaise) },
      ]),
      ...(m.items.length
        ? [details(m.items.map((item) => ({ label: inlineText(item.name, 120), value: `Quantity ${item.quantity}` })))]
        : []),
      details([
        { label: 'Deliver to', value: inlineText(m.shippingAddress.fullName, 120) },
        { label: 'Address', value: addressLine(m.shippingAddress) },
        { label: 'Phone', value: inlineText(m.shippingAddress.phone, 40) },
      ]),
      p(strong('Delivery: '), `usually within ${window} of dispatch.`),
      button('View my orders', m.ordersUrl),
      // The refund policy's one exception: the customer must act within this window.
      note(
        `If the parcel arrives damaged, leaking or with the wrong product, contact us within ${policy.claimWindowHours} hours of delivery with photos or a video and we will make it right.`,
      ),
    ],
  });
}
