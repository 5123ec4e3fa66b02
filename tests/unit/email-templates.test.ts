import { beforeAll, describe, expect, it } from 'vitest';
import { extractLinks, formatLogLine } from '@/lib/email/adapters/log';
import { assertHttpUrl, inlineText } from '@/lib/email/escape';
import { formatDateTimeLong, formatDateTimeShort, formatHours, formatMinutes } from '@/lib/email/format';
import { HIDDEN_BODY_NOTE, HIDDEN_CODE_NOTE, isSecretTemplate, redactSecretLinks, secretExpiresAt, SECRET_LINK_PURPOSES } from '@/lib/email/secrets';
import { renderEmail as renderEmailFor } from '@/lib/email/templates';
import { EMAIL_TEMPLATES, emailTemplateLabel, type EmailMessage, type EmailTemplate, type RenderedEmail } from '@/lib/email/types';
import { defaultStore as store } from '@/lib/store';
import { EMAIL_ADDRESS, oneBottleConfirmation } from '../helpers/email-fixtures';
import { escapeHtml } from '../helpers/html';

/** Rendered in the name of the default store (a fresh database's details). */
const renderEmail = (message: Parameters<typeof renderEmailFor>[0]) => renderEmailFor(message, store);

const HOSTILE = `<script>alert("pwned")</script> & 'Bobby' <img src=x onerror=alert(1)>`;
const changedAt = new Date('2026-03-05T09:34:00Z'); // 3:04 pm in Kolkata

/** One message per template, with the link each must carry (null when it has none of its own). */
const samples: Record<EmailTemplate, { message: EmailMessage; link: string | null; subject: string }> = {
  'verify-email': {
    message: { template: 'verify-email', name: 'Ananya', verifyUrl: 'https://shop.test/verify-email/tok-v?a=1&b=2', expiresInHours: 24 },
    link: 'https://shop.test/verify-email/tok-v?a=1&b=2',
    subject: 'Confirm your email',
  },
  'password-reset': {
    message: { template: 'password-reset', name: 'Ananya', resetUrl: 'https://shop.test/reset-password/tok-r', expiresInMinutes: 60 },
    link: 'https://shop.test/reset-password/tok-r',
    subject: 'Reset your password',
  },
  'sign-in-code': {
    message: { template: 'sign-in-code', name: 'Ananya', code: '048213', expiresInMinutes: 10 },
    link: null,
    subject: `Your ${store.name} sign-in code`,
  },
  'password-changed': {
    message: { template: 'password-changed', name: 'Ananya', changedAt, forgotUrl: 'https://shop.test/forgot-password' },
    link: 'https://shop.test/forgot-password',
    subject: 'Your password was changed',
  },
  'email-changed': {
    message: { template: 'email-changed', name: 'Ananya', oldEmail: 'old@example.in', newEmail: 'new@example.in', changedAt },
    link: null,
    subject: 'Your email address was changed',
  },
  'email-change-confirm': {
    message: {
      template: 'email-change-confirm',
      name: 'Ananya',
      newEmail: 'new@example.in',
      confirmUrl: 'https://shop.test/confirm-email/tok-c',
      expiresInHours: 24,
    },
    link: 'https://shop.test/confirm-email/tok-c',
    subject: 'Confirm your new email address',
  },
  'newsletter-confirm': {
    message: {
      template: 'newsletter-confirm',
      name: 'Ananya',
      confirmUrl: 'https://shop.test/newsletter/confirm?token=tok-n',
      unsubscribeUrl: 'https://shop.test/newsletter/unsubscribe?token=sub.sig',
      expiresInDays: 7,
    },
    link: 'https://shop.test/newsletter/confirm?token=tok-n',
    subject: `Confirm your subscription to the ${store.name} newsletter`,
  },
  welcome: {
    message: { template: 'welcome', name: 'Ananya', shopUrl: 'https://shop.test/products' },
    link: 'https://shop.test/products',
    subject: `Welcome to ${store.name}`,
  },
  // The order emails are covered in depth by order-emails.test.ts; here they get the checks every email gets.
  'order-confirmation': {
    message: oneBottleConfirmation({ orderNumber: 'MA-1001', placedAt: changedAt, ordersUrl: 'https://shop.test/orders' }),
    link: 'https://shop.test/orders',
    subject: 'Order confirmed: MA-1001',
  },
  'payment-failed': {
    message: {
      template: 'payment-failed',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      totalPaise: 649900,
      reason: null,
      retryUrl: 'https://shop.test/orders/MA-1001/pay',
      payBy: changedAt,
    },
    link: 'https://shop.test/orders/MA-1001/pay',
    subject: 'Payment not completed: MA-1001',
  },
  'order-cancelled': {
    message: {
      template: 'order-cancelled',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      totalPaise: 649900,
      reason: 'Cancelled at your request',
      cancelledAt: changedAt,
      refundPaise: 649900,
      ordersUrl: 'https://shop.test/orders',
    },
    link: 'https://shop.test/orders',
    subject: 'Order cancelled: MA-1001',
  },
  'refund-issued': {
    message: {
      template: 'refund-issued',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      refundPaise: 649900,
      refundId: 'rf_1001',
      arn: null,
      ordersUrl: 'https://shop.test/orders',
    },
    link: 'https://shop.test/orders',
    subject: 'Refund processed: MA-1001',
  },
  'order-shipped': {
    message: {
      template: 'order-shipped',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      shippedAt: changedAt,
      items: [{ name: 'Oud Royale', quantity: 2 }],
      totalPaise: 1299800,
      shippingAddress: EMAIL_ADDRESS,
      ordersUrl: 'https://shop.test/orders',
      tracking: { courierName: 'Blue Dart', trackingNumber: '12345678901', url: 'https://www.bluedart.com/track?trackNo=12345678901' },
    },
    link: 'https://shop.test/orders',
    subject: 'Your order has shipped: MA-1001',
  },
  'order-delivered': {
    message: {
      template: 'order-delivered',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      deliveredAt: changedAt,
      reviews: [
        { name: 'Oud Royale', url: 'https://shop.test/products/oud-royale#reviews' },
        { name: 'Jasmine Noir', url: 'https://shop.test/products/jasmine-noir#reviews' },
      ],
      ordersUrl: 'https://shop.test/orders',
    },
    link: 'https://shop.test/orders',
    subject: 'Your order has arrived: MA-1001',
  },
  'claim-received': {
    message: {
      template: 'claim-received',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      reasonLabel: 'Leaking',
      items: [{ name: 'Oud Royale', size: '100 ml', quantity: 1 }],
      answerBy: changedAt,
      ordersUrl: 'https://shop.test/orders',
    },
    link: 'https://shop.test/orders',
    subject: 'We have your report: MA-1001',
  },
  'claim-decided': {
    message: {
      template: 'claim-decided',
      name: 'Ananya',
      orderNumber: 'MA-1001',
      decision: 'replaced',
      items: [{ name: 'Oud Royale', size: '100 ml', quantity: 1 }],
      replacementOrderNumber: 'MA-1002',
      refundPaise: null,
      note: null,
      ordersUrl: 'https://shop.test/orders',
    },
    link: 'https://shop.test/orders',
    subject: 'A replacement is on its way: MA-1001',
  },
  'back-in-stock': {
    message: {
      template: 'back-in-stock',
      name: 'Ananya',
      productName: 'Oud Royale',
      brand: 'Maison Aurelle',
      sizeLabel: '50 ml',
      pricePaise: 449900,
      productUrl: 'https://shop.test/products/oud-royale?size=50ml',
      unsubscribeUrl: 'https://shop.test/stock-alerts/unsubscribe?token=id1.SiG',
    },
    link: 'https://shop.test/products/oud-royale?size=50ml',
    subject: 'Back in stock: Oud Royale 50 ml',
  },
};

describe('HTML escaping', () => {
  it('escapes the HTML-special characters of every value, so a hostile name is inert text', async () => {
    const { html } = await renderEmail({ template: 'welcome', name: `<a href="x" title='y'>&</a>`, shopUrl: 'https://shop.test/products' });
    expect(html).toContain('Hello &lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;&lt;/a&gt;,');
    expect(html).not.toContain('<a href="x"');
  });

  it('leaves ordinary text alone and escapes an ampersand once', async () => {
    expect((await renderEmail({ template: 'welcome', name: 'Ananya Iyer — ₹1,499', shopUrl: 'https://shop.test/products' })).html).toContain(
      'Hello Ananya Iyer — ₹1,499,',
    );
    expect((await renderEmail({ template: 'welcome', name: '&amp;', shopUrl: 'https://shop.test/products' })).html).toContain('Hello &amp;amp;,');
  });
});

describe('inlineText', () => {
  it('flattens line breaks and control characters, so a name cannot start a new paragraph', () => {
    expect(inlineText('Ana\r\n\r\nClick https://evil.test\u0007 now\u202E')).toBe('Ana Click https://evil.test now');
  });

  it('cuts long text with an ellipsis', () => {
    const out = inlineText('x'.repeat(200), 20);
    expect(Array.from(out)).toHaveLength(20);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('assertHttpUrl', () => {
  it('accepts http and https', () => {
    expect(assertHttpUrl('https://shop.test/a?b=1')).toBe('https://shop.test/a?b=1');
    expect(assertHttpUrl('http://localhost:3000/x')).toBe('http://localhost:3000/x');
  });

  it.each(['javascript:alert(1)', '/relative/path', 'data:text/html,hi', 'not a url'])('refuses %s', (url) => {
    expect(() => assertHttpUrl(url)).toThrow(TypeError);
  });

  it('makes a template refuse a javascript: link', async () => {
    await expect(renderEmail({ template: 'welcome', name: 'A', shopUrl: 'javascript:alert(1)' })).rejects.toThrow(/http or https/);
  });
});

describe('time and duration formats', () => {
  it('shows times in India Standard Time', () => {
    expect(formatDateTimeLong(changedAt)).toBe('5 March 2026 at 3:04 pm IST');
    expect(formatDateTimeShort(changedAt)).toBe('5 Mar 2026, 3:04 pm');
    // 20:00 UTC is already the next day in Kolkata.
    expect(formatDateTimeShort(new Date('2026-03-05T20:00:00Z'))).toBe('6 Mar 2026, 1:30 am');
  });

  it('writes durations in words', () => {
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(120)).toBe('2 hours');
    expect(formatMinutes(30)).toBe('30 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatHours(24)).toBe('24 hours');
    expect(formatHours(1)).toBe('1 hour');
  });
});

describe('renderEmail', () => {
  it('has a sample for every template', () => {
    expect(Object.keys(samples).sort()).toEqual([...EMAIL_TEMPLATES].sort());
  });

  describe.each(EMAIL_TEMPLATES.map((t) => [t, samples[t]] as const))('%s', (_template, sample) => {
    let email: RenderedEmail;
    beforeAll(async () => {
      email = await renderEmail(sample.message);
    });

    it('has its subject, also as the HTML title and heading', () => {
      expect(email.subject).toBe(sample.subject);
      expect(email.html).toContain(`<title>${escapeHtml(sample.subject)}</title>`);
      expect(email.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(email.text).toContain('Hello Ananya,');
      expect(email.html).toContain('Hello Ananya,');
    });

    it('carries its link as a button and as plain text in both parts', () => {
      if (!sample.link) return;
      expect(email.html).toContain(`href="${escapeHtml(sample.link)}"`);
      // The visible fallback: the link itself as text.
      expect(email.html).toContain(`>${escapeHtml(sample.link)}</a>`);
      expect(email.text).toContain(sample.link);
      expect(extractLinks(email.text)).toContain(sample.link);
    });

    it('ends with the store footer: name, address and support contact', () => {
      for (const part of [email.html, email.text]) {
        expect(part).toContain(store.name);
        expect(part).toContain(store.studio.line1);
        expect(part).toContain(store.studio.postalCode);
        expect(part).toContain(store.email);
        expect(part).toContain(store.phone);
      }
    });

    it('never prints undefined, null, NaN or [object Object]', () => {
      for (const part of [email.subject, email.html, email.text]) {
        expect(part).not.toMatch(/undefined|\bnull\b|NaN|\[object Object\]/);
      }
    });

    it('is a self-contained, table-based HTML document in the store colours, with no remote images', () => {
      expect(email.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(email.html).toContain('<html lang="en"');
      expect(email.html).toContain('role="presentation"');
      expect(email.html).toContain('#12100e');
      expect(email.html).toContain('#c8a35a');
      expect(email.html).toMatch(/Georgia/);
      expect(email.html).not.toMatch(/<img|<script|<link|<style|url\(/i);
      // Every link opens a page of the site, the support mailbox or the phone.
      for (const [, href] of email.html.matchAll(/href="([^"]*)"/g)) {
        expect(href).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      }
    });

    it('escapes a hostile name in the HTML and keeps it inert, on one line, in the text', async () => {
      const hostile = await renderEmail({ ...sample.message, name: `${HOSTILE}\n\nVisit now` } as EmailMessage);
      expect(hostile.html).not.toContain('<script');
      expect(hostile.html).not.toContain('<img');
      expect(hostile.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
      expect(hostile.text).not.toMatch(/\n\nVisit now/);
      // The name never reaches the subject.
      expect(hostile.subject).toBe(sample.subject);
    });

    it('greets without a name when none is given', async () => {
      const anonymous = await renderEmail({ ...sample.message, name: '   ' } as EmailMessage);
      expect(anonymous.text).toContain('Hello,');
      expect(anonymous.html).toContain('Hello,');
    });
  });

  it('verify-email states when the link expires and what to do if it was not you', async () => {
    const { text } = await renderEmail(samples['verify-email'].message);
    expect(text).toContain('expires in 24 hours');
    expect(text).toMatch(/did not create an account/);
  });

  it('password-reset says the link expires in 1 hour, only the latest works, and to ignore it if unasked', async () => {
    const { text, html } = await renderEmail(samples['password-reset'].message);
    expect(text).toContain('This link expires in 1 hour');
    expect(html).toContain('This link expires in 1 hour');
    expect(text).toMatch(/Only the most recent link works/);
    expect(text).toMatch(/did not ask to reset your password, you can ignore this email/);
  });

  it('password-changed shows the time in IST and how to recover', async () => {
    const { text } = await renderEmail(samples['password-changed'].message);
    expect(text).toContain('Changed on: 5 March 2026 at 3:04 pm IST');
    expect(text).toMatch(/If this wasn’t you, reset your password/);
    expect(text).toContain(store.email);
  });

  it('email-changed names both addresses and tells the old one how to get help', async () => {
    const { text, html } = await renderEmail(samples['email-changed'].message);
    expect(text).toContain('Previous email: old@example.in');
    expect(text).toContain('New email: new@example.in');
    expect(text).toContain('5 March 2026 at 3:04 pm IST');
    expect(text).toMatch(/If you did not make this change, contact us/);
    expect(html).toMatch(/href="https?:\/\/[^"]+\/contact"/);
  });

  it('email-change-confirm names the new address and the expiry', async () => {
    const { text, html } = await renderEmail(samples['email-change-confirm'].message);
    expect(text).toContain('new@example.in');
    expect(html).toContain('new@example.in');
    expect(text).toContain('expires in 24 hours');
    expect(text).toMatch(/keeps its current email address/);
  });

  it('newsletter-confirm states the expiry, that nothing is sent unconfirmed, and links to unsubscribe', async () => {
    const { text, html } = await renderEmail(samples['newsletter-confirm'].message);
    expect(text).toContain('This link expires in 7 days.');
    expect(text).toMatch(/Until you confirm, we will not send you the newsletter/);
    expect(text).toContain('Unsubscribe:\nhttps://shop.test/newsletter/unsubscribe?token=sub.sig');
    expect(html).toContain('href="https://shop.test/newsletter/unsubscribe?token=sub.sig"');
    // Not an account email: the footer says why this address got it.
    expect(text).toMatch(/this address was entered in the newsletter form/);
    expect(text).not.toMatch(/about your .* account/);
  });

  it('welcome lists the member benefits', async () => {
    const { text, html } = await renderEmail(samples.welcome.message);
    for (const benefit of ['Exclusive fragrances', 'Member discounts', 'Early access', 'Personalised recommendations']) {
      expect(text).toContain(benefit);
      expect(html).toContain(benefit);
    }
  });

  it('order-shipped names the order, when it left, what is in the parcel, where it goes and the claim window', async () => {
    const { text, html } = await renderEmail(samples['order-shipped'].message);
    expect(text).toContain('Order number: MA-1001');
    expect(text).toContain('Shipped on: 5 March 2026 at 3:04 pm IST');
    expect(text).toContain('Oud Royale: Quantity 2');
    expect(text).toContain('12, MG Road, Bengaluru, Karnataka 560001, India');
    expect(text).toContain(`within ${store.policy.claimWindowHours} hours of delivery`);
    expect(html).toContain('Your order is on its way');
    // The parcel: courier, AWB and the courier's tracking page, in both parts.
    expect(text).toContain('Courier: Blue Dart');
    expect(text).toContain('Tracking number (AWB): 12345678901');
    expect(text).toContain('Track your parcel:\nhttps://www.bluedart.com/track?trackNo=12345678901');
    expect(html).toContain('href="https://www.bluedart.com/track?trackNo=12345678901"');
    const untracked = await renderEmail({ ...(samples['order-shipped'].message as Extract<EmailMessage, { template: 'order-shipped' }>), tracking: null });
    expect(untracked.text).not.toContain('Track your parcel');
    const hostile = await renderEmail({
      ...(samples['order-shipped'].message as Extract<EmailMessage, { template: 'order-shipped' }>),
      items: [{ name: HOSTILE, quantity: 1 }],
    });
    expect(hostile.html).not.toContain('<script');
  });

  it('order-delivered asks for a review of each product, linking to its reviews', async () => {
    const { text, html } = await renderEmail(samples['order-delivered'].message);
    expect(text).toContain('Your order MA-1001 was delivered on 5 March 2026 at 3:04 pm IST');
    expect(text).toContain('Review Oud Royale:\nhttps://shop.test/products/oud-royale#reviews');
    expect(text).toContain('Review Jasmine Noir:\nhttps://shop.test/products/jasmine-noir#reviews');
    expect(html).toContain('href="https://shop.test/products/oud-royale#reviews"');
    const none = await renderEmail({ ...(samples['order-delivered'].message as Extract<EmailMessage, { template: 'order-delivered' }>), reviews: [] });
    expect(none.text).not.toContain('Review ');
  });

  it('claim emails say what was decided: the replacement order, the refund, the reason', async () => {
    const base = samples['claim-decided'].message as Extract<EmailMessage, { template: 'claim-decided' }>;
    expect((await renderEmail(base)).text).toContain('MA-1002');
    const refunded = await renderEmail({ ...base, decision: 'refunded', replacementOrderNumber: null, refundPaise: 249900 });
    expect(refunded.subject).toBe('Your claim is refunded: MA-1001');
    expect(refunded.text).toContain('₹2,499');
    const rejected = await renderEmail({ ...base, decision: 'rejected', replacementOrderNumber: null, note: 'The seal was broken after delivery' });
    expect(rejected.text).toContain('Why: The seal was broken after delivery');
    const received = await renderEmail(samples['claim-received'].message);
    expect(received.text).toContain('leaking');
    expect(received.text).toContain('Oud Royale (100 ml)');
  });

  it('escapes addresses that reach the HTML', async () => {
    const { html } = await renderEmail({
      template: 'email-changed',
      name: 'A',
      oldEmail: '"<b>x</b>"@example.in',
      newEmail: 'new@example.in',
      changedAt,
    });
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&quot;&lt;b&gt;x&lt;/b&gt;&quot;@example.in');
  });
});

describe('log adapter line', () => {
  it('is one line with the recipient, the subject and every link of the text part', async () => {
    const email = await renderEmail(samples['verify-email'].message);
    const line = formatLogLine({ id: 'abc', from: 'x', to: 'ana@example.in', ...email });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('ana@example.in');
    expect(line).toContain('"Confirm your email"');
    expect(line).toContain('https://shop.test/verify-email/tok-v?a=1&b=2');
  });

  it('finds links without trailing punctuation, once each', () => {
    expect(extractLinks('Go to https://a.test/x. Or (https://b.test/y), again https://a.test/x')).toEqual([
      'https://a.test/x',
      'https://b.test/y',
    ]);
  });
});

describe('emailTemplateLabel', () => {
  it('names known templates and passes unknown ones through', () => {
    expect(emailTemplateLabel('verify-email')).toBe('Verify email');
    expect(emailTemplateLabel('legacy-thing')).toBe('legacy-thing');
  });
});

describe('the log adapter on a deployment', () => {
  it('leaves sign-in and reset links out of the log line when told to', () => {
    const message = { id: 'e1', to: 'a@b.in', subject: 'Reset', text: 'Open https://shop.in/reset-password/abc now', html: '' } as never;
    expect(formatLogLine(message)).toContain('https://shop.in/reset-password/abc');
    expect(formatLogLine(message, { withLinks: false })).not.toContain('reset-password');
  });
});

describe('one-time links in the outbox', () => {
  const now = new Date('2026-03-05T09:00:00Z');
  /** The app's real link shapes (lib/auth/accounts.ts and lib/newsletter/subscribe.ts). */
  const live: Partial<Record<EmailTemplate, { message: EmailMessage; secrets: string[] }>> = {
    'verify-email': {
      message: { template: 'verify-email', name: 'A', verifyUrl: 'https://shop.test/verify-email/AbC_d-123', expiresInHours: 24 },
      secrets: ['AbC_d-123'],
    },
    'email-change-confirm': {
      message: { template: 'email-change-confirm', name: 'A', newEmail: 'n@x.in', confirmUrl: 'https://shop.test/verify-email/ChG-456', expiresInHours: 24 },
      secrets: ['ChG-456'],
    },
    'password-reset': {
      message: { template: 'password-reset', name: 'A', resetUrl: 'https://shop.test/reset-password/RsT_789', expiresInMinutes: 60 },
      secrets: ['RsT_789'],
    },
    'newsletter-confirm': {
      message: {
        template: 'newsletter-confirm',
        name: '',
        confirmUrl: 'https://shop.test/newsletter/confirm?token=NwS-000',
        unsubscribeUrl: 'https://shop.test/newsletter/unsubscribe?token=id1.SiG',
        expiresInDays: 7,
      },
      secrets: ['NwS-000', 'id1.SiG'],
    },
  };

  it('knows exactly the token-bearing templates', () => {
    expect(Object.keys(SECRET_LINK_PURPOSES).sort()).toEqual(Object.keys(live).sort());
    expect(EMAIL_TEMPLATES.filter(isSecretTemplate).sort()).toEqual(Object.keys(live).sort());
  });

  it('dates each link’s death from the message, and none for other emails', () => {
    expect(secretExpiresAt(live['verify-email']!.message, now)).toEqual(new Date('2026-03-06T09:00:00Z'));
    expect(secretExpiresAt(live['password-reset']!.message, now)).toEqual(new Date('2026-03-05T10:00:00Z'));
    expect(secretExpiresAt(live['newsletter-confirm']!.message, now)).toEqual(new Date('2026-03-12T09:00:00Z'));
    expect(secretExpiresAt(samples.welcome.message, now)).toBeNull();
    expect(secretExpiresAt(samples['order-confirmation'].message, now)).toBeNull();
  });

  it.each(Object.entries(live))('%s: the admin copy names the link but holds no token, in either part', async (template, { message, secrets }) => {
    const email = await renderEmail(message);
    for (const secret of secrets) expect(email.html + email.text).toContain(secret);
    const shown = redactSecretLinks({ ...email, template });
    for (const secret of secrets) {
      expect(shown.html).not.toContain(secret);
      expect(shown.text).not.toContain(secret);
    }
    const note = `[link hidden: ${SECRET_LINK_PURPOSES[template as keyof typeof SECRET_LINK_PURPOSES]}]`;
    expect(shown.text).toContain(note);
    expect(shown.html).toContain(note);
    // The rest of the message is still there to read.
    expect(shown.text).toContain('Hello');
    expect(shown.html).toContain(store.email);
  });

  it('sign-in-code: the code is in the message, never in its subject, and an admin sees neither part of it', async () => {
    const message = samples['sign-in-code'].message;
    const email = await renderEmail(message);
    expect(email.text).toContain('048213');
    expect(email.html).toContain('048213');
    expect(email.subject).not.toContain('048213');
    expect(email.text).toContain('expires in 10 minutes');
    expect(secretExpiresAt(message, now)).toEqual(new Date('2026-03-05T09:10:00Z'));
    const shown = redactSecretLinks({ ...email, template: 'sign-in-code' });
    expect(shown).toEqual({ html: HIDDEN_CODE_NOTE, text: HIDDEN_CODE_NOTE });
  });

  it('leaves an email without one-time links untouched', async () => {
    const email = await renderEmail(samples['order-confirmation'].message);
    expect(redactSecretLinks({ ...email, template: 'order-confirmation' })).toEqual({ html: email.html, text: email.text });
  });

  it('back-in-stock: the admin copy keeps the product link and hides the unsubscribe link', async () => {
    const email = await renderEmail(samples['back-in-stock'].message);
    const shown = redactSecretLinks({ ...email, template: 'back-in-stock' });
    for (const part of [shown.text, shown.html]) {
      expect(part).not.toContain('id1.SiG');
      expect(part).toContain('[link hidden: one-time link]');
    }
    expect(shown.text).toContain('https://shop.test/products/oud-royale?size=50ml');
  });

  it('hides a token route link in any template, and hides the whole part when one survives in another form', () => {
    const text = 'See https://shop.test/reset-password/Zz9 and https://shop.test/products.';
    const shown = redactSecretLinks({ html: '', text, template: 'welcome' });
    expect(shown.text).toBe('See [link hidden: one-time link] and https://shop.test/products.');
    const mangled = redactSecretLinks({ html: '<a href="/reset-password/Zz9">x</a>', text: 'shop.test/verify-email/Zz9', template: 'welcome' });
    expect(mangled).toEqual({ html: HIDDEN_BODY_NOTE, text: HIDDEN_BODY_NOTE });
  });
});
