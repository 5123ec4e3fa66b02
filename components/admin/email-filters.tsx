import Link from 'next/link';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OUTBOX_SEARCH_MAX_LENGTH, type OutboxFilters, type OutboxStatusCounts } from '@/lib/email/admin-queries';
import { EMAIL_STATUSES } from '@/lib/email/types';
import { EMAIL_STATUS_LABELS } from './email-status-badge';

/** A plain GET form: filtering works without JavaScript, and every result has a shareable URL. */
export function EmailFilters({ filters, counts }: { filters: OutboxFilters; counts: OutboxStatusCounts }) {
  const active = Boolean(filters.q || filters.status);
  return (
    <form
      method="get"
      action="/admin/emails"
      role="search"
      aria-label="Filter emails"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-end"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Label htmlFor="email-q">Recipient</Label>
        <Input
          id="email-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={OUTBOX_SEARCH_MAX_LENGTH}
          placeholder="name@example.com"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="flex flex-col gap-2 sm:w-52">
        <Label htmlFor="email-status">Status</Label>
        <select
          id="email-status"
          name="status"
          defaultValue={filters.status ?? ''}
          className="h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background md:text-sm"
        >
          <option value="">All statuses ({counts.total.toLocaleString('en-IN')})</option>
          {EMAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EMAIL_STATUS_LABELS[status]} ({counts[status].toLocaleString('en-IN')})
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit">
          <Search aria-hidden />
          Filter
        </Button>
        {active ? (
          <Link
            href="/admin/emails"
            className="inline-flex h-11 items-center px-1 text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
