'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { ArrowRight } from 'lucide-react';
import { Avatar } from '@/components/account/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { ROLE_LABELS, STATUS_LABELS, type AdminUserDetail, type AdminUserListItem } from '@/lib/users/admin-types';
import { USER_ADMIN_MESSAGES } from '@/lib/users/messages';
import { displayPhone, formatDate, formatDateTime } from './format';
import { PostalAddress } from '@/components/ui/postal-address';

/** Where "View orders" goes: the orders screen filtered to this customer. */
const userOrdersHref = (id: string) => `/admin/orders?userId=${encodeURIComponent(id)}`;

type LoadState = { status: 'loading' } | { status: 'ready'; detail: AdminUserDetail } | { status: 'error'; message: string };

/**
 * The profile modal: name, role, email, phone, address, email verified, joined, last login
 * (docs/requirements.md#back-office), plus the order count, the total paid and a link to the orders. The row's own data
 * shows at once; the rest comes from GET /api/v1/users/{id}.
 */
export function UserProfileDialog({
  user,
  onClose,
  returnFocus,
}: {
  user: AdminUserListItem | null;
  onClose: () => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user ? (
        <DialogContent
          className="sm:max-w-xl!"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <ProfileBody key={user.id} user={user} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function ProfileBody({ user }: { user: AdminUserListItem }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    apiFetch<AdminUserDetail>(`/api/v1/users/${encodeURIComponent(user.id)}`, {
      signal: ctrl.signal,
      fallbackMessage: USER_ADMIN_MESSAGES.profileFailed,
    })
      .then((res) => setState({ status: 'ready', detail: res.data }))
      .catch((err: unknown) => {
        if (!isAbortError(err)) setState({ status: 'error', message: errorMessage(err, USER_ADMIN_MESSAGES.profileFailed) });
      });
    return () => ctrl.abort();
  }, [user.id, attempt]);

  const detail = state.status === 'ready' ? state.detail : null;
  const shown = detail ?? user;
  const pending = (width: string) => <Skeleton className={`h-4 ${width}`} />;

  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-4">
          <Avatar src={shown.profileImage} name={shown.name} className="size-14 text-xl" />
          <div className="min-w-0">
            <DialogTitle className="break-words">{shown.name}</DialogTitle>
            <div className="mt-1 flex flex-wrap gap-2">
              <Badge variant={shown.role === 'admin' ? 'gold' : 'secondary'}>{ROLE_LABELS[shown.role]}</Badge>
              <Badge variant={shown.status === 'active' ? 'success' : 'warning'}>{STATUS_LABELS[shown.status]}</Badge>
            </div>
          </div>
        </div>
        <DialogDescription className="sr-only">Profile and orders of {shown.name}</DialogDescription>
      </DialogHeader>

      {state.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/25 bg-destructive/10 px-4 py-3 text-sm text-destructive">
          <span>{state.message}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}

      <dl className="divide-y divide-border" aria-busy={state.status === 'loading' || undefined}>
        <Row label="Email">
          <span className="break-all">{shown.email ?? '—'}</span>
        </Row>
        <Row label="Phone">{displayPhone(shown.phone) ?? 'Not given'}</Row>
        <Row label="Address">
          {detail ? (
            detail.address ? (
              <PostalAddress address={detail.address} className="leading-normal" phone={false} />
            ) : (
              'Not given'
            )
          ) : state.status === 'loading' ? (
            pending('w-48')
          ) : (
            '—'
          )}
        </Row>
        <Row label="Email verified">{shown.isEmailVerified ? 'Yes' : 'No'}</Row>
        <Row label="Joined">
          <time dateTime={shown.createdAt}>{formatDate(shown.createdAt)}</time>
        </Row>
        <Row label="Last login">
          {shown.lastLoginAt ? <time dateTime={shown.lastLoginAt}>{formatDateTime(shown.lastLoginAt)}</time> : 'Never'}
        </Row>
        <Row label="Orders">{detail ? detail.orderCount.toLocaleString('en-IN') : state.status === 'loading' ? pending('w-10') : '—'}</Row>
        <Row label="Total spent">
          {detail ? formatInr(rupeesToPaise(detail.totalSpent)) : state.status === 'loading' ? pending('w-24') : '—'}
        </Row>
      </dl>

      <div className="flex justify-end">
        <Link
          href={userOrdersHref(user.id)}
          className="inline-flex items-center gap-2 text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
        >
          View orders of {shown.name}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </>
  );
}
