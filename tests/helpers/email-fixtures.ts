import type { OrderConfirmationMessage, OrderEmailAddress } from '@/lib/email/types';

/** Where the email tests' orders go (one address line; order-emails adds a second). */
export const EMAIL_ADDRESS: OrderEmailAddress = {
  fullName: 'Ananya Iyer',
  addressLine1: '12, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};

/** Ananya's confirmation of one Oud Royale at ₹6,499: no coupon, free shipping, no invoice yet. */
export function oneBottleConfirmation(
  values: Pick<OrderConfirmationMessage, 'orderNumber' | 'placedAt' | 'ordersUrl'> & Partial<OrderConfirmationMessage>,
): OrderConfirmationMessage {
  return {
    template: 'order-confirmation',
    name: 'Ananya',
    items: [{ name: 'Oud Royale', quantity: 1, unitPricePaise: 649900, lineTotalPaise: 649900 }],
    subtotalPaise: 649900,
    discountPaise: 0,
    couponCode: null,
    shippingPaise: 0,
    totalPaise: 649900,
    shippingAddress: EMAIL_ADDRESS,
    invoiceUrl: null,
    ...values,
  };
}
