import { store } from '../../store';
import { inlineText } from '../escape';
import { formatHours } from '../format';
import { button, note, p, renderLayout, strong } from '../layout';
import type { EmailChangeConfirmMessage, RenderedEmail } from '../types';

/** Goes to the NEW address: proves the customer can read it before the account moves there. */
export function renderEmailChangeConfirm(m: EmailChangeConfirmMessage): RenderedEmail {
  const newEmail = inlineText(m.newEmail, 254);
  return renderLayout({
    subject: 'Confirm your new email address',
    preheader: `Confirm ${newEmail} to finish changing the email on your ${store.name} account.`,
    heading: 'Confirm your new email address',
    name: m.name,
    blocks: [
      p(`You asked to use `, strong(newEmail), ` for your ${store.name} account. Please confirm this address to finish the change.`),
      button('Confirm new email', m.confirmUrl),
      note(
        `Until you confirm, your account keeps its current email address. This link expires in ${formatHours(m.expiresInHours)}.`,
      ),
      note(`If you did not ask for this, ignore this email and nothing will change. Questions? Contact us at ${store.email}.`),
    ],
  });
}
