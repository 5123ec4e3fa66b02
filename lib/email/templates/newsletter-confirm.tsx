import { CallToAction, EmailLayout, Note, Paragraph, Strong, TextLink, type EmailDefinition, type WithStore } from '../layout';
import type { StoreInfo } from '../../store';
import type { NewsletterConfirmMessage } from '../types';

const subject = (_m: NewsletterConfirmMessage, store: StoreInfo) => `Confirm your subscription to the ${store.name} newsletter`;

function NewsletterConfirmEmail({ store, ...m }: WithStore<NewsletterConfirmMessage>) {
  const days = Math.max(1, Math.round(m.expiresInDays));
  return (
    <EmailLayout
      store={store}
      subject={subject(m, store)}
      preheader="One click to confirm that you want our newsletter. Nothing is sent until you do."
      heading="Confirm your subscription"
      name={m.name}
      reason={`You received this email because this address was entered in the newsletter form on the ${store.name} website.`}
    >
      <Paragraph>
        {`Someone, hopefully you, asked to receive the ${store.name} newsletter at this address: new compositions, early access to limited editions and notes from the studio, no more than twice a month.`}
      </Paragraph>
      <CallToAction label="Confirm subscription" url={m.confirmUrl} />
      <Note>
        <Strong>{`This link expires in ${days} day${days === 1 ? '' : 's'}.`}</Strong>
        {' Until you confirm, we will not send you the newsletter.'}
      </Note>
      <Note>If you did not ask for this, ignore this email and you will hear nothing more from us.</Note>
      <TextLink before="Never want these emails at this address?" label="Unsubscribe" url={m.unsubscribeUrl} />
    </EmailLayout>
  );
}

export const newsletterConfirm: EmailDefinition<NewsletterConfirmMessage> = { subject, Email: NewsletterConfirmEmail };
