import { absoluteUrl } from '../../seo';
import { store } from '../../store';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { button, details, note, p, renderLayout, strong } from '../layout';
import type { EmailChangedMessage, RenderedEmail } from '../types';

/** Goes to the OLD address: the one place the account holder still hears about a takeover. */
export function renderEmailChanged(m: EmailChangedMessage): RenderedEmail {
  const when = formatDateTimeLong(m.changedAt);
  const oldEmail = inlineText(m.oldEmail, 254);
  const newEmail = inlineText(m.newEmail, 254);
  return renderLayout({
    subject: 'Your email address was changed',
    preheader: `The email address for your ${store.name} account is now ${newEmail}.`,
    heading: 'Your email address was changed',
    name: m.name,
    blocks: [
      p(`The email address for your ${store.name} account was changed. We are letting you know at your previous address.`),
      details([
        { label: 'Previous email', value: oldEmail },
        { label: 'New email', value: newEmail },
        { label: 'Changed on', value: when },
      ]),
      p(`From now on, you sign in with ${newEmail}, and we send your order updates and account emails there.`),
      p(
        strong('If you did not make this change, contact us straight away'),
        ` at ${store.email} or ${store.phone}, so we can secure your account.`,
      ),
      button('Contact support', absoluteUrl('/contact')),
      note('If you made this change yourself, there is nothing more to do.'),
    ],
  });
}
