import 'server-only';
import type { DbOrTx } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { env } from '../env';

/* The claim emails, each queued in the transaction that made the change (so a rolled-back decision mails nobody). */

const ordersUrl = () => `${env().SITE_URL.replace(/\/+$/, '')}/orders`;

interface To {
  customerEmail: string | null;
  customerName: string;
  orderNumber: string;
}
type Line = { name: string; size: string | null; quantity: number };

export async function queueClaimReceived(tx: DbOrTx, order: To, claim: { reasonLabel: string; items: Line[]; answerBy: Date }): Promise<string | null> {
  if (!order.customerEmail) return null;
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'claim-received',
    name: order.customerName,
    orderNumber: order.orderNumber,
    reasonLabel: claim.reasonLabel,
    items: claim.items,
    answerBy: claim.answerBy,
    ordersUrl: ordersUrl(),
  });
  return id;
}

export async function queueClaimDecided(
  tx: DbOrTx,
  order: To,
  d: { decision: 'replaced' | 'refunded' | 'rejected'; items: Line[]; replacementOrderNumber: string | null; refundPaise: number | null; note: string | null; withdrawnCredits: string[] },
): Promise<string | null> {
  if (!order.customerEmail) return null;
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'claim-decided',
    name: order.customerName,
    orderNumber: order.orderNumber,
    ...d,
    ordersUrl: ordersUrl(),
  });
  return id;
}
