import { store } from '../../store';
import { button, link, note, p, renderLayout, strong } from '../layout';
import type { NewsletterConfirmMessage, RenderedEmail } from '../types';

export function renderNewsletterConfirm(m: NewsletterConfirmMessage): RenderedEmail {
  const days = Math.max(1, Math.round(m.expiresInDays));
  return renderLayout({
    subject: `Confirm your subscription to the ${store.name} newsletter`,
    preheader: 'One click to confirm that you want our newsletter. Nothing is sent until you do.',
    heading: 'Confirm your subscription',
    name: m.name,
    blocks: [
      p(
        `Someone, hopefully you, asked to receive the ${store.name} newsletter at this address: new compositions, early access to limited editions and notes from the studio, no more than twice a month.`,
      ),
      button('Confirm subscription', m.confirmUrl),
      note(strong(`This link expires in ${days} day${days === 1 ? '' : 's'}.`), ' Until you confirm, we will not send you the newsletter.'),
      note('If you did not ask for this, ignore this email and you will hear nothing more from us.'),
      link('Never want these emails at this address?', 'Unsubscribe', m.unsubscribeUrl),
    ],
    reason: `You received this email because this address was entered in the newsletter form on the ${store.name} website.`,
  });
}
