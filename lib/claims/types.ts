/*
 * Claims as the API answers them (docs/claims.md). Import-free, so client components share them.
 * Money in rupees; dates ISO strings.
 */

export const CLAIM_REASONS = ['wrong', 'damaged', 'leaking'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_STATUSES = ['open', 'replaced', 'refunded', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_DECISIONS = ['replace', 'refund', 'reject'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  wrong: 'Wrong product',
  damaged: 'Damaged',
  leaking: 'Leaking',
};

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  open: 'Waiting for our answer',
  replaced: 'Replacement sent',
  refunded: 'Refunded',
  rejected: 'Not accepted',
};

export interface ClaimMediaDto {
  url: string;
  kind: 'image' | 'video';
}

interface ClaimItemDto {
  orderItemId: string;
  name: string;
  size: string | null;
  quantity: number;
}

export interface ClaimDto {
  id: string;
  orderId: string;
  orderNumber: string;
  reason: ClaimReason;
  description: string;
  media: ClaimMediaDto[];
  items: ClaimItemDto[];
  status: ClaimStatus;
  decisionNote: string | null;
  decidedAt: string | null;
  /** The ₹0 order sent for an upheld claim, once replaced. */
  replacementOrderId: string | null;
  replacementOrderNumber: string | null;
  /** Rupees refunded for a refunded claim, and the refund's gateway status. */
  refundAmount: number | null;
  refundStatus: string | null;
  createdAt: string;
  /** When the store should have answered by (the claim's time plus the answer window). */
  answerBy: string;
}

/** One claim in the back office's list: the claim and who made it. */
export interface AdminClaimDto extends ClaimDto {
  customerName: string;
  customerEmail: string | null;
}
