import { formatHours } from '../format';
import { CallToAction, EmailLayout, Note, Paragraph, type EmailDefinition, type WithStore } from '../layout';
import type { VerifyEmailMessage } from '../types';

const subject = () => 'Confirm your email';

function VerifyEmail({ store, ...m }: WithStore<VerifyEmailMessage>) {
  return (
    <EmailLayout
      store={store}
      subject={subject()}
      preheader={`One click to confirm your email and activate your ${store.name} account.`}
      heading="Confirm your email"
      name={m.name}
    >
      <Paragraph>
        {`Thank you for creating an account with ${store.name}. Please confirm that this is your email address, so we can keep your account secure and send you updates about your orders.`}
      </Paragraph>
      <CallToAction label="Confirm email" url={m.verifyUrl} />
      <Note>{`This link expires in ${formatHours(m.expiresInHours)}. If it has expired, you can request a new link from our website.`}</Note>
      <Note>If you did not create an account with us, you can ignore this email: the account will not be activated.</Note>
    </EmailLayout>
  );
}

export const verifyEmail: EmailDefinition<VerifyEmailMessage> = { subject, Email: VerifyEmail };
