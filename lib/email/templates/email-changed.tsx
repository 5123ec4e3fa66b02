import { absoluteUrl } from '../../seo';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { EmailChangedMessage } from '../types';

const subject = () => 'Your email address was changed';

/** Goes to the OLD address: the one place the account holder still hears about a takeover. */
function EmailChangedEmail({ store, ...m }: WithStore<EmailChangedMessage>) {
  const oldEmail = inlineText(m.oldEmail, 254);
  const newEmail = inlineText(m.newEmail, 254);
  return (
    <EmailLayout
      store={store}
      subject={subject()}
      preheader={`The email address for your ${store.name} account is now ${newEmail}.`}
      heading="Your email address was changed"
      name={m.name}
    >
      <Paragraph>{`The email address for your ${store.name} account was changed. We are letting you know at your previous address.`}</Paragraph>
      <Details
        rows={[
          { label: 'Previous email', value: oldEmail },
          { label: 'New email', value: newEmail },
          { label: 'Changed on', value: formatDateTimeLong(m.changedAt) },
        ]}
      />
      <Paragraph>{`From now on, you sign in with ${newEmail}, and we send your order updates and account emails there.`}</Paragraph>
      <Paragraph>
        <Strong>If you did not make this change, contact us straight away</Strong>
        {` at ${store.email} or ${store.phone}, so we can secure your account.`}
      </Paragraph>
      <CallToAction label="Contact support" url={absoluteUrl('/contact')} />
      <Note>If you made this change yourself, there is nothing more to do.</Note>
    </EmailLayout>
  );
}

export const emailChanged: EmailDefinition<EmailChangedMessage> = { subject, Email: EmailChangedEmail };
