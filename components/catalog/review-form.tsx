'use client';

import { useState, type FormEvent } from 'react';
import { FieldError, FieldShell, TextField, fieldAria } from '@/components/auth/fields';
import { NativeSelect } from '@/components/account/select-native';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { Textarea } from '@/components/ui/textarea';
import { toastSuccess } from '@/components/ui/sonner';
import { ApiError, apiFetch } from '@/lib/client/api';
import { LONGEVITY_STEPS, SILLAGE_STEPS, type ScaleStep } from '@/lib/catalog/character';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_SEASONS,
  SEASON_LABELS,
  charCount,
  checkReviewForm,
  type ReviewCharacter,
  type ReviewField,
  type ReviewSeason,
} from '@/lib/reviews/messages';
import type { OwnReviewDto } from '@/lib/reviews/write';
import { cn } from '@/lib/utils/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** The fields in the order they are shown: the first with a problem takes the focus. */
const FIELD_ORDER: readonly ReviewField[] = ['rating', 'userName', 'comment', 'longevity', 'sillage', 'seasons'];
const fieldControlId = (field: ReviewField, rating: number) =>
  field === 'rating'
    ? `review-rating-${rating}`
    : field === 'seasons'
      ? `review-season-${REVIEW_SEASONS[0]}`
      : `review-${field === 'userName' ? 'name' : field}`;

/**
 * How long it lasted or how far it carried, in the steps' own words (lib/catalog/character.ts, the
 * words the house's scale uses), with "Not sure" first and chosen until the reviewer says.
 */
function ScaleField({
  id,
  label,
  steps,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  steps: readonly ScaleStep[];
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}) {
  return (
    <FieldShell id={id} label={label} error={error} optional>
      <NativeSelect {...fieldAria(id, { error })} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">Not sure</option>
        {steps.map((step, i) => (
          <option key={step.name} value={i + 1}>
            {i + 1} · {step.name}, {step.detail}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}

export interface ReviewFormProps {
  productName: string;
  /** Create posts a new review for the product; edit changes the given one. */
  target: { kind: 'create'; productId: string } | { kind: 'edit'; reviewId: string };
  initial: { rating: number; comment: string; userName: string } & Partial<ReviewCharacter>;
  /** The customer already has a review here: the already-reviewed notice, and the form disabled. */
  blocked: boolean;
  onSaved: (review: OwnReviewDto) => void;
  onConflict: () => void;
  onCancel: () => void;
}

/**
 * Loaded on demand (review-panel.tsx): rating 1–5 (default 5), name, comment, and optionally how
 * long it lasted, how far it carried and the seasons it suits.
 */
export function ReviewForm({ productName, target, initial, blocked, onSaved, onConflict, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial.rating);
  const [userName, setUserName] = useState(initial.userName);
  const [comment, setComment] = useState(initial.comment);
  const [longevity, setLongevity] = useState<number | null>(initial.longevity ?? null);
  const [sillage, setSillage] = useState<number | null>(initial.sillage ?? null);
  const [seasons, setSeasons] = useState<ReviewSeason[]>(initial.seasons ?? []);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const editing = target.kind === 'edit';
  const length = charCount(comment.trim());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || blocked) return;
    const found = checkReviewForm({ rating, comment, userName, longevity, sillage, seasons });
    setErrors(found);
    setFormError('');
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      document.getElementById(fieldControlId(first, rating))?.focus();
      return;
    }
    setBusy(true);
    try {
      // Sent whole on an edit too: "Not sure" (null) and no season take back what was said before.
      const body = { rating, comment, userName, longevity, sillage, seasons };
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
        setErrors(Object.fromEntries(FIELD_ORDER.map((f) => [f, err.fieldError(f)])));
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

        <ScaleField id="review-longevity" label="How long it lasted" steps={LONGEVITY_STEPS} value={longevity} error={errors.longevity} onChange={setLongevity} />
        <ScaleField id="review-sillage" label="How far it carried" steps={SILLAGE_STEPS} value={sillage} error={errors.sillage} onChange={setSillage} />

        <fieldset aria-describedby={errors.seasons ? 'review-seasons-error' : undefined} className="space-y-2">
          <legend className="text-sm font-medium">
            Seasons it suits <span className="font-normal text-muted-foreground">(optional)</span>
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {REVIEW_SEASONS.map((season) => (
              <label key={season} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  id={`review-season-${season}`}
                  type="checkbox"
                  name="seasons"
                  value={season}
                  checked={seasons.includes(season)}
                  // Kept in REVIEW_SEASONS' order, as the server stores them.
                  onChange={(e) => setSeasons(REVIEW_SEASONS.filter((s) => (s === season ? e.target.checked : seasons.includes(s))))}
                  className="size-5 accent-[var(--color-ink)]"
                />
                {SEASON_LABELS[season]}
              </label>
            ))}
          </div>
          <FieldError id="review-seasons-error" message={errors.seasons} />
        </fieldset>

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
