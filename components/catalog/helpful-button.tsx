'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';

export interface HelpfulState {
  n: number;
  on?: boolean;
}

/*
 * One per review on the product page, so it is only a button and a count: the vote itself
 * (helpful-vote.ts) loads on the first click.
 */
export function HelpfulButton({ reviewId, count }: { reviewId: string; count: number }) {
  const [state, setState] = useState<HelpfulState>({ n: count });
  const router = useRouter();
  return (
    <p className="mt-3 flex items-center gap-3 text-xs text-muted-foreground">
      <button
        type="button"
        aria-pressed={!!state.on}
        aria-describedby={`h-${reviewId}`}
        onClick={() => !state.on && import('./helpful-vote').then((m) => m.vote(reviewId, setState, router))}
        className="h-9 rounded-full border border-border px-3 font-medium text-foreground hover:border-ink aria-pressed:border-gold-deep aria-pressed:bg-cream"
      >
        Helpful
      </button>
      <span id={`h-${reviewId}`}>{state.n ? `${state.n} ${state.n === 1 ? 'person' : 'people'} found this helpful` : ''}</span>
    </p>
  );
}
