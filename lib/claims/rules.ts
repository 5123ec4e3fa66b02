/*
 * The pure rules of a claim (docs/claims.md): the window, how many units each line may still be
 * claimed for, what a refund of claimed lines comes to, and what evidence is enough. No database,
 * no Next.js: unit-tested in tests/unit/claims-rules.test.ts.
 */
import type { ClaimMediaDto } from './types';
import { CLAIM_LIMITS, CLAIM_MESSAGES } from './messages';

/** When the claim window of an order delivered at `deliveredAt` closes. */
export function claimWindowClosesAt(deliveredAt: Date, hours: number): Date {
  return new Date(deliveredAt.getTime() + hours * 3_600_000);
}

/** Whether a claim may be made at `now`: delivered, and before the window closes (the closing instant is outside it). */
export function withinClaimWindow(deliveredAt: Date | null, hours: number, now: Date): boolean {
  if (!deliveredAt) return false;
  return now.getTime() < claimWindowClosesAt(deliveredAt, hours).getTime();
}

export interface ClaimableLine {
  id: string;
  quantity: number;
  /** A free sample ('sample') is never claimable: nothing was paid for it, and it is no bottle to replace. */
  kind?: string;
}

/**
 * Units of each line still claimable: delivered minus what earlier claims cover. A rejected
 * claim covers nothing (the shopper may report again, within the window, with better evidence).
 */
export function claimableQuantities(
  lines: readonly ClaimableLine[],
  earlier: readonly { status: string; items: readonly { orderItemId: string; quantity: number }[] }[],
): Map<string, number> {
  const left = new Map(lines.map((l) => [l.id, l.kind === 'sample' ? 0 : l.quantity]));
  for (const claim of earlier) {
    if (claim.status === 'rejected') continue;
    for (const item of claim.items) {
      if (left.has(item.orderItemId)) left.set(item.orderItemId, left.get(item.orderItemId)! - item.quantity);
    }
  }
  for (const [id, n] of left) left.set(id, Math.max(0, n));
  return left;
}

/** The first problem with the chosen lines, as a message; null when every line may be claimed for that many. */
export function claimLinesRefusal(
  wanted: readonly { orderItemId: string; quantity: number }[],
  lines: readonly (ClaimableLine & { name: string })[],
  left: ReadonlyMap<string, number>,
): string | null {
  if (wanted.length === 0) return CLAIM_MESSAGES.linesRequired;
  const seen = new Set<string>();
  for (const w of wanted) {
    if (seen.has(w.orderItemId)) return CLAIM_MESSAGES.duplicateLine;
    seen.add(w.orderItemId);
    const line = lines.find((l) => l.id === w.orderItemId);
    if (!line) return CLAIM_MESSAGES.lineNotInOrder;
    if (line.kind === 'sample') return CLAIM_MESSAGES.sampleNotClaimable;
    const can = left.get(line.id) ?? 0;
    if (w.quantity > can) return CLAIM_MESSAGES.tooMany(line.name, can);
  }
  return null;
}

/**
 * What a refund of claimed lines comes to, in paise: each unit at the price paid for it, less the
 * lines' proportional share of the order's coupon discount (the coupon came off the goods alone,
 * so it is spread over the goods by value), rounded down to the paisa in the shopper's favour
 * never beyond what they paid. Gift wrap is not a claimed line and is not refunded. Capped at
 * `refundablePaise`, what the order has not yet had back.
 */
export function claimRefundPaise(
  claimed: readonly { unitPricePaise: number; quantity: number }[],
  order: { subtotalPaise: number; discountPaise: number },
  refundablePaise: number,
): number {
  const gross = claimed.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const discountShare = order.subtotalPaise > 0 ? Math.floor((order.discountPaise * gross) / order.subtotalPaise) : 0;
  return Math.max(0, Math.min(gross - discountShare, refundablePaise));
}

/** 1–5 photos, or exactly one video: the first problem as a message, or null. */
export function claimMediaRefusal(media: readonly ClaimMediaDto[]): string | null {
  if (media.length === 0) return CLAIM_MESSAGES.mediaRequired;
  const videos = media.filter((m) => m.kind === 'video').length;
  const images = media.length - videos;
  if (videos > 0 && images > 0) return CLAIM_MESSAGES.mediaMix;
  if (videos > CLAIM_LIMITS.videos) return CLAIM_MESSAGES.tooManyVideos;
  if (images > CLAIM_LIMITS.images) return CLAIM_MESSAGES.tooManyImages;
  if (new Set(media.map((m) => m.url)).size !== media.length) return CLAIM_MESSAGES.mediaRequired;
  return null;
}

/** The refund id of a claim's refund: the order's n-th claim refund (RF-MA-2026-001234-C1). */
export function claimRefundId(orderNumber: string, n: number): string {
  return `RF-${orderNumber}-C${n}`.slice(0, 40);
}

/** A claim refund's credit note number: the invoice's with the series C<n> (MA/26-27/000001 → C1/26-27/000001). */
export function claimCreditNoteNumber(invoiceNumber: string, n: number): string {
  const slash = invoiceNumber.indexOf('/');
  return slash > 0 ? `C${n}${invoiceNumber.slice(slash)}`.slice(0, 16) : `C${n}-${invoiceNumber}`.slice(0, 16);
}

/** The claim's n from its refund id, or null when the refund is not a claim's. */
export function claimRefundNumber(orderNumber: string, refundId: string): number | null {
  const prefix = `RF-${orderNumber}-C`;
  if (!refundId.startsWith(prefix)) return null;
  const n = Number(refundId.slice(prefix.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}
