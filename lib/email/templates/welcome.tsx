import { BenefitList, CallToAction, EmailLayout, Note, Paragraph, type EmailDefinition, type WithStore } from '../layout';
import type { StoreInfo } from '../../store';
import type { WelcomeMessage } from '../types';

const WELCOME_BENEFITS = [
  { title: 'Exclusive fragrances', text: 'Limited editions and studio exclusives, composed in our Bengaluru studio.' },
  { title: 'Member discounts', text: 'Offers reserved for members, sent straight to this inbox.' },
  { title: 'Early access', text: 'A first look at new launches and seasonal collections, before anyone else.' },
  { title: 'Personalised recommendations', text: 'Suggestions shaped by the scents you love and the notes you return to.' },
] as const;

const subject = (_m: WelcomeMessage, store: StoreInfo) => `Welcome to ${store.name}`;

function WelcomeEmail({ store, ...m }: WithStore<WelcomeMessage>) {
  return (
    <EmailLayout store={store} subject={subject(m, store)} preheader="Your email is confirmed. Discover what membership brings you." heading={`Welcome to ${store.name}`} name={m.name}>
      <Paragraph>Your email is confirmed and your account is ready. We are delighted to welcome you to the house.</Paragraph>
      <Paragraph>As a member, you can look forward to:</Paragraph>
      <BenefitList items={WELCOME_BENEFITS} />
      <CallToAction label="Explore the collection" url={m.shopUrl} />
      <Note>Shipping is free across India, and every fragrance we sell is authentic.</Note>
    </EmailLayout>
  );
}

export const welcome: EmailDefinition<WelcomeMessage> = { subject, Email: WelcomeEmail };
