import { formatInr } from '../../money';
import { deliveryPromise } from '../../store';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { OrderConfirmationMessage, OrderEmailAddress, RenderedEmail } from '../types';
import { orderRef } from './order-parts';

function addressLine(a: OrderEmailAddress): string {
  const parts = [a.addressLine1, a.addressLine2 ?? '', a.city, `${a.state} ${a.postalCode}`, a.country];
  return parts
    .map((part) => inlineText(part, 120))
    .filter(Boolean)
    .join(', ');
}

export function renderOrderConfirmation(m: OrderConfirmationMessage): RenderedEmail {
  const order = orderRef(m.orderNumber);
  const total = formatInr(m.totalPaise);
  const coupon = m.couponCode ? inlineText(m.couponCode, 40) : '';

  const totals = [
    { label: 'Subtotal', value: formatInr(m.subtotalPaise) },
    ...(m.discountPaise > 0
      ? [{ label: coupon ? `Discount (${coupon})` : 'Discount', value: `−${formatInr(m.discountPaise)}` }]
      : []),
    { label: 'Shipping', value: m.shippingPaise > 0 ? formatInr(m.shippingPaise) : 'Free' },
    { label: 'Total', value: total },
  ];

  return renderLayout({
    subject: `Order confirmed: ${order}`,
    preheader: `Thank you for your order ${order} of ${total}. Here is what happens next.`,
    heading: 'Thank you for your order',
    name: m.name,
    blocks: [
      p('Your order is confirmed and our studio is preparing it. Here is a summary for your records.'),
      details([
        { label: 'Order number', value: order },
        { label: 'Placed on', value: formatDateTimeLong(m.placedAt) },
      ]),
      ...(m.items.length
        ? [
            details(
              m.items.map((item) => ({
                label: inlineText(item.name, 120),
                value: `${item.quantity} × ${formatInr(item.unitPricePaise)} = ${formatInr(item.lineTotalPaise)}`,
              })),
            ),
          ]
        : []),
      details(totals),
      details([
        { label: 'Deliver to', value: inlineText(m.shippingAddress.fullName, 120) },
        { label: 'Address', value: addressLine(m.shippingAddress) },
        { label: 'Phone', value: inlineText(m.shippingAddress.phone, 40) },
      ]),
      p(strong('Delivery: '), deliveryPromise()),
      p('You can follow your order and its status at any time from your account.'),
      button('View my orders', m.ordersUrl),
      ...(m.invoiceUrl ? [button('Download tax invoice', m.invoiceUrl)] : []),
      note('If anything in this summary looks wrong, contact us straight away so we can help before your order is dispatched.'),
    ],
  });
}
