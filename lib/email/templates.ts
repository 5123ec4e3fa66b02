import 'server-only';
import { createElement } from 'react';
import { PLAIN_TEXT, type EmailDefinition } from './layout';
import { backInStock } from './templates/back-in-stock';
import { claimDecided, claimReceived } from './templates/claims';
import { emailChangeConfirm } from './templates/email-change-confirm';
import { emailChanged } from './templates/email-changed';
import { newsletterConfirm } from './templates/newsletter-confirm';
import { orderCancelled } from './templates/order-cancelled';
import { orderConfirmation } from './templates/order-confirmation';
import { orderDelivered } from './templates/order-delivered';
import { orderShipped } from './templates/order-shipped';
import { passwordChanged } from './templates/password-changed';
import { passwordReset } from './templates/password-reset';
import { signInCode } from './templates/sign-in-code';
import { paymentFailed } from './templates/payment-failed';
import { refundIssued } from './templates/refund-issued';
import { verifyEmail } from './templates/verify-email';
import { welcome } from './templates/welcome';
import type { StoreInfo } from '../store';
import type { EmailMessage, EmailTemplate, RenderedEmail } from './types';

const TEMPLATES: { [T in EmailTemplate]: EmailDefinition<Extract<EmailMessage, { template: T }>> } = {
  'verify-email': verifyEmail,
  'password-reset': passwordReset,
  'sign-in-code': signInCode,
  'password-changed': passwordChanged,
  'email-changed': emailChanged,
  'email-change-confirm': emailChangeConfirm,
  welcome,
  'newsletter-confirm': newsletterConfirm,
  'order-confirmation': orderConfirmation,
  'payment-failed': paymentFailed,
  'order-cancelled': orderCancelled,
  'refund-issued': refundIssued,
  'order-shipped': orderShipped,
  'order-delivered': orderDelivered,
  'claim-received': claimReceived,
  'claim-decided': claimDecided,
  'back-in-stock': backInStock,
};

/** The subject line alone, without rendering the message. */
export function emailSubject(message: EmailMessage, store: StoreInfo): string {
  return (TEMPLATES[message.template] as EmailDefinition<EmailMessage>).subject(message, store);
}

/**
 * Subject, HTML and plain text of a message, both parts from the template's one React tree.
 * Rejects only on a programming error (e.g. a non-http link).
 */
export async function renderEmail(message: EmailMessage, store: StoreInfo): Promise<RenderedEmail> {
  const definition = TEMPLATES[message.template] as EmailDefinition<EmailMessage> | undefined;
  if (!definition) throw new TypeError(`Unknown email template: ${JSON.stringify(message.template)}`);
  // Loaded with the first email, not with every route that can send one. Next leaves it to
  // Node (serverExternalPackages in next.config.ts): under the react-server condition that
  // route handlers are bundled with, the react-dom/server it renders with refuses to load.
  const { render, toPlainText } = await import('@react-email/render');
  const markup = await render(createElement(definition.Email, { ...message, store }));
  // React Email opens with an XHTML 1.0 doctype; the emails are HTML5 documents (meta charset, lang).
  const html = markup.replace(/^<!DOCTYPE[^>]*>/i, '<!DOCTYPE html>');
  return { subject: definition.subject(message, store), html, text: toPlainText(html, PLAIN_TEXT) };
}

export type { EmailMessage, RenderedEmail } from './types';
