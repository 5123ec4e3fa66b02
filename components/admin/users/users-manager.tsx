'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Eye, Loader2, Trash2 } from 'lucide-react';
import { Avatar } from '@/components/account/avatar';
import { NativeSelect } from '@/components/account/select-native';
import { DataTable, DEFAULT_PAGE_SIZE, type Column, type SortState } from '@/components/admin/data-table';
import { ListLoadError, RefreshButton, SearchField } from '@/components/admin/list-toolbar';
import { useDebouncer } from '@/components/admin/use-debounced';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { ApiError, apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import {
  ADMIN_USER_MESSAGES,
  ROLE_LABELS,
  STATUS_LABELS,
  USER_ROLES,
  USER_SEARCH_DEBOUNCE_MS,
  USER_SEARCH_MAX_LENGTH,
  type AdminUserListItem,
  type AdminUserStats,
  type UserSortKey,
} from '@/lib/users/admin-messages';
import type { UserRole } from '@/lib/auth/types';
import { DeleteUserDialog } from './delete-user-dialog';
import { RoleChangeDialog, type PendingRoleChange } from './role-change-dialog';
import { formatDate } from './format';
import { UserProfileDialog } from './user-profile-dialog';
import { UserStatsStrip } from './user-stats';

type RoleFilter = 'all' | UserRole;

interface ListParams {
  search: string;
  role: RoleFilter;
  page: number;
  limit: number;
  sort: SortState;
}

export interface UsersListData {
  items: AdminUserListItem[];
  total: number;
  stats: AdminUserStats;
  /** The S.No of the first row (the page these rows came from, not the one being fetched). */
  firstSerial?: number;
}

export const INITIAL_USERS_SORT: SortState = { key: 'createdAt', direction: 'desc' };

const ROLE_FILTER_LABELS: Record<RoleFilter, string> = { all: 'All roles', admin: 'Admins', user: 'Customers' };

/** Which words a failed load shows (docs/requirements.md#error-catalogue). */
function loadFailureMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return ADMIN_USER_MESSAGES.authFailed;
    if (err.status >= 500) return ADMIN_USER_MESSAGES.serverError;
    if (err.status === 0) return err.message;
  }
  return ADMIN_USER_MESSAGES.loadFailed;
}

function queryString(p: ListParams): string {
  const qs = new URLSearchParams({ page: String(p.page), limit: String(p.limit), sort: p.sort.key, order: p.sort.direction });
  if (p.search) qs.set('search', p.search);
  if (p.role !== 'all') qs.set('role', p.role);
  return qs.toString();
}

/**
 * The users screen below its title: stats, search (300 ms after the last keystroke), role filter,
 * refresh, and the table with its role dropdowns, profile and delete actions. The list is paged,
 * sorted and filtered on the server; the first page arrives with the HTML.
 */
export function UsersManager({ currentUserId, initial }: { currentUserId: string; initial: UsersListData }) {
  const uid = useId();
  const searchId = `${uid}-search`;
  const roleId = `${uid}-role`;
  const resultsHeadingId = `${uid}-results`;

  const [params, setParams] = useState<ListParams>({ search: '', role: 'all', page: 1, limit: DEFAULT_PAGE_SIZE, sort: INITIAL_USERS_SORT });
  const [searchText, setSearchText] = useState('');
  const [data, setData] = useState<UsersListData>(initial);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pendingRole, setPendingRole] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<AdminUserListItem | null>(null);
  const [deleting, setDeleting] = useState<AdminUserListItem | null>(null);
  const [roleChange, setRoleChange] = useState<PendingRoleChange | null>(null);

  // Handlers and timers read the latest parameters from here, not from a stale closure.
  const paramsRef = useRef(params);
  const abortRef = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The dialogs open without a Radix trigger, so focus is put back by hand when they close:
  // on the button that opened them, or on the list when that button's row was deleted.
  const openerRef = useRef<HTMLElement | null>(null);
  const focusListNext = useRef(false);

  const debounce = useDebouncer(USER_SEARCH_DEBOUNCE_MS);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function load(next: ListParams): Promise<void> {
    paramsRef.current = next;
    setParams(next);
    abortRef.current?.abort();
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    setLoading(true);
    try {
      const res = await apiFetch<AdminUserListItem[]>(`/api/v1/users?${queryString(next)}`, {
        signal: ctrl.signal,
        fallbackMessage: ADMIN_USER_MESSAGES.loadFailed,
      });
      if (ctrl.signal.aborted) return;
      const total = res.pagination?.total ?? res.data.length;
      // The last row of the last page went (deleted, or no longer matching): step back to a page that has rows.
      const lastPage = Math.max(1, Math.ceil(total / next.limit));
      if (res.data.length === 0 && next.page > lastPage) {
        void load({ ...next, page: lastPage });
        return;
      }
      const stats = (res as { stats?: AdminUserStats }).stats;
      setData((prev) => ({ items: res.data, total, stats: stats ?? prev.stats, firstSerial: (next.page - 1) * next.limit + 1 }));
      setLoadError(null);
    } catch (err) {
      if (isAbortError(err) || ctrl.signal.aborted) return;
      const message = loadFailureMessage(err);
      setLoadError(message);
      toastError(message);
    } finally {
      if (abortRef.current === ctrl) setLoading(false);
    }
  }

  const reload = () => void load(paramsRef.current);

  function returnFocus() {
    const opener = openerRef.current;
    const target = focusListNext.current || !opener?.isConnected ? headingRef.current : opener;
    focusListNext.current = false;
    target?.focus();
  }

  function onSearchChange(value: string) {
    setSearchText(value);
    debounce.run(() => {
      const search = value.trim();
      if (search !== paramsRef.current.search) void load({ ...paramsRef.current, search, page: 1 });
    });
  }

  // Enter searches at once instead of waiting for the debounce.
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    debounce.cancel();
    void load({ ...paramsRef.current, search: searchText.trim(), page: 1 });
  }

  async function changeRole(user: AdminUserListItem, role: UserRole) {
    if (role === user.role) return;
    setPendingRole((prev) => new Set(prev).add(user.id));
    // Shown at once; the reload below puts back the truth either way.
    setData((prev) => ({ ...prev, items: prev.items.map((u) => (u.id === user.id ? { ...u, role, isAdmin: role === 'admin' } : u)) }));
    try {
      const res = await apiFetch<AdminUserListItem>(`/api/v1/users/${encodeURIComponent(user.id)}/role`, {
        method: 'PUT',
        body: { role },
        fallbackMessage: ADMIN_USER_MESSAGES.roleFailed,
      });
      toastSuccess(res.message ?? ADMIN_USER_MESSAGES.roleUpdated);
    } catch (err) {
      toastError(errorMessage(err, ADMIN_USER_MESSAGES.roleFailed));
    } finally {
      setPendingRole((prev) => {
        const next = new Set(prev);
        next.delete(user.id);
        return next;
      });
      reload();
    }
  }

  const firstSerial = data.firstSerial ?? 1;
  const serial = useMemo(() => new Map(data.items.map((u, i) => [u.id, firstSerial + i])), [data.items, firstSerial]);

  const columns: Column<AdminUserListItem>[] = [
    {
      key: 'serial',
      header: 'S.No',
      cell: (u) => <span className="text-muted-foreground tabular-nums">{serial.get(u.id)}</span>,
      className: 'w-14 align-middle',
    },
    {
      key: 'name',
      className: 'align-middle',
      header: 'Name',
      sortable: true,
      cell: (u) => (
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
      key: 'email',
      className: 'align-middle',
      header: 'Email',
      sortable: true,
      cell: (u) => (
        <span className="block min-w-44">
          <span className="block break-all">{u.email ?? '—'}</span>
          <span className="text-xs text-muted-foreground">{u.isEmailVerified ? 'Verified' : 'Not verified'}</span>
        </span>
      ),
    },
    {
      key: 'role',
      className: 'align-middle',
      header: 'Role',
      sortable: true,
      cell: (u) =>
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
      key: 'status',
      className: 'align-middle',
      header: 'Status',
      sortable: true,
      cell: (u) => (
        <Badge variant={u.status === 'active' ? 'success' : u.status === 'inactive' ? 'warning' : 'secondary'}>{STATUS_LABELS[u.status]}</Badge>
      ),
    },
    {
      key: 'createdAt',
      className: 'align-middle',
      header: 'Joined',
      sortable: true,
      cell: (u) => (
        <time dateTime={u.createdAt} className="whitespace-nowrap text-muted-foreground">
          {formatDate(u.createdAt)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only sm:not-sr-only">Actions</span>,
      headerClassName: 'text-right',
      className: 'text-right align-middle',
      cell: (u) => (
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

  const filtered = Boolean(params.search || params.role !== 'all');

  return (
    <div className="flex flex-col">
      <UserStatsStrip stats={data.stats} />

      <form
        role="search"
        aria-label="Filter users"
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-end"
      >
        <SearchField
          id={searchId}
          label="Search users"
          value={searchText}
          onChange={onSearchChange}
          maxLength={USER_SEARCH_MAX_LENGTH}
          placeholder="Name or email"
        />
        <div className="flex flex-col gap-2 sm:w-48">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect
            id={roleId}
            value={params.role}
            onChange={(e) => void load({ ...paramsRef.current, role: e.target.value as RoleFilter, page: 1 })}
          >
            {(['all', 'admin', 'user'] as const).map((r) => (
              <option key={r} value={r}>
                {ROLE_FILTER_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <RefreshButton loading={loading} onClick={reload} />
      </form>

      <section aria-labelledby={resultsHeadingId} className="mt-6">
        <h2 id={resultsHeadingId} ref={headingRef} tabIndex={-1} className="sr-only">
          Users
        </h2>
        {loadError && data.items.length === 0 ? (
          <ListLoadError message={loadError} onRetry={reload} />
        ) : null}
        <div className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <DataTable
            caption="Users"
            columns={columns}
            rows={data.items}
            rowKey={(u) => u.id}
            page={params.page}
            pageSize={params.limit}
            total={data.total}
            loading={loading}
            onPageChange={(page) => void load({ ...paramsRef.current, page })}
            onPageSizeChange={(limit) => void load({ ...paramsRef.current, limit, page: 1 })}
            sort={params.sort}
            onSortChange={(sort) => void load({ ...paramsRef.current, sort: { key: sort.key as UserSortKey, direction: sort.direction }, page: 1 })}
            empty={filtered ? 'No users match this search.' : 'No users yet.'}
          />
        </div>
      </section>

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
          reload();
        }}
        onFailed={(message) => {
          toastError(message);
          reload();
        }}
      />
    </div>
  );
}
