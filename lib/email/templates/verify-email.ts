import { store } from '../../store';
import { formatHours } from '../format';
import { button, note, p, renderLayout } from '../layout';
import type { RenderedEmail, VerifyEmailMessage } from '../types';

export function renderVerifyEmail(m: VerifyEmailMessage): RenderedEmail {
  return renderLayout({
    subject: 'Confirm your email',
    preheader: `One click to confirm your email and activate your ${store.name} account.`,
    heading: 'Confirm your email',
    name: m.name,
    blocks: [
      p(
        `Thank you for creating an account with ${store.name}. Please confirm that this is your email address, so we can keep your account secure and send you updates about your orders.`,
      ),
      button('Confirm email', m.verifyUrl),
      note(`This link expires in ${formatHours(m.expiresInHours)}. If it has expired, you can request a new link from our website.`),
      note('If you did not create an account with us, you can ignore this email: the account will not be activated.'),
    ],
  });
}
