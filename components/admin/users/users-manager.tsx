'use client';

import { useRef, useState } from 'react';
import { Eye, Loader2, Trash2 } from 'lucide-react';
import { Avatar } from '@/components/account/avatar';
import { NativeSelect } from '@/components/account/select-native';
import { ListSearch, ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, serialColumn, type ListColumn } from '@/components/admin/list/list-table';
import { usePatchedRows } from '@/components/admin/list/use-patched-rows';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { ListSection } from '@/components/admin/list/list-section';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import type { UserRole } from '@/lib/auth/types';
import { ROLE_LABELS, STATUS_LABELS, USER_ROLES, USER_SEARCH_MAX_LENGTH, type AdminUserListItem } from '@/lib/users/admin-types';
import { USER_ADMIN_MESSAGES } from '@/lib/users/messages';
import { USER_ROLE_FILTERS, userList, type UserListParams } from '@/lib/users/admin-list';
import { DeleteUserDialog } from './delete-user-dialog';
import { RoleChangeDialog, type PendingRoleChange } from './role-change-dialog';
import { formatDate } from './format';
import { UserProfileDialog } from './user-profile-dialog';

const ROLE_OPTIONS = USER_ROLE_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All roles' : value === 'admin' ? 'Admins' : 'Customers' }));

/**
 * The users list's client island (the page reads the address bar, the rows and the figures):
 * its columns, the role dropdowns with their confirmation, the profile and delete dialogs.
 */
export function UsersManager({
  currentUserId,
  params,
  items,
  total,
}: {
  currentUserId: string;
  params: UserListParams;
  items: AdminUserListItem[];
  total: number;
}) {
  const list = useListUrl(userList, params);
  const [rows, patchRow] = usePatchedRows(items, (u) => u.id);
  const [pendingRole, setPendingRole] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<AdminUserListItem | null>(null);
  const [deleting, setDeleting] = useState<AdminUserListItem | null>(null);
  const [roleChange, setRoleChange] = useState<PendingRoleChange | null>(null);

  const headingRef = useRef<HTMLHeadingElement>(null);
  // The dialogs open without a Radix trigger, so focus is put back by hand when they close:
  // on the button that opened them, or on the list when that button's row was deleted.
  const openerRef = useRef<HTMLElement | null>(null);
  const focusListNext = useRef(false);

  function returnFocus() {
    const opener = openerRef.current;
    const target = focusListNext.current || !opener?.isConnected ? headingRef.current : opener;
    focusListNext.current = false;
    target?.focus();
  }

  async function changeRole(user: AdminUserListItem, role: UserRole) {
    if (role === user.role) return;
    setPendingRole((prev) => new Set(prev).add(user.id));
    patchRow({ ...user, role, isAdmin: role === 'admin' });
    try {
      const res = await apiFetch<AdminUserListItem>(`/api/v1/users/${encodeURIComponent(user.id)}/role`, {
        method: 'PUT',
        body: { role },
        fallbackMessage: USER_ADMIN_MESSAGES.roleFailed,
      });
      toastSuccess(res.message ?? USER_ADMIN_MESSAGES.roleUpdated);
    } catch (err) {
      toastError(errorMessage(err, USER_ADMIN_MESSAGES.roleFailed));
    } finally {
      setPendingRole((prev) => {
        const next = new Set(prev);
        next.delete(user.id);
        return next;
      });
      list.refresh();
    }
  }

  const columns: ListColumn<AdminUserListItem>[] = [
    { ...serialColumn<AdminUserListItem>(), meta: { className: 'w-14 align-middle' } },
    {
      id: 'name',
      header: 'Name',
      enableSorting: true,
      meta: { className: 'align-middle' },
      cell: ({ row: { original: u } }) => (
        <span className="flex min-w-40 items-center gap-3">
          <Avatar src={u.profileImage} name={u.name} className="size-9 text-sm" />
          <span className="min-w-0">
            <span className="block font-medium break-words">{u.name}</span>
            {u.id === currentUserId ? <span className="text-xs text-muted-foreground">You</span> : null}
          </span>
        </span>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      enableSorting: true,
      meta: { className: 'align-middle' },
      cell: ({ row: { original: u } }) => (
        <span className="block min-w-44">
          <span className="block break-all">{u.email ?? '—'}</span>
          <span className="text-xs text-muted-foreground">{u.isEmailVerified ? 'Verified' : 'Not verified'}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      enableSorting: true,
      meta: { className: 'align-middle' },
      cell: ({ row: { original: u } }) =>
        u.id === currentUserId ? (
          // One's own role is not editable (the server refuses it too), so no control is offered.
          <span className="inline-flex h-11 items-center">{ROLE_LABELS[u.role]}</span>
        ) : (
          <span className="flex items-center gap-2">
            <span className="block w-36">
              <NativeSelect
                aria-label={`Role for ${u.name}`}
                value={u.role}
                // Not disabled while saving: a disabled control drops the keyboard focus the dialog gives back.
                aria-busy={pendingRole.has(u.id) || undefined}
                onChange={(e) => {
                  if (pendingRole.has(u.id)) return;
                  openerRef.current = e.currentTarget;
                  setRoleChange({ user: u, role: e.target.value as UserRole });
                }}
              >
                {USER_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </span>
            {pendingRole.has(u.id) ? <Loader2 aria-hidden className="size-4 animate-spin text-muted-foreground" /> : null}
          </span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: true,
      meta: { className: 'align-middle' },
      cell: ({ row: { original: u } }) => (
        <Badge variant={u.status === 'active' ? 'success' : u.status === 'inactive' ? 'warning' : 'secondary'}>{STATUS_LABELS[u.status]}</Badge>
      ),
    },
    {
      id: 'createdAt',
      header: 'Joined',
      enableSorting: true,
      meta: { className: 'align-middle' },
      cell: ({ row: { original: u } }) => (
        <time dateTime={u.createdAt} className="whitespace-nowrap text-muted-foreground">
          {formatDate(u.createdAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
      meta: { headerClassName: 'text-right', className: 'text-right align-middle' },
      cell: ({ row: { original: u } }) => (
        <span className="inline-flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`View profile of ${u.name}`}
            title="View profile"
            onClick={(e) => {
              openerRef.current = e.currentTarget;
              setViewing(u);
            }}
          >
            <Eye aria-hidden />
          </Button>
          {u.id === currentUserId ? null : (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${u.name}`}
              title="Delete user"
              onClick={(e) => {
                openerRef.current = e.currentTarget;
                setDeleting(u);
              }}
            >
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="mt-6 flex flex-col gap-6">
      <ListToolbar label="Filter users" className="sm:flex-row sm:items-end">
        <ListSearch
          label="Search users"
          placeholder="Name or email"
          withIcon={false}
          maxLength={USER_SEARCH_MAX_LENGTH}
          value={params.filters.search}
          onSearch={(search) => list.replace({ filters: { search } })}
        />
        <ListSelect label="Role" className="sm:w-48" value={params.filters.role} options={ROLE_OPTIONS} onChange={(role) => list.setFilters({ role })} />
        <RefreshButton loading={list.pending} onClick={list.refresh} />
      </ListToolbar>

      <ListSection id="user-list-heading" title="Users" headingRef={headingRef}>
        <ListTable
          caption="Users"
          columns={columns}
          rows={rows}
          rowId={(u) => u.id}
          total={total}
          {...list.table}
          empty={userList.isFiltered(params) ? 'No users match this search.' : 'No users yet.'}
        />
      </ListSection>

      <RoleChangeDialog
        change={roleChange}
        onCancel={() => setRoleChange(null)}
        onConfirm={(change) => {
          setRoleChange(null);
          void changeRole(change.user, change.role);
        }}
        returnFocus={returnFocus}
      />
      <UserProfileDialog user={viewing} onClose={() => setViewing(null)} returnFocus={returnFocus} />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        returnFocus={returnFocus}
        onDeleted={(message) => {
          focusListNext.current = true;
          toastSuccess(message);
          list.refresh();
        }}
        onFailed={(message) => {
          toastError(message);
          list.refresh();
        }}
      />
    </div>
  );
}
