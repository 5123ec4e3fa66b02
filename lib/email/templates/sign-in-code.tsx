import { formatMinutes } from '../format';
import { EmailLayout, Note, OneTimeCode, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { SignInCodeMessage } from '../types';

// Never the code itself: the subject is stored beside the body and listed in the back office.
const subject = (_m: SignInCodeMessage, store: { name: string }) => `Your ${store.name} sign-in code`;

function SignInCodeEmail({ store, ...m }: WithStore<SignInCodeMessage>) {
  const expiry = formatMinutes(m.expiresInMinutes);
  return (
    <EmailLayout
      store={store}
      subject={subject(m, store)}
      preheader={`Enter this code to continue to checkout. It expires in ${expiry}.`}
      heading="Your sign-in code"
      name={m.name}
    >
      <Paragraph>{`Enter this code on the ${store.name} checkout page to continue with your order:`}</Paragraph>
      <OneTimeCode code={m.code} />
      <Note>
        <Strong>{`It expires in ${expiry} and works once.`}</Strong>
        {' Only the most recent code works: if you asked more than once, use the one in the latest email.'}
      </Note>
      <Note>If you did not ask for a code, you can ignore this email. Nobody can sign in without it.</Note>
    </EmailLayout>
  );
}

export const signInCode: EmailDefinition<SignInCodeMessage> = { subject, Email: SignInCodeEmail };
