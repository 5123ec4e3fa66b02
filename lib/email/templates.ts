import { renderEmailChangeConfirm } from './templates/email-change-confirm';
import { renderEmailChanged } from './templates/email-changed';
import { renderNewsletterConfirm } from './templates/newsletter-confirm';
import { renderOrderCancelled } from './templates/order-cancelled';
import { renderOrderConfirmation } from './templates/order-confirmation';
import { renderOrderShipped } from './templates/order-shipped';
import { renderPasswordChanged } from './templates/password-changed';
import { renderPasswordReset } from './templates/password-reset';
import { renderPaymentFailed } from './templates/payment-failed';
import { renderRefundIssued } from './templates/refund-issued';
import { renderVerifyEmail } from './templates/verify-email';
import { renderWelcome } from './templates/welcome';
import type { EmailMessage, RenderedEmail } from './types';

/** Subject, HTML and plain text of a message. Throws only on a programming error (e.g. a non-http link). */
export function renderEmail(message: EmailMessage): RenderedEmail {
  switch (message.template) {
    case 'verify-email':
      return renderVerifyEmail(message);
    case 'password-reset':
      return renderPasswordReset(message);
    case 'password-changed':
      return renderPasswordChanged(message);
    case 'email-changed':
      return renderEmailChanged(message);
    case 'email-change-confirm':
      return renderEmailChangeConfirm(message);
    case 'welcome':
      return renderWelcome(message);
    case 'newsletter-confirm':
      return renderNewsletterConfirm(message);
    case 'order-confirmation':
      return renderOrderConfirmation(message);
    case 'payment-failed':
      return renderPaymentFailed(message);
    case 'order-cancelled':
      return renderOrderCancelled(message);
    case 'refund-issued':
      return renderRefundIssued(message);
    case 'order-shipped':
      return renderOrderShipped(message);
    default: {
      const unknown: never = message;
      throw new TypeError(`Unknown email template: ${JSON.stringify((unknown as { template?: unknown }).template)}`);
    }
  }
}

export { escapeHtml } from './escape';
export type { EmailMessage, RenderedEmail } from './types';
