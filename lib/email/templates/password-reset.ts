import { store } from '../../store';
import { formatMinutes } from '../format';
import { button, note, p, renderLayout, strong } from '../layout';
import type { PasswordResetMessage, RenderedEmail } from '../types';

export function renderPasswordReset(m: PasswordResetMessage): RenderedEmail {
  const expiry = formatMinutes(m.expiresInMinutes);
  return renderLayout({
    subject: 'Reset your password',
    preheader: `Choose a new password for your ${store.name} account. The link expires in ${expiry}.`,
    heading: 'Reset your password',
    name: m.name,
    blocks: [
      p(`We received a request to reset the password for your ${store.name} account. Choose a new password with the button below.`),
      button('Reset password', m.resetUrl),
      note(
        strong(`This link expires in ${expiry} and can be used once.`),
        ' Only the most recent link works: if you asked more than once, use the link in the latest email.',
      ),
      note('If you did not ask to reset your password, you can ignore this email. Your password stays the same.'),
    ],
  });
}
