import { absoluteUrl } from '../../seo';
import type { EmailMessage, EmailTemplate, OrderEmailAddress } from '../types';

/*
 * One made-up message per template, for the back office's previews (/admin/emails/preview):
 * every optional part present (coupon, invoice, refund, bank reference) so a preview shows all
 * a template can say. Links point at this site; the tokens in them are placeholders.
 */

const at = new Date('2026-03-05T09:34:00Z');
const later = new Date('2026-03-06T09:34:00Z');

const address: OrderEmailAddress = {
  fullName: 'Ananya Iyer',
  addressLine1: '12, MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};

const orderNumber = 'MA-260305-4821';

export function sampleEmail(template: EmailTemplate): EmailMessage {
  const name = 'Ananya';
  const ordersUrl = absoluteUrl('/orders');
  switch (template) {
    case 'verify-email':
      return { template, name, verifyUrl: absoluteUrl('/verify-email/sample-token'), expiresInHours: 24 };
    case 'password-reset':
      return { template, name, resetUrl: absoluteUrl('/reset-password/sample-token'), expiresInMinutes: 60 };
    case 'sign-in-code':
      return { template, name, code: '482913', expiresInMinutes: 10 };
    case 'password-changed':
      return { template, name, changedAt: at, forgotUrl: absoluteUrl('/forgot-password') };
    case 'email-changed':
      return { template, name, oldEmail: 'ananya.old@example.in', newEmail: 'ananya@example.in', changedAt: at };
    case 'email-change-confirm':
      return { template, name, newEmail: 'ananya@example.in', confirmUrl: absoluteUrl('/verify-email/sample-token'), expiresInHours: 24 };
    case 'welcome':
      return { template, name, shopUrl: absoluteUrl('/products') };
    case 'newsletter-confirm':
      return {
        template,
        name: '',
        confirmUrl: absoluteUrl('/newsletter/confirm?token=sample-token'),
        unsubscribeUrl: absoluteUrl('/newsletter/unsubscribe?token=sample.signature'),
        expiresInDays: 7,
      };
    case 'order-confirmation':
      return {
        template,
        name,
        orderNumber,
        placedAt: at,
        items: [
          { name: 'Oud Royale', size: '100 ml', quantity: 2, unitPricePaise: 649900, lineTotalPaise: 1299800 },
          { name: 'Jasmine Noir', size: '10 ml travel spray', quantity: 1, unitPricePaise: 349900, lineTotalPaise: 349900 },
        ],
        subtotalPaise: 1649700,
        discountPaise: 164970,
        couponCode: 'WELCOME10',
        shippingPaise: 0,
        totalPaise: 1484730,
        shippingAddress: address,
        ordersUrl,
        invoiceUrl: absoluteUrl('/orders/sample/invoice'),
      };
    case 'payment-failed':
      return {
        template,
        name,
        orderNumber,
        totalPaise: 1484730,
        reason: 'Card declined by issuing bank',
        retryUrl: absoluteUrl('/orders'),
        payBy: later,
      };
    case 'order-cancelled':
      return {
        template,
        name,
        orderNumber,
        totalPaise: 1484730,
        reason: 'Cancelled at your request',
        cancelledAt: at,
        refundPaise: 1484730,
        ordersUrl,
      };
    case 'refund-issued':
      return { template, name, orderNumber, refundPaise: 1484730, refundId: 'rf_ma_4821_1', arn: '74332746090123456789012', ordersUrl };
    case 'order-shipped':
      return {
        template,
        name,
        orderNumber,
        shippedAt: at,
        items: [
          { name: 'Oud Royale', size: '100 ml', quantity: 2 },
          { name: 'Jasmine Noir', size: '10 ml travel spray', quantity: 1 },
        ],
        totalPaise: 1484730,
        shippingAddress: address,
        ordersUrl,
        tracking: { courierName: 'Delhivery', trackingNumber: '1490811234567', url: 'https://www.delhivery.com/track/package/1490811234567' },
      };
    case 'order-delivered':
      return {
        template,
        name,
        orderNumber,
        deliveredAt: later,
        reviews: [
          { name: 'Oud Royale', url: absoluteUrl('/products/oud-royale#reviews') },
          { name: 'Jasmine Noir', url: absoluteUrl('/products/jasmine-noir#reviews') },
        ],
        ordersUrl,
      };
    case 'claim-received':
      return {
        template,
        name,
        orderNumber,
        reasonLabel: 'Leaking',
        items: [{ name: 'Oud Royale', size: '100 ml', quantity: 1 }],
        answerBy: later,
        ordersUrl,
      };
    case 'claim-decided':
      return {
        template,
        name,
        orderNumber,
        decision: 'replaced',
        items: [{ name: 'Oud Royale', size: '100 ml', quantity: 1 }],
        replacementOrderNumber: 'MA-2026-004822',
        refundPaise: null,
        note: 'Sorry about the leak: a fresh bottle is on its way.',
        ordersUrl,
      };
    case 'back-in-stock':
      return {
        template,
        name,
        productName: 'Oud Royale',
        brand: 'Maison Aurelle',
        sizeLabel: '50 ml',
        pricePaise: 449900,
        productUrl: absoluteUrl('/products/oud-royale?size=50ml'),
        unsubscribeUrl: absoluteUrl('/stock-alerts/unsubscribe?token=sample.signature'),
      };
  }
}
