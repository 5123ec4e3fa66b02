import { store } from '../../store';
import { formatDateTimeLong } from '../format';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { PasswordChangedMessage, RenderedEmail } from '../types';

export function renderPasswordChanged(m: PasswordChangedMessage): RenderedEmail {
  const when = formatDateTimeLong(m.changedAt);
  return renderLayout({
    subject: 'Your password was changed',
    preheader: `The password for your ${store.name} account was changed on ${when}.`,
    heading: 'Your password was changed',
    name: m.name,
    blocks: [
      p(
        `The password for your ${store.name} account was just changed. Any other devices signed in to your account have been signed out.`,
      ),
      details([{ label: 'Changed on', value: when }]),
      p('If you made this change, there is nothing more to do.'),
      p(
        strong('If this wasn’t you, reset your password straight away'),
        ` with the button below, then contact us at ${store.email} or ${store.phone} so we can help secure your account.`,
      ),
      button('Reset my password', m.forgotUrl),
      note('We send this notice for every password change, so you always know when your account’s security changes.'),
    ],
  });
}
