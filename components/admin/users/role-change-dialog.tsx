'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UserRole } from '@/lib/auth/types';
import { ROLE_LABELS, type AdminUserListItem } from '@/lib/users/admin-types';

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
    <ConfirmDialog
      open={change !== null}
      destructive={false}
      title={change ? `Make ${change.user.name} ${change.role === 'admin' ? 'an admin' : 'a customer'}?` : null}
      description={
        change ? (
          <p>
            {change.role === 'admin'
              ? 'Admins can use the whole back office: products, orders, users and this log.'
              : 'They will lose access to the back office.'}{' '}
            They are signed out everywhere and sign in again with the new role. The change is recorded in the audit log.
          </p>
        ) : null
      }
      confirmLabel={change ? `Change role to ${ROLE_LABELS[change.role]}` : null}
      onConfirm={() => {
        if (change) onConfirm(change);
      }}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      closeWhenSettled
      returnFocus={returnFocus}
    />
  );
}
