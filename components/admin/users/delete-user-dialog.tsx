'use client';

import { useRef, useState } from 'react';
import { Loader2, TriangleAlert } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { ADMIN_USER_MESSAGES, type AdminUserListItem } from '@/lib/users/admin-messages';

/**
 * "Delete {name}?" with Cancel (focused first) and Delete user. The dialog stays open while the
 * request runs, so a second click cannot send it twice and Escape cannot hide a pending delete.
 */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
  onFailed,
  returnFocus,
}: {
  user: AdminUserListItem | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
  onFailed: (message: string) => void;
  returnFocus: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function confirm() {
    if (!user || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const res = await apiFetch<null>(`/api/v1/users/${encodeURIComponent(user.id)}`, {
        method: 'DELETE',
        fallbackMessage: ADMIN_USER_MESSAGES.deleteFailed,
      });
      onDeleted(res.message ?? ADMIN_USER_MESSAGES.deleted);
    } catch (err) {
      onFailed(errorMessage(err, ADMIN_USER_MESSAGES.deleteFailed));
    } finally {
      sending.current = false;
      setBusy(false);
      onClose();
    }
  }

  return (
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {user ? (
        <AlertDialogContent
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialogHeader>
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive sm:mx-0">
              <TriangleAlert aria-hidden className="size-6" />
            </span>
            <AlertDialogTitle className="break-words">Delete {user.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              This removes the account of{' '}
              <span className="font-medium break-all text-foreground">{user.email ?? user.name}</span>: name, email, phone,
              addresses, photo, cart and wishlist, and signs them out everywhere. Their orders and invoices are kept, and
              their reviews stay under &ldquo;Former customer&rdquo;. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            {/* A plain button, not a closing action: confirm() closes the dialog once the server has answered. */}
            <Button variant="destructive" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {busy ? 'Deleting…' : 'Delete user'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
