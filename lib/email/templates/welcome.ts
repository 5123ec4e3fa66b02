import { store } from '../../store';
import { button, list, note, p, renderLayout } from '../layout';
import type { RenderedEmail, WelcomeMessage } from '../types';

export const WELCOME_BENEFITS = [
  { title: 'Exclusive fragrances', text: 'Limited editions and studio exclusives, composed in our Bengaluru studio.' },
  { title: 'Member discounts', text: 'Offers reserved for members, sent straight to this inbox.' },
  { title: 'Early access', text: 'A first look at new launches and seasonal collections, before anyone else.' },
  { title: 'Personalised recommendations', text: 'Suggestions shaped by the scents you love and the notes you return to.' },
] as const;

export function renderWelcome(m: WelcomeMessage): RenderedEmail {
  return renderLayout({
    subject: `Welcome to ${store.name}`,
    preheader: 'Your email is confirmed. Discover what membership brings you.',
    heading: `Welcome to ${store.name}`,
    name: m.name,
    blocks: [
      p('Your email is confirmed and your account is ready. We are delighted to welcome you to the house.'),
      p('As a member, you can look forward to:'),
      list([...WELCOME_BENEFITS]),
      button('Explore the collection', m.shopUrl),
      note('Shipping is free across India, and every fragrance we sell is authentic.'),
    ],
  });
}
