import { formatInr } from '../../money';
import { inlineText } from '../escape';
import { CallToAction, Details, EmailLayout, Note, Paragraph, TextLink, type EmailDefinition, type WithStore } from '../layout';
import type { BackInStockMessage } from '../types';

const perfume = (m: BackInStockMessage) => `${inlineText(m.productName, 120)} ${inlineText(m.sizeLabel, 40)}`;

const subject = (m: BackInStockMessage) => `Back in stock: ${perfume(m)}`;

function BackInStockEmail({ store, ...m }: WithStore<BackInStockMessage>) {
  return (
    <EmailLayout
      store={store}
      subject={subject(m)}
      preheader={`${perfume(m)} is available again at ${store.name}.`}
      heading="It is back in stock"
      name={m.name}
      reason={`You received this email because you asked us, on the ${store.name} website, to tell you when this perfume was back in stock. We send it once.`}
    >
      <Paragraph>{`Good news: ${perfume(m)} by ${inlineText(m.brand, 80)} is available again. Stock of returning sizes often goes quickly.`}</Paragraph>
      <Details
        rows={[
          { label: 'Perfume', value: inlineText(m.productName, 120) },
          { label: 'Size', value: inlineText(m.sizeLabel, 40) },
          { label: 'Price', value: `${formatInr(m.pricePaise)} (incl. GST)` },
        ]}
      />
      <CallToAction label="View the perfume" url={m.productUrl} />
      <Note>This was a one-time alert: we will not write about this size again unless you ask.</Note>
      <TextLink before="Waiting for other perfumes and want no more of these emails?" label="Stop back-in-stock emails" url={m.unsubscribeUrl} />
    </EmailLayout>
  );
}

export const backInStock: EmailDefinition<BackInStockMessage> = { subject, Email: BackInStockEmail };
