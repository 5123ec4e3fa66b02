import type { useRouter } from 'next/navigation';
import { hasSessionHint } from '@/lib/client/session-hint';
import { toastInfo } from '@/components/ui/sonner';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { loginForReviews } from './review-write-slot';

// The button's state, said again here: importing its type from the button would make the two import each other.
type HelpfulState = { n: number; on?: boolean };

/**
 * Loaded on the first Helpful click. One vote per customer (a second changes nothing on the
 * server); a failure is silent (a vote is not worth an error), except that a visitor is sent to sign in
 * and an author is told why their own review cannot be voted for.
 */
export async function vote(reviewId: string, setState: (s: HelpfulState) => void, router: ReturnType<typeof useRouter>): Promise<void> {
  if (!hasSessionHint()) return loginForReviews(router, REVIEW_MESSAGES.helpfulLogin);
  try {
    const res = await fetch(`/api/v1/reviews/${reviewId}/helpful`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ helpful: true }),
      credentials: 'same-origin',
    });
    if (res.status === 401) return loginForReviews(router, REVIEW_MESSAGES.helpfulLogin);
    const body = (await res.json()) as { data?: { helpfulCount: number }; message?: string };
    if (res.ok && body.data) setState({ n: body.data.helpfulCount, on: true });
    // Worth saying: "You cannot mark your own review as helpful".
    else if (res.status === 403 && body.message) toastInfo(body.message);
  } catch {
    // Offline or an unreadable answer: silent.
  }
}
