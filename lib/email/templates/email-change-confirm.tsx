import { inlineText } from '../escape';
import { formatHours } from '../format';
import { CallToAction, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { EmailChangeConfirmMessage } from '../types';

const subject = () => 'Confirm your new email address';

/** Goes to the NEW address: proves the customer can read it before the account moves there. */
function EmailChangeConfirmEmail({ store, ...m }: WithStore<EmailChangeConfirmMessage>) {
  const newEmail = inlineText(m.newEmail, 254);
  return (
    <EmailLayout
      store={store}
      subject={subject()}
      preheader={`Confirm ${newEmail} to finish changing the email on your ${store.name} account.`}
      heading="Confirm your new email address"
      name={m.name}
    >
      <Paragraph>
        {'You asked to use '}
        <Strong>{newEmail}</Strong>
        {` for your ${store.name} account. Please confirm this address to finish the change.`}
      </Paragraph>
      <CallToAction label="Confirm new email" url={m.confirmUrl} />
      <Note>{`Until you confirm, your account keeps its current email address. This link expires in ${formatHours(m.expiresInHours)}.`}</Note>
      <Note>{`If you did not ask for this, ignore this email and nothing will change. Questions? Contact us at ${store.email}.`}</Note>
    </EmailLayout>
  );
}

export const emailChangeConfirm: EmailDefinition<EmailChangeConfirmMessage> = { subject, Email: EmailChangeConfirmEmail };
