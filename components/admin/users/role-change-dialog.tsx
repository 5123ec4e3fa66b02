'use client';

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
import type { UserRole } from '@/lib/auth/types';
import { ROLE_LABELS, type AdminUserListItem } from '@/lib/users/admin-messages';

export interface PendingRoleChange {
  user: AdminUserListItem;
  role: UserRole;
}

/**
 * Asks before a role changes. A native select changes its value on an arrow key while closed,
 * so without this step a keyboard user moving through the options would grant or remove admin
 * rights with each key press.
 */
export function RoleChangeDialog({
  change,
  onCancel,
  onConfirm,
  returnFocus,
}: {
  change: PendingRoleChange | null;
  onCancel: () => void;
  onConfirm: (change: PendingRoleChange) => void;
  returnFocus: () => void;
}) {
  return (
    <AlertDialog open={change !== null} onOpenChange={(open) => !open && onCancel()}>
      {change ? (
        <AlertDialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">
              Make {change.user.name} {change.role === 'admin' ? 'an admin' : 'a customer'}?
            </AlertDialogTitle>
            <AlertDialogDescription>
              {change.role === 'admin'
                ? 'Admins can use the whole back office: products, orders, users and this log.'
                : 'They will lose access to the back office.'}{' '}
              They are signed out everywhere and sign in again with the new role. The change is recorded in the audit log.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button onClick={() => onConfirm(change)}>Change role to {ROLE_LABELS[change.role]}</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
