'use client';

import { useState, type FormEvent } from 'react';
import { FieldError, FieldShell, TextField, fieldAria } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { Textarea } from '@/components/ui/textarea';
import { toastSuccess } from '@/components/ui/sonner';
import { ApiError, apiFetch } from '@/lib/client/api';
import { REVIEW_LIMITS, REVIEW_MESSAGES, charCount, checkReviewForm, type ReviewField } from '@/lib/reviews/messages';
import type { OwnReviewDto } from '@/lib/reviews/write';
import { cn } from '@/lib/utils/cn';

const STARS = [1, 2, 3, 4, 5] as const;

export interface ReviewFormProps {
  productName: string;
  /** Create posts a new review for the product; edit changes the given one. */
  target: { kind: 'create'; productId: string } | { kind: 'edit'; reviewId: string };
  initial: { rating: number; comment: string; userName: string };
  /** The customer already has a review here: the already-reviewed notice, and the form disabled. */
  blocked: boolean;
  onSaved: (review: OwnReviewDto) => void;
  onConflict: () => void;
  onCancel: () => void;
}

/** Loaded on demand (review-panel.tsx): rating 1–5 (default 5), name, comment. */
export function ReviewForm({ productName, target, initial, blocked, onSaved, onConflict, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial.rating);
  const [userName, setUserName] = useState(initial.userName);
  const [comment, setComment] = useState(initial.comment);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const editing = target.kind === 'edit';
  const length = charCount(comment.trim());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || blocked) return;
    const found = checkReviewForm({ rating, comment, userName });
    setErrors(found);
    setFormError('');
    const first = (['rating', 'userName', 'comment'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(first === 'rating' ? `review-rating-${rating}` : `review-${first === 'userName' ? 'name' : 'comment'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = { rating, comment, userName };
      const res =
        target.kind === 'create'
          ? await apiFetch<OwnReviewDto>('/api/v1/reviews', { method: 'POST', body: { productId: target.productId, ...body }, fallbackMessage: REVIEW_MESSAGES.submitFailed })
          : await apiFetch<OwnReviewDto>(`/api/v1/reviews/${target.reviewId}`, { method: 'PUT', body, fallbackMessage: REVIEW_MESSAGES.submitFailed });
      toastSuccess(res.message || REVIEW_MESSAGES.submitted);
      onSaved(res.data);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ALREADY_REVIEWED') {
        onConflict();
      } else if (err instanceof ApiError) {
        setErrors({ rating: err.fieldError('rating'), userName: err.fieldError('userName'), comment: err.fieldError('comment') });
        setFormError(err.message);
      } else {
        setFormError(REVIEW_MESSAGES.submitFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-title" className="space-y-5 rounded-lg border border-border bg-card p-5">
      <h3 id="review-form-title" className="text-2xl">
        {editing ? 'Edit your review' : `Review ${productName}`}
      </h3>
      {blocked ? (
        <p role="alert" className="rounded-md border border-gold-deep/40 bg-cream p-3 text-sm">
          {REVIEW_MESSAGES.alreadyReviewed}
        </p>
      ) : null}
      <fieldset disabled={blocked || busy} className="space-y-5 disabled:opacity-60">
        <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="mt-2 flex items-center gap-1">
            {STARS.map((n) => (
              <label key={n} className="relative">
                <input
                  id={`review-rating-${n}`}
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  // Transparent over its star, so a click or tap lands on the radio itself.
                  className="peer absolute inset-0 m-0 size-full cursor-pointer opacity-0"
                />
                <span
                  aria-hidden
                  className={cn(
                    'flex size-10 items-center justify-center rounded-md text-3xl leading-none transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                    n <= rating ? 'text-gold-deep' : 'text-muted-foreground',
                  )}
                >
                  {n <= rating ? '★' : '☆'}
                </span>
                <span className="sr-only">
                  {n} {n === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
            <span className="ml-2 text-sm text-muted-foreground" aria-hidden>
              {rating} of 5
            </span>
          </div>
          <FieldError id="review-rating-error" message={errors.rating} />
        </fieldset>

        <TextField
          id="review-name"
          label="Your name"
          name="userName"
          autoComplete="name"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          error={errors.userName}
          hint="Shown with your review."
        />

        <FieldShell
          id="review-comment"
          label="Your review"
          error={errors.comment}
          hint={
            <span className="flex justify-between gap-3">
              <span>{REVIEW_LIMITS.commentMin} to 2,000 characters, plain text.</span>
              <span className={cn('tabular-nums', length > REVIEW_LIMITS.commentMax && 'text-destructive')}>
                {length.toLocaleString('en-IN')}/2,000
              </span>
            </span>
          }
        >
          <Textarea
            {...fieldAria('review-comment', { error: errors.comment, hint: true })}
            name="comment"
            rows={5}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </FieldShell>

        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={busy} busyLabel="Submitting..." type="submit" disabled={blocked}>
          {editing ? 'Save Changes' : 'Submit Review'}
        </BusyButton>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
