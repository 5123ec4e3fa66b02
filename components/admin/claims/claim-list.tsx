'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Img } from '@/components/ui/img';
import { BusyButton } from '@/components/ui/busy-button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { BADGE_TONE_CLASSES, formatOrderDateTime, formatRupees } from '@/components/orders/format';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { CLAIM_MESSAGES } from '@/lib/claims/messages';
import { CLAIM_REASON_LABELS, type AdminClaimDto, type ClaimDecision, type ClaimDto } from '@/lib/claims/types';
import { dataKey } from '@/lib/data-key';

const STATUS_LOOK = {
  open: { label: 'Open', tone: 'amber' },
  replaced: { label: 'Replaced', tone: 'green' },
  refunded: { label: 'Refunded', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
} as const;

/** "in 5 h", "overdue by 2 h": how long the store has left to answer. */
function timeLeft(answerBy: string, now: number): string {
  const hours = Math.round((new Date(answerBy).getTime() - now) / 3_600_000);
  if (hours < 0) return `Overdue by ${-hours} h`;
  return hours === 0 ? 'Due within the hour' : `${hours} h left to answer`;
}

export function ClaimList({ items, total }: { items: AdminClaimDto[]; total: number }) {
  const [now] = useState(() => Date.now());
  if (items.length === 0) {
    return <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">No claims here.</p>;
  }
  return (
    <section aria-label="Claims">
      <p className="mb-3 text-sm text-muted-foreground">
        {total} {total === 1 ? 'claim' : 'claims'}
      </p>
      <ul className="space-y-4">
        {items.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} now={now} />
        ))}
      </ul>
    </section>
  );
}

function ClaimCard({ claim: initial, now }: { claim: AdminClaimDto; now: number }) {
  const [claim, setClaim] = useState(initial);
  // The answer's message outlives the form it came from (the card shows the outcome next).
  const [message, setMessage] = useState<string | null>(null);
  // New data from the server (the refresh after an answer, or a kept page shown again) replaces the
  // card's copy. Keyed by the data instead, the card would start again and drop the message the
  // admin has just been given; it goes only when the claim moved on without this card's answer.
  const [seen, setSeen] = useState(() => dataKey(initial));
  const fresh = dataKey(initial);
  if (fresh !== seen) {
    setSeen(fresh);
    setClaim(initial);
    if (initial.status !== claim.status) setMessage(null);
  }
  const look = STATUS_LOOK[claim.status];
  const headingId = useId();
  return (
    <li className="rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby={headingId} data-testid="admin-claim">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-sans text-base font-semibold break-all">
            {CLAIM_REASON_LABELS[claim.reason]} · order #{claim.orderNumber}
          </h2>
          <p className="text-sm text-muted-foreground">
            {claim.customerName}
            {claim.customerEmail ? ` · ${claim.customerEmail}` : ''} · reported <time dateTime={claim.createdAt}>{formatOrderDateTime(claim.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {claim.status === 'open' ? <span className="text-sm font-medium">{timeLeft(claim.answerBy, now)}</span> : null}
          <Badge variant={null} className={BADGE_TONE_CLASSES[look.tone]}>
            {look.label}
          </Badge>
        </div>
      </div>
      <ul className="mt-3 text-sm">
        {claim.items.map((i) => (
          <li key={i.orderItemId}>
            {i.quantity} × {i.name}
            {i.size ? ` (${i.size})` : ''}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm whitespace-pre-line break-words">{claim.description}</p>
      <ul className="mt-3 flex flex-wrap gap-3" aria-label="Photos and video">
        {claim.media.map((m, i) => (
          <li key={m.url}>
            {m.kind === 'video' ? (
              <video src={m.url} controls preload="metadata" className="h-32 max-w-full rounded-md border border-border" aria-label={`Video ${i + 1}`} />
            ) : (
              <a href={m.url} target="_blank" rel="noopener noreferrer" className="block">
                <Img src={m.url} alt={`Photo ${i + 1} of the problem`} width={96} height={96} sizes="96px" className="size-24 rounded-md border border-border object-cover" />
              </a>
            )}
          </li>
        ))}
      </ul>
      {claim.status === 'open' ? (
        <DecisionForm
          claim={claim}
          onDecided={(c, m) => {
            setMessage(m);
            setClaim({ ...claim, ...c });
          }}
        />
      ) : (
        <Outcome claim={claim} />
      )}
      <p role="status" className="mt-2 text-sm text-success empty:hidden">
        {message}
      </p>
    </li>
  );
}

function Outcome({ claim }: { claim: ClaimDto }) {
  return (
    <div className="mt-4 border-t border-border pt-3 text-sm">
      {claim.status === 'replaced' && claim.replacementOrderNumber ? (
        <p>
          Replacement order{' '}
          <Link href={`/admin/orders?search=${encodeURIComponent(claim.replacementOrderNumber)}`} className="font-medium underline underline-offset-4">
            #{claim.replacementOrderNumber}
          </Link>{' '}
          — ship it from Orders with its courier and AWB.
        </p>
      ) : null}
      {claim.status === 'refunded' && claim.refundAmount != null ? (
        <p>
          Refunded {formatRupees(claim.refundAmount)} ({claim.refundStatus?.toLowerCase()}).
        </p>
      ) : null}
      {claim.decisionNote ? <p className="mt-1 text-muted-foreground">Note: {claim.decisionNote}</p> : null}
      {claim.decidedAt ? (
        <p className="mt-1 text-muted-foreground">
          Answered <time dateTime={claim.decidedAt}>{formatOrderDateTime(claim.decidedAt)}</time>
        </p>
      ) : null}
    </div>
  );
}

function DecisionForm({ claim, onDecided }: { claim: ClaimDto; onDecided: (c: ClaimDto, message: string | null) => void }) {
  const router = useRouter();
  const ids = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ClaimDecision | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: ClaimDecision) {
    setError(null);
    if (decision === 'reject' && !note.trim()) {
      setError(CLAIM_MESSAGES.noteRequired);
      return;
    }
    setBusy(decision);
    try {
      const res = await apiFetch<ClaimDto>(`/api/v1/claims/${claim.id}`, { method: 'PATCH', body: { decision, note }, fallbackMessage: 'Could not save the decision' });
      onDecided(res.data, res.message ?? null);
      router.refresh();
    } catch (e) {
      setError(errorMessage(e, 'Could not save the decision'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-4 space-y-3 border-t border-border pt-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-note`}>Note to the customer (required to reject)</Label>
        <Textarea id={`${ids}-note`} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={busy === 'replace'} disabled={busy !== null} onClick={() => decide('replace')}>
          Send replacement
        </BusyButton>
        <BusyButton busy={busy === 'refund'} disabled={busy !== null} variant="outline" onClick={() => decide('refund')}>
          Refund these items
        </BusyButton>
        <BusyButton busy={busy === 'reject'} disabled={busy !== null} variant="outline" onClick={() => decide('reject')}>
          Reject
        </BusyButton>
      </div>
    </div>
  );
}
