'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { type AdminUserListItem } from '@/lib/users/admin-types';
import { USER_ADMIN_MESSAGES } from '@/lib/users/messages';

/** "Delete {name}?" with Cancel (focused first) and Delete user; the request runs with the dialog held open. */
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
  async function remove() {
    if (!user) return;
    try {
      const res = await apiFetch<null>(`/api/v1/users/${encodeURIComponent(user.id)}`, {
        method: 'DELETE',
        fallbackMessage: USER_ADMIN_MESSAGES.deleteFailed,
      });
      onDeleted(res.message ?? USER_ADMIN_MESSAGES.deleted);
    } catch (err) {
      onFailed(errorMessage(err, USER_ADMIN_MESSAGES.deleteFailed));
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      warningIcon
      title={user ? `Delete ${user.name}?` : null}
      description={
        user ? (
          <p>
            This removes the account of{' '}
            <span className="font-medium break-all text-foreground">{user.email ?? user.name}</span>: name, email, phone,
            addresses, photo, cart and wishlist, and signs them out everywhere. Their orders and invoices are kept, and
            their reviews stay under &ldquo;Former customer&rdquo;. This cannot be undone.
          </p>
        ) : null
      }
      confirmLabel="Delete user"
      busyLabel="Deleting…"
      onConfirm={remove}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeWhenSettled
      returnFocus={returnFocus}
    />
  );
}
