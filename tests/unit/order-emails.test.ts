import { beforeAll, describe, expect, it } from 'vitest';
import { extractLinks } from '@/lib/email/adapters/log';
import { renderEmail as renderEmailFor } from '@/lib/email/templates';
import {
  EMAIL_TEMPLATES,
  emailTemplateLabel,
  type EmailMessage,
  type OrderCancelledMessage,
  type OrderConfirmationMessage,
  type PaymentFailedMessage,
  type RefundIssuedMessage,
  type RenderedEmail,
} from '@/lib/email/types';
import { defaultStore as store, deliveryPromise } from '@/lib/store';
import { EMAIL_ADDRESS } from '../helpers/email-fixtures';
import { escapeHtml } from '../helpers/html';

/** Rendered in the name of the default store (a fresh database's details). */
const renderEmail = (message: Parameters<typeof renderEmailFor>[0]) => renderEmailFor(message, store);

const HOSTILE = `<script>alert("pwned")</script> & 'Bobby' <img src=x onerror=alert(1)>`;
const at = new Date('2026-03-05T09:34:00Z'); // 3:04 pm in Kolkata
const AT_IST = '5 March 2026 at 3:04 pm IST';

const confirmation: OrderConfirmationMessage = {
  template: 'order-confirmation',
  name: 'Ananya',
  orderNumber: 'MA-260305-4821',
  placedAt: at,
  items: [
    { name: 'Oud Royale 100 ml', quantity: 2, unitPricePaise: 649900, lineTotalPaise: 1299800 },
    { name: 'Jasmine Noir 50 ml', quantity: 1, unitPricePaise: 349900, lineTotalPaise: 349900 },
  ],
  subtotalPaise: 1649700,
  discountPaise: 164970,
  couponCode: 'WELCOME10',
  shippingPaise: 0,
  totalPaise: 1484730,
  shippingAddress: { ...EMAIL_ADDRESS, addressLine2: 'Flat 4B' },
  ordersUrl: 'https://shop.test/orders',
  invoiceUrl: 'https://shop.test/orders/ord_1/invoice?x=1&y=2',
};

const paymentFailed: PaymentFailedMessage = {
  template: 'payment-failed',
  name: 'Ananya',
  orderNumber: 'MA-260305-4821',
  totalPaise: 1484730,
  reason: 'Card declined by issuing bank',
  retryUrl: 'https://shop.test/checkout/pay/ord_1',
  payBy: at,
};

const cancelled: OrderCancelledMessage = {
  template: 'order-cancelled',
  name: 'Ananya',
  orderNumber: 'MA-260305-4821',
  totalPaise: 1484730,
  reason: 'Cancelled at your request',
  cancelledAt: at,
  refundPaise: 1484730,
  ordersUrl: 'https://shop.test/orders',
};

const refund: RefundIssuedMessage = {
  template: 'refund-issued',
  name: 'Ananya',
  orderNumber: 'MA-260305-4821',
  refundPaise: 1484730,
  refundId: 'rf_ma_4821_1',
  arn: '74332746090123456789012',
  ordersUrl: 'https://shop.test/orders',
};

const ORDER_TEMPLATES = ['order-confirmation', 'payment-failed', 'order-cancelled', 'refund-issued'] as const;

const samples: Record<(typeof ORDER_TEMPLATES)[number], { message: EmailMessage; subject: string; amounts: string[]; link: string }> = {
  'order-confirmation': {
    message: confirmation,
    subject: 'Order confirmed: MA-260305-4821',
    amounts: ['₹6,499', '₹12,998', '₹3,499', '₹16,497', '₹1,649.70', '₹14,847.30'],
    link: 'https://shop.test/orders',
  },
  'payment-failed': {
    message: paymentFailed,
    subject: 'Payment not completed: MA-260305-4821',
    amounts: ['₹14,847.30'],
    link: 'https://shop.test/checkout/pay/ord_1',
  },
  'order-cancelled': {
    message: cancelled,
    subject: 'Order cancelled: MA-260305-4821',
    amounts: ['₹14,847.30'],
    link: 'https://shop.test/orders',
  },
  'refund-issued': {
    message: refund,
    subject: 'Refund processed: MA-260305-4821',
    amounts: ['₹14,847.30'],
    link: 'https://shop.test/orders',
  },
};

describe('order email templates', () => {
  it('are registered with readable back-office labels', () => {
    for (const template of ORDER_TEMPLATES) expect(EMAIL_TEMPLATES).toContain(template);
    expect(emailTemplateLabel('order-confirmation')).toBe('Order confirmation');
    expect(emailTemplateLabel('payment-failed')).toBe('Payment failed');
    expect(emailTemplateLabel('order-cancelled')).toBe('Order cancelled');
    expect(emailTemplateLabel('refund-issued')).toBe('Refund processed');
  });

  describe.each(ORDER_TEMPLATES.map((t) => [t, samples[t]] as const))('%s', (_template, sample) => {
    let email: RenderedEmail;
    beforeAll(async () => {
      email = await renderEmail(sample.message);
    });

    it('has its subject with the order number, also as the HTML title', () => {
      expect(email.subject).toBe(sample.subject);
      expect(email.html).toContain(`<title>${escapeHtml(sample.subject)}</title>`);
      expect(email.text).toContain('MA-260305-4821');
      expect(email.html).toContain('MA-260305-4821');
      expect(email.text).toContain('Hello Ananya,');
    });

    it('shows the amounts in rupees in both parts', () => {
      for (const amount of sample.amounts) {
        expect(email.text).toContain(amount);
        expect(email.html).toContain(amount);
      }
    });

    it('carries its main link as a button and as plain text', () => {
      expect(email.html).toContain(`href="${escapeHtml(sample.link)}"`);
      expect(extractLinks(email.text)).toContain(sample.link);
    });

    it('ends with the store footer and never prints undefined, null, NaN or [object Object]', () => {
      for (const part of [email.html, email.text]) {
        expect(part).toContain(store.email);
        expect(part).toContain(store.phone);
      }
      for (const part of [email.subject, email.html, email.text]) {
        expect(part).not.toMatch(/undefined|\bnull\b|NaN|\[object Object\]/);
      }
      expect(email.html).not.toMatch(/<img|<script|<link|<style|url\(/i);
    });

    it('escapes a hostile name in the HTML and keeps it on one line in the text', async () => {
      const hostile = await renderEmail({ ...sample.message, name: `${HOSTILE}\n\nVisit now` } as EmailMessage);
      expect(hostile.html).not.toContain('<script');
      expect(hostile.html).not.toContain('<img');
      expect(hostile.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
      expect(hostile.text).not.toMatch(/\n\nVisit now/);
      expect(hostile.subject).toBe(sample.subject);
    });
  });
});

describe('order-confirmation', () => {
  it('lists every item with quantity, unit price and line total', async () => {
    const { text, html } = await renderEmail(confirmation);
    expect(text).toContain('Oud Royale 100 ml: 2 × ₹6,499 = ₹12,998');
    expect(text).toContain('Jasmine Noir 50 ml: 1 × ₹3,499 = ₹3,499');
    expect(html).toContain('Oud Royale 100 ml');
    expect(text).toContain('Placed on: ' + AT_IST);
  });

  it('shows the totals, with shipping as Free when it costs nothing', async () => {
    const { text } = await renderEmail(confirmation);
    expect(text).toContain('Subtotal: ₹16,497');
    expect(text).toContain('Discount (WELCOME10): −₹1,649.70');
    expect(text).toContain('Shipping: Free');
    expect(text).toContain('Total: ₹14,847.30');
  });

  it('shows a shipping charge as an amount', async () => {
    const { text } = await renderEmail({ ...confirmation, shippingPaise: 9900 });
    expect(text).toContain('Shipping: ₹99');
    expect(text).not.toContain('Free');
  });

  it('leaves the discount line out when there is no discount', async () => {
    const { text, html } = await renderEmail({ ...confirmation, discountPaise: 0, couponCode: null });
    expect(text).not.toMatch(/Discount/);
    expect(html).not.toMatch(/Discount/);
  });

  it('names a discount without a coupon plainly', async () => {
    const { text } = await renderEmail({ ...confirmation, couponCode: null });
    expect(text).toContain('Discount: −₹1,649.70');
  });

  it('shows the delivery address and the delivery promise', async () => {
    const { text } = await renderEmail(confirmation);
    expect(text).toContain('Deliver to: Ananya Iyer');
    expect(text).toContain('Address: 12, MG Road, Flat 4B, Bengaluru, Karnataka 560001, India');
    expect(text).toContain('Phone: +91 98450 12345');
    expect(text).toContain(deliveryPromise(store));
  });

  it('shows each bottle beside its line in the HTML, and only the words in the text part', async () => {
    const email = await renderEmail({
      ...confirmation,
      items: [{ ...confirmation.items[0]!, imageUrl: 'https://shop.test/products/oud-royale.webp' }, confirmation.items[1]!],
    });
    expect(email.html).toContain('src="https://shop.test/products/oud-royale.webp"');
    expect(email.html.match(/<img /g)).toHaveLength(1);
    expect(email.text).not.toContain('oud-royale.webp');
    expect(email.text).toContain('Oud Royale 100 ml: 2 × ₹6,499 = ₹12,998');
  });

  it('says when the order should arrive when the estimate was worked out, the promise otherwise', async () => {
    const dated = await renderEmail({ ...confirmation, deliveryEstimate: 'Tue, 10 Mar – Thu, 12 Mar' });
    expect(dated.text).toContain(`Estimated delivery: Tue, 10 Mar – Thu, 12 Mar. ${deliveryPromise(store)}`);
    const undated = await renderEmail(confirmation);
    expect(undated.text).not.toContain('Estimated delivery');
    expect(undated.text).toContain(`Delivery: ${deliveryPromise(store)}`);
  });

  it('leaves an absent second address line out without a stray comma', async () => {
    const address = { ...confirmation.shippingAddress };
    delete address.addressLine2;
    const { text } = await renderEmail({ ...confirmation, shippingAddress: address });
    expect(text).toContain('Address: 12, MG Road, Bengaluru, Karnataka 560001, India');
  });

  it('has a View my orders button and links the invoice only when there is one', async () => {
    const withInvoice = await renderEmail(confirmation);
    expect(withInvoice.html).toContain('View my orders');
    expect(withInvoice.html).toContain('Download tax invoice');
    expect(withInvoice.html).toContain(`href="${escapeHtml('https://shop.test/orders/ord_1/invoice?x=1&y=2')}"`);
    expect(extractLinks(withInvoice.text)).toContain('https://shop.test/orders/ord_1/invoice?x=1&y=2');

    const without = await renderEmail({ ...confirmation, invoiceUrl: null });
    expect(without.html).not.toContain('/invoice');
    expect(without.text).not.toContain('/invoice');
    expect(without.text).not.toMatch(/invoice/i);
  });

  it('escapes customer-typed item names, address fields and coupon codes', async () => {
    const { html, text } = await renderEmail({
      ...confirmation,
      couponCode: '<b>X</b>',
      items: [{ name: '<script>x</script>', quantity: 1, unitPricePaise: 100, lineTotalPaise: 100 }],
      shippingAddress: { ...confirmation.shippingAddress, fullName: HOSTILE, addressLine1: 'Line\n\nFake paragraph' },
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>X</b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(text).not.toMatch(/\n\nFake paragraph/);
  });

  it('refuses a non-http invoice link', async () => {
    await expect(renderEmail({ ...confirmation, invoiceUrl: 'javascript:alert(1)' })).rejects.toThrow(/http or https/);
  });
});

describe('payment-failed', () => {
  it('says no money was taken, how a debit comes back, and holds the order until the deadline in IST', async () => {
    const { text, html } = await renderEmail(paymentFailed);
    expect(text).toContain('No money has been taken');
    expect(text).toContain('your bank returns it automatically within 5–7 business days');
    expect(text).toContain(`until ${AT_IST}`);
    expect(text).toContain('Reason: Card declined by issuing bank');
    expect(html).toContain('Complete payment');
    expect(text).toContain('Complete payment:\nhttps://shop.test/checkout/pay/ord_1');
  });

  it('leaves out the hold and the reason when they are not known', async () => {
    const { text } = await renderEmail({ ...paymentFailed, payBy: null, reason: null });
    expect(text).not.toContain('holding');
    expect(text).not.toContain('Reason');
    expect(text).toContain('Complete the payment to confirm your order.');
  });

  it('escapes a hostile reason', async () => {
    const { html } = await renderEmail({ ...paymentFailed, reason: HOSTILE });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses a non-http retry link', async () => {
    await expect(renderEmail({ ...paymentFailed, retryUrl: '/checkout' })).rejects.toThrow(TypeError);
  });
});

describe('order-cancelled', () => {
  it('states the reason and time, and that the refund was started and when it arrives', async () => {
    const { text } = await renderEmail(cancelled);
    expect(text).toContain('Reason: Cancelled at your request');
    expect(text).toContain(`Cancelled on: ${AT_IST}`);
    expect(text).toContain('A refund of ₹14,847.30 has been started');
    expect(text).toContain('original payment method within 5–7 business days');
  });

  it('says nothing of a refund when there is none', async () => {
    for (const refundPaise of [null, 0]) {
      const { text } = await renderEmail({ ...cancelled, refundPaise });
      expect(text).not.toMatch(/refund/i);
    }
  });

  it('shows a partial refund as its own amount', async () => {
    const { text } = await renderEmail({ ...cancelled, refundPaise: 500000 });
    expect(text).toContain('A refund of ₹5,000 has been started');
    expect(text).toContain('Order total: ₹14,847.30');
  });
});

describe('refund-issued', () => {
  it('shows the amount, both references and the timeline', async () => {
    const { text } = await renderEmail(refund);
    expect(text).toContain('Refund amount: ₹14,847.30');
    expect(text).toContain('Refund reference: rf_ma_4821_1');
    expect(text).toContain('Bank reference (ARN): 74332746090123456789012');
    expect(text).toContain('within 5–7 business days');
  });

  it('leaves the bank reference out until there is one', async () => {
    const { text, html } = await renderEmail({ ...refund, arn: null });
    expect(text).not.toContain('ARN');
    expect(html).not.toContain('ARN');
    expect(text).toContain('contact us with the refund reference');
  });
});

describe('order emails name the size of each line', () => {
  it('confirmation and shipped emails print the size beside the name', async () => {
    const { sampleEmail } = await import('@/lib/email/templates/samples');
    const confirmation = await renderEmail(sampleEmail('order-confirmation'));
    expect(confirmation.text).toContain('Jasmine Noir (10 ml travel spray)');
    const shipped = await renderEmail(sampleEmail('order-shipped'));
    expect(shipped.text).toContain('Oud Royale (100 ml)');
  });
});
