import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, EmailLayout, Note, Paragraph, TextLink, type EmailDefinition, type WithStore } from '../layout';
import type { OrderDeliveredMessage } from '../types';
import { orderRef } from './order-parts';
import { CREDIT_MIN_VOLUME_ML } from '../../discovery/credit';

const subject = (m: OrderDeliveredMessage) => `Your order has arrived: ${orderRef(m.orderNumber)}`;

function OrderDeliveredEmail({ store, ...m }: WithStore<OrderDeliveredMessage>) {
  const order = orderRef(m.orderNumber);
  const reviews = m.reviews ?? [];

  return (
    <EmailLayout store={store} subject={subject(m)} preheader={`Your order ${order} was delivered. How do you like it?`} heading="Your order has arrived" name={m.name}>
      <Paragraph>{`Your order ${order} was delivered on ${formatDateTimeLong(m.deliveredAt)}. We hope it brings you joy.`}</Paragraph>
      {reviews.length > 0 ? (
        <>
          <Paragraph>
            {reviews.length === 1
              ? 'Once you have worn it for a few days, would you tell others what you think? A few words help fellow perfume lovers choose.'
              : 'Once you have worn them for a few days, would you tell others what you think of each? A few words help fellow perfume lovers choose.'}
          </Paragraph>
          {reviews.map((review) => (
            <TextLink key={review.url} before="Review" label={inlineText(review.name, 120)} url={review.url} />
          ))}
        </>
      ) : null}
      {(m.credits ?? []).map((credit) => (
        <Paragraph key={credit.code}>
          {`Your discovery set earned you a credit of ${credit.value}: use code ${credit.code} at checkout on a full bottle (${CREDIT_MIN_VOLUME_ML} ml or more) of ${credit.perfumes}. It works once, on your account only, until ${credit.expires}.`}
        </Paragraph>
      ))}
      <CallToAction label="View my orders" url={m.ordersUrl} />
      {/* The refund policy's one exception: the customer must act within this window. */}
      <Note>
        {`If the parcel arrived damaged, leaking or with the wrong product, tell us within ${store.policy.claimWindowHours} hours of delivery with photos or a video and we will make it right: open the order in My Orders (${m.ordersUrl}) and choose Report a problem.`}
      </Note>
    </EmailLayout>
  );
}

export const orderDelivered: EmailDefinition<OrderDeliveredMessage> = { subject, Email: OrderDeliveredEmail };
