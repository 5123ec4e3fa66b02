import { Badge } from '@/components/ui/badge';
import { BADGE_TONE_CLASSES, formatOrderDateTime, formatRupees } from '@/components/orders/format';
import { CLAIM_REASON_LABELS, CLAIM_STATUS_LABELS, type ClaimDto, type ClaimStatus } from '@/lib/claims/types';

const TONES: Record<ClaimStatus, keyof typeof BADGE_TONE_CLASSES> = {
  open: 'amber',
  replaced: 'green',
  refunded: 'green',
  rejected: 'red',
};

/** The problems reported with an order and the store's answers, as the shopper sees them in My Orders. */
export function OrderClaims({ claims, headingId }: { claims: ClaimDto[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-lg font-medium">
        Reported problems
      </h4>
      <ul className="mt-2 space-y-3">
        {claims.map((claim) => (
          <li key={claim.id} className="rounded-md border border-border p-3 text-sm" data-testid="order-claim">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{CLAIM_REASON_LABELS[claim.reason]}</span>
              <Badge variant={null} className={BADGE_TONE_CLASSES[TONES[claim.status]]}>
                {CLAIM_STATUS_LABELS[claim.status]}
              </Badge>
            </div>
            <p className="mt-1 text-muted-foreground">
              {claim.items.map((i) => `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ''}`).join(', ')}
            </p>
            <p className="mt-1 text-muted-foreground">
              Reported <time dateTime={claim.createdAt}>{formatOrderDateTime(claim.createdAt)}</time>
            </p>
            {claim.status === 'open' ? (
              <p className="mt-1">
                We will answer by <time dateTime={claim.answerBy}>{formatOrderDateTime(claim.answerBy)}</time>.
              </p>
            ) : null}
            {claim.status === 'replaced' && claim.replacementOrderNumber ? (
              <p className="mt-1">
                Replacement sent as order <span className="font-medium whitespace-nowrap">#{claim.replacementOrderNumber}</span>, free of charge.
              </p>
            ) : null}
            {claim.status === 'refunded' && claim.refundAmount != null ? (
              <p className="mt-1">{formatRupees(claim.refundAmount)} refunded to your original payment method.</p>
            ) : null}
            {claim.decisionNote ? (
              <p className="mt-1">
                <span className="text-muted-foreground">{claim.status === 'rejected' ? 'Why: ' : 'Our note: '}</span>
                {claim.decisionNote}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
