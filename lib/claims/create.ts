import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimItems, claims, orderItems, orders, uploads } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, badRequest, notFound } from '../errors';
import { ORDER_MESSAGES } from '../orders/messages';
import type { OrderActor } from '../orders/queries';
import { findOrderRow } from '../orders/queries';
import { readStoreDetails } from '../store-details/settings';
import { queueClaimReceived } from './emails';
import { answerBy, getClaimDto } from './queries';
import { claimableQuantities, claimLinesRefusal, claimMediaRefusal, withinClaimWindow } from './rules';
import { CLAIM_MESSAGES } from './messages';
import type { CreateClaimInput } from './schema';
import { CLAIM_REASON_LABELS, type ClaimDto, type ClaimMediaDto } from './types';

/** Statuses of an order that has reached the shopper. */
const DELIVERED = new Set(['delivered', 'completed']);

/**
 * POST /orders/{id}/claims: the order's owner reports lines that arrived wrong, damaged or
 * leaking, within the store's claim window after delivery, with 1–5 photos or one video they
 * uploaded for it. One transaction, on the locked order: one open claim per order at a time, and
 * never more units than were delivered less what earlier claims (not rejected) cover.
 */
export async function createClaim(db: Db, actor: OrderActor, orderRef: string, input: CreateClaimInput, now = new Date()): Promise<ClaimDto> {
  const found = await findOrderRow(db, orderRef);
  // Someone else's order reads as a missing one, so ids cannot be probed (an admin reports for nobody).
  if (!found || found.userId !== actor.userId) throw notFound(ORDER_MESSAGES.notFound);

  const claimId = await inTransaction(db, async (tx, effects) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (!DELIVERED.has(order.status) || !order.deliveredAt) throw new AppError('ORDER_NOT_DELIVERED', CLAIM_MESSAGES.notDelivered);
    const { claimWindowHours } = await readStoreDetails(tx);
    if (!withinClaimWindow(order.deliveredAt, claimWindowHours, now)) {
      throw new AppError('CLAIM_WINDOW_CLOSED', CLAIM_MESSAGES.windowClosed(claimWindowHours));
    }

    const earlier = await tx.select({ id: claims.id, status: claims.status }).from(claims).where(eq(claims.orderId, order.id));
    if (earlier.some((c) => c.status === 'open')) throw new AppError('CLAIM_ALREADY_OPEN', CLAIM_MESSAGES.alreadyOpen);
    const earlierItems = earlier.length
      ? await tx.select().from(claimItems).where(inArray(claimItems.claimId, earlier.map((c) => c.id)))
      : [];
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    const left = claimableQuantities(
      lines,
      earlier.map((c) => ({ status: c.status, items: earlierItems.filter((i) => i.claimId === c.id) })),
    );
    const refusal = claimLinesRefusal(input.items, lines, left);
    if (refusal) {
      if (refusal === CLAIM_MESSAGES.linesRequired || refusal === CLAIM_MESSAGES.duplicateLine || refusal === CLAIM_MESSAGES.lineNotInOrder || refusal === CLAIM_MESSAGES.sampleNotClaimable) {
        throw badRequest(refusal, { items: [refusal] });
      }
      throw new AppError('CLAIM_QUANTITY_EXCEEDED', refusal, { errors: { items: [refusal] } });
    }

    const media = await ownClaimMedia(tx, actor.userId, input.media.map((m) => m.url));
    const mediaProblem = claimMediaRefusal(media);
    if (mediaProblem) throw badRequest(mediaProblem, { media: [mediaProblem] });

    const [claim] = await tx
      .insert(claims)
      .values({
        orderId: order.id,
        userId: actor.userId,
        reason: input.reason,
        description: input.description,
        media,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(claimItems).values(input.items.map((i) => ({ claimId: claim!.id, orderItemId: i.orderItemId, quantity: i.quantity })));
    effects.email(
      await queueClaimReceived(tx, order, {
        reasonLabel: CLAIM_REASON_LABELS[input.reason],
        items: input.items.map((i) => {
          const line = lines.find((l) => l.id === i.orderItemId)!;
          return { name: line.name, size: line.variantLabel, quantity: i.quantity };
        }),
        answerBy: answerBy(now),
      }),
    );
    return claim!.id;
  });
  return (await getClaimDto(db, claimId))!;
}

/**
 * The media as the store recorded them: each URL must be a live file this shopper uploaded for a
 * claim (the local store and UploadThing both record theirs), and its kind is the recorded type's,
 * never the client's word. In the order given.
 */
async function ownClaimMedia(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string, urls: string[]): Promise<ClaimMediaDto[]> {
  const wanted = [...new Set(urls)];
  const rows = await tx
    .select({ url: uploads.url, type: uploads.type })
    .from(uploads)
    .where(
      and(
        inArray(uploads.url, wanted),
        eq(uploads.uploaderId, userId),
        eq(uploads.purpose, 'claim'),
        isNull(uploads.rejectedReason),
        isNull(uploads.deleteRequestedAt),
      ),
    );
  const byUrl = new Map(rows.map((r) => [r.url, r.type]));
  if (wanted.some((u) => !byUrl.has(u))) throw badRequest(CLAIM_MESSAGES.mediaNotOwn, { media: [CLAIM_MESSAGES.mediaNotOwn] });
  return urls.map((url) => ({ url, kind: byUrl.get(url)!.startsWith('video/') ? 'video' : 'image' }));
}
