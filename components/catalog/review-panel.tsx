'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { reviewCharacterText } from '@/lib/reviews/character';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import type { OwnReviewDto } from '@/lib/reviews/write';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

/*
 * The signed-in half of the reviews section, loaded on demand: the customer's own review (the
 * cached page cannot know whose it is) with Edit and Delete, and the form. After every write
 * the server list and the product's rating are re-read with router.refresh().
 */
export function ReviewPanel({
  productId,
  productName,
  userName,
  emailVerified,
  open,
  onOpenChange,
}: {
  productId: string;
  productName: string;
  userName: string;
  /** The server refuses new reviews from an unverified address: say so instead of offering a form that would fail. */
  emailVerified: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  // undefined while loading; null when the customer has not reviewed this product.
  const [own, setOwn] = useState<OwnReviewDto | null | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const focusOwn = useRef(false);
  const ownHeading = useRef<HTMLHeadingElement>(null);
  // The dialog goes with the deleted review, and Radix would hand focus to its vanished trigger.
  const deleted = useRef(false);

  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let live = true;
    apiFetch<OwnReviewDto | null>(`/api/v1/reviews/mine?productId=${encodeURIComponent(productId)}`, { skipAuthRedirect: true }).then(
      (res) => live && setOwn(res.data),
      // Not knowing only means Edit and Delete are not offered; a second review still gets the 409 notice.
      () => live && setOwn(null),
    );
    return () => {
      live = false;
    };
  }, [productId, reloadKey]);

  // The write toggle's form takes the place of an edit in progress.
  const showEdit = editing && !open;

  useEffect(() => {
    if (focusOwn.current && own && !showEdit) {
      focusOwn.current = false;
      ownHeading.current?.focus();
    }
  }, [own, showEdit]);

  const saved = (review: OwnReviewDto) => {
    focusOwn.current = true;
    setOwn(review);
    setEditing(false);
    onOpenChange(false);
    router.refresh();
  };

  const focusToggle = () => document.querySelector<HTMLElement>(`[data-review-toggle]`)?.focus();

  async function remove() {
    if (!own || deleting) return;
    setDeleting(true);
    try {
      const res = await apiFetch<{ id: string }>(`/api/v1/reviews/${own.id}`, { method: 'DELETE', fallbackMessage: 'Failed to delete review' });
      toastSuccess(res.message || REVIEW_MESSAGES.deleted);
      deleted.current = true;
      setOwn(null);
      setConflict(false);
      setConfirming(false);
      router.refresh();
    } catch (err) {
      toastError(errorMessage(err, 'Failed to delete review'));
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  }

  const blocked = conflict || Boolean(own);
  const ownCharacter = own ? reviewCharacterText(own) : null;

  return (
    <>
      {open && !emailVerified && own === null ? (
        <p role="alert" className="rounded-md border border-gold-deep/40 bg-cream p-3 text-sm">
          {REVIEW_MESSAGES.verifyEmailFirst}.{' '}
          <Link href="/account" className="font-medium underline underline-offset-4">
            Resend the confirmation email
          </Link>
        </p>
      ) : open && own !== undefined ? (
        <ReviewForm
          productName={productName}
          target={{ kind: 'create', productId }}
          initial={{ rating: 5, comment: '', userName }}
          blocked={blocked}
          onSaved={saved}
          onConflict={() => {
            setConflict(true);
            setReloadKey((k) => k + 1);
          }}
          onCancel={() => {
            onOpenChange(false);
            setEditing(false);
            focusToggle();
          }}
        />
      ) : open ? (
        <p className="text-sm text-muted-foreground">Loading the review form…</p>
      ) : null}

      {own && showEdit ? (
        <ReviewForm
          productName={productName}
          target={{ kind: 'edit', reviewId: own.id }}
          initial={{ rating: own.rating, comment: own.comment, userName: own.displayName, longevity: own.longevity, sillage: own.sillage, seasons: own.seasons }}
          blocked={false}
          onSaved={saved}
          onConflict={() => undefined}
          onCancel={() => {
            focusOwn.current = true;
            setEditing(false);
          }}
        />
      ) : null}

      {own && !showEdit ? (
        <div className="rounded-lg border border-border bg-card p-5">
          <h3 ref={ownHeading} tabIndex={-1} className="text-xl outline-hidden">
            Your review
          </h3>
          <div className="mt-2 flex items-center gap-2">
            <Stars rating={own.rating} />
            <span className="text-sm text-muted-foreground">by {own.displayName}</span>
          </div>
          {ownCharacter ? <p className="mt-1 text-xs text-muted-foreground">{ownCharacter}</p> : null}
          <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line">{own.comment}</p>
          {own.isHidden ? (
            <p className="mt-2 text-sm text-muted-foreground">A moderator has hidden this review, so it is not shown to other shoppers.</p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onOpenChange(false);
                setEditing(true);
              }}
            >
              Edit your review
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button variant="outline" size="sm" className="text-destructive">
                  Delete your review
                </Button>
              }
              onCloseAutoFocus={(event) => {
                if (!deleted.current) return;
                deleted.current = false;
                event.preventDefault();
                focusToggle();
              }}
              title="Delete your review?"
              description={`Your review of ${productName} will be removed for good. You can write a new one afterwards.`}
              cancelLabel="Keep Review"
              confirmLabel="Delete Review"
              busyLabel="Deleting..."
              busy={deleting}
              onConfirm={remove}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
