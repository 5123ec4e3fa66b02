import { formatMinutes } from '../format';
import { CallToAction, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { PasswordResetMessage } from '../types';

const subject = () => 'Reset your password';

function PasswordResetEmail({ store, ...m }: WithStore<PasswordResetMessage>) {
  const expiry = formatMinutes(m.expiresInMinutes);
  return (
    <EmailLayout
      store={store}
      subject={subject()}
      preheader={`Choose a new password for your ${store.name} account. The link expires in ${expiry}.`}
      heading="Reset your password"
      name={m.name}
    >
      <Paragraph>{`We received a request to reset the password for your ${store.name} account. Choose a new password with the button below.`}</Paragraph>
      <CallToAction label="Reset password" url={m.resetUrl} />
      <Note>
        <Strong>{`This link expires in ${expiry} and can be used once.`}</Strong>
        {' Only the most recent link works: if you asked more than once, use the link in the latest email.'}
      </Note>
      <Note>If you did not ask to reset your password, you can ignore this email. Your password stays the same.</Note>
    </EmailLayout>
  );
}

export const passwordReset: EmailDefinition<PasswordResetMessage> = { subject, Email: PasswordResetEmail };
