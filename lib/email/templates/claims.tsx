import { formatInr } from '../../money';
import { withdrawnCreditsText } from '../../discovery/credit';
import { inlineText } from '../escape';
import { formatDateTimeLong } from '../format';
import { CallToAction, Details, EmailLayout, Note, Paragraph, Strong, type EmailDefinition, type WithStore } from '../layout';
import type { ClaimDecidedMessage, ClaimReceivedMessage } from '../types';
import { BANK_CREDIT_WINDOW, orderRef } from './order-parts';

type Line = { name: string; size: string | null; quantity: number };

function lineRows(items: readonly Line[]) {
  return items.map((i) => ({ label: `${i.quantity} ×`, value: inlineText(i.size ? `${i.name} (${i.size})` : i.name, 160) }));
}

const receivedSubject = (m: ClaimReceivedMessage) => `We have your report: ${orderRef(m.orderNumber)}`;

function ClaimReceivedEmail({ store, ...m }: WithStore<ClaimReceivedMessage>) {
  const order = orderRef(m.orderNumber);
  return (
    <EmailLayout store={store} subject={receivedSubject(m)} preheader={`We are looking at the problem you reported with order ${order}.`} heading="We have your report" name={m.name}>
      <Paragraph>{`Thank you for telling us. You reported a problem with order ${order} (${inlineText(m.reasonLabel, 40).toLowerCase()}):`}</Paragraph>
      <Details rows={lineRows(m.items)} />
      <Paragraph>{`We will look at your photos or video and answer by ${formatDateTimeLong(m.answerBy)}: a replacement, a refund, or an explanation.`}</Paragraph>
      <CallToAction label="View my orders" url={m.ordersUrl} />
      <Note>Please keep the bottle and its packaging until we answer.</Note>
    </EmailLayout>
  );
}

const decidedSubject = (m: ClaimDecidedMessage) =>
  m.decision === 'replaced'
    ? `A replacement is on its way: ${orderRef(m.orderNumber)}`
    : m.decision === 'refunded'
      ? `Your claim is refunded: ${orderRef(m.orderNumber)}`
      : `About the problem you reported: ${orderRef(m.orderNumber)}`;

function ClaimDecidedEmail({ store, ...m }: WithStore<ClaimDecidedMessage>) {
  const order = orderRef(m.orderNumber);
  const note = m.note ? inlineText(m.note, 1000) : '';
  return (
    <EmailLayout store={store} subject={decidedSubject(m)} preheader={decidedSubject(m)} heading={m.decision === 'rejected' ? 'About your report' : 'We have made it right'} name={m.name}>
      {m.decision === 'replaced' ? (
        <Paragraph>
          {`We are sending you a replacement for what you reported on order ${order}, free of charge: order `}
          <Strong>{orderRef(m.replacementOrderNumber ?? '')}</Strong>
          {'. We will email you its courier and tracking number when it leaves us.'}
        </Paragraph>
      ) : m.decision === 'refunded' ? (
        <Paragraph>
          {'We are refunding '}
          <Strong>{formatInr(m.refundPaise ?? 0)}</Strong>
          {` for what you reported on order ${order}, to your original payment method. It reaches you within ${BANK_CREDIT_WINDOW}.`}
        </Paragraph>
      ) : (
        <Paragraph>{`We looked carefully at the problem you reported with order ${order} and cannot accept it.`}</Paragraph>
      )}
      <Details rows={lineRows(m.items)} />
      {m.withdrawnCredits?.length ? (
        <Paragraph>{withdrawnCreditsText(m.withdrawnCredits.map((c) => inlineText(c, 40)))}</Paragraph>
      ) : null}
      {note ? <Paragraph>{m.decision === 'rejected' ? `Why: ${note}` : note}</Paragraph> : null}
      <CallToAction label="View my orders" url={m.ordersUrl} />
      {m.decision === 'rejected' ? <Note>{`If you think we got this wrong, reply to this email or write to ${inlineText(store.email, 120)}.`}</Note> : null}
    </EmailLayout>
  );
}

export const claimReceived: EmailDefinition<ClaimReceivedMessage> = { subject: receivedSubject, Email: ClaimReceivedEmail };
export const claimDecided: EmailDefinition<ClaimDecidedMessage> = { subject: decidedSubject, Email: ClaimDecidedEmail };
