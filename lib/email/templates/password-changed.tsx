import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { PasswordChangedMessage } from '../types';

const subject = () => 'Your password was changed';

function PasswordChangedEmail({ store, ...m }: WithStore<PasswordChangedMessage>) {
  const when = formatDateTimeLong(m.changedAt);
  return (
    <EmailLayout
      store={store}
      subject={subject()}
      preheader={`The password for your ${store.name} account was changed on ${when}.`}
      heading="Your password was changed"
      name={m.name}
    >
      <Paragraph>
        {`The password for your ${store.name} account was just changed. Any other devices signed in to your account have been signed out.`}
      </Paragraph>
      <Details rows={[{ label: 'Changed on', value: when }]} />
      <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
      <Paragraph>
        <Strong>If this wasn’t you, reset your password straight away</Strong>
        {` with the button below, then contact us at ${store.email} or ${store.phone} so we can help secure your account.`}
      </Paragraph>
      <CallToAction label="Reset my password" url={m.forgotUrl} />
      <Note>We send this notice for every password change, so you always know when your account’s security changes.</Note>
    </EmailLayout>
  );
}

export const passwordChanged: EmailDefinition<PasswordChangedMessage> = { subject, Email: PasswordChangedEmail };
