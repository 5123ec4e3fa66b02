'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { DataTable, DEFAULT_PAGE_SIZE, type Column } from '@/components/admin/data-table';
import { ListLoadError, RefreshButton } from '@/components/admin/list-toolbar';
import { formatDateTime } from '@/components/admin/users/format';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastError } from '@/components/ui/sonner';
import { ApiError, apiFetch, isAbortError } from '@/lib/client/api';
import { cn } from '@/lib/utils/cn';
import { auditActionLabel, type AuditEntryDto } from './audit-types';

interface Params {
  page: number;
  limit: number;
  entityType: string;
  actor: string;
}

export interface AuditListData {
  items: AuditEntryDto[];
  total: number;
  entityTypes: string[];
}

const LOAD_FAILED = 'Failed to load the audit log. Please try again.';
const ACTOR_INVALID = 'Enter an admin’s email address or user id';

/** "coupon" → "Coupon", "contact_message" → "Contact message". */
export function entityTypeLabel(type: string): string {
  const words = type.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The snapshot as indented JSON text (React escapes it: stored values never become markup). */
function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function actorLooksValid(actor: string): boolean {
  return actor === '' || /^[0-9a-f]{24}$/.test(actor) || /^[^\s@]+@[^\s@]+$/.test(actor);
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {value == null ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing recorded</p>
      ) : (
        // Wrapped rather than scrolled: no scrolling box to reach from the keyboard.
        <pre className="mt-2 rounded-md border border-border bg-card p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
          {json(value)}
        </pre>
      )}
    </div>
  );
}

/**
 * /admin/audit below its title: every admin write, newest first, paged on the server, filtered
 * by entity type and by admin; each entry opens in place to show its before and after.
 */
export function AuditLog({ initial }: { initial: AuditListData }) {
  const uid = useId();
  const typeId = `${uid}-type`;
  const actorId = `${uid}-actor`;
  const actorErrorId = `${uid}-actor-error`;
  const headingId = `${uid}-results`;

  const [params, setParams] = useState<Params>({ page: 1, limit: DEFAULT_PAGE_SIZE, entityType: '', actor: '' });
  const [actorText, setActorText] = useState('');
  const [actorError, setActorError] = useState<string | null>(null);
  const [data, setData] = useState<AuditListData>(initial);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const paramsRef = useRef(params);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function load(next: Params): Promise<void> {
    paramsRef.current = next;
    setParams(next);
    abortRef.current?.abort();
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    setLoading(true);
    const qs = new URLSearchParams({ page: String(next.page), limit: String(next.limit) });
    if (next.entityType) qs.set('entityType', next.entityType);
    if (next.actor) qs.set('actor', next.actor);
    try {
      const res = await apiFetch<AuditEntryDto[]>(`/api/v1/audit?${qs}`, { signal: ctrl.signal, fallbackMessage: LOAD_FAILED });
      if (ctrl.signal.aborted) return;
      const types = (res as { entityTypes?: string[] }).entityTypes;
      setData((prev) => ({ items: res.data, total: res.pagination?.total ?? res.data.length, entityTypes: types ?? prev.entityTypes }));
      setExpanded(new Set());
      setLoadError(null);
    } catch (err) {
      if (isAbortError(err) || ctrl.signal.aborted) return;
      const message = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 ? err.message : LOAD_FAILED;
      setLoadError(message);
      toastError(message);
    } finally {
      if (abortRef.current === ctrl) setLoading(false);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const actor = actorText.trim().toLowerCase();
    if (!actorLooksValid(actor)) {
      setActorError(ACTOR_INVALID);
      document.getElementById(actorId)?.focus();
      return;
    }
    setActorError(null);
    void load({ ...paramsRef.current, actor, page: 1 });
  }

  function clearFilters() {
    setActorText('');
    setActorError(null);
    void load({ ...paramsRef.current, entityType: '', actor: '', page: 1 });
  }

  function toggle(id: string) {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const panelId = (id: string) => `${uid}-changes-${id}`;

  const columns: Column<AuditEntryDto>[] = [
    {
      key: 'createdAt',
      header: 'When',
      cell: (e) => (
        <time dateTime={e.createdAt} className="whitespace-nowrap">
          {formatDateTime(e.createdAt)}
        </time>
      ),
    },
    {
      key: 'actor',
      header: 'Admin',
      cell: (e) => (
        <span className="block min-w-48" title={e.actorId ?? undefined}>
          <span className="block font-medium">{e.actorName ?? e.actorEmail ?? (e.actorId ? `${e.actorId} (deleted)` : 'System')}</span>
          {e.actorName && e.actorEmail ? <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{e.actorEmail}</span> : null}
        </span>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (e) => (
        <span className="block min-w-28">
          <span className="block">{auditActionLabel(e.action)}</span>
          <code className="block font-mono text-xs whitespace-nowrap text-muted-foreground">{e.action}</code>
        </span>
      ),
    },
    {
      key: 'entity',
      header: 'Entity',
      cell: (e) => (
        <span className="block min-w-40" title={e.entityId ?? undefined}>
          <span className="block font-medium break-words">
            {e.entityLabel ?? (e.entityId ? <span className="font-mono text-xs break-all">{e.entityId} (deleted)</span> : '—')}
          </span>
          <span className="block text-xs text-muted-foreground">{entityTypeLabel(e.entityType)}</span>
        </span>
      ),
    },
    {
      key: 'changes',
      header: 'Changes',
      headerClassName: 'text-right',
      className: 'text-right align-middle',
      cell: (e) => {
        const open = expanded.has(e.id);
        return (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? panelId(e.id) : undefined}
            onClick={() => toggle(e.id)}
          >
            {open ? 'Hide changes' : 'Show changes'}
            <span className="sr-only">
              {' '}
              for {auditActionLabel(e.action).toLowerCase()} {e.entityLabel ?? e.entityType} on {formatDateTime(e.createdAt)}
            </span>
            <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
        );
      },
    },
  ];

  const filtered = Boolean(params.entityType || params.actor);

  return (
    <>
      <form
        role="search"
        aria-label="Filter audit log"
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 lg:flex-row lg:items-start"
      >
        <div className="flex flex-col gap-2 lg:w-56">
          <Label htmlFor={typeId}>Entity type</Label>
          <NativeSelect
            id={typeId}
            value={params.entityType}
            onChange={(e) => void load({ ...paramsRef.current, entityType: e.target.value, page: 1 })}
          >
            <option value="">All types</option>
            {data.entityTypes.map((t) => (
              <option key={t} value={t}>
                {entityTypeLabel(t)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor={actorId}>Admin email or id</Label>
          <Input
            id={actorId}
            type="search"
            value={actorText}
            onChange={(e) => setActorText(e.target.value)}
            maxLength={254}
            placeholder="admin@example.com"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={actorError ? true : undefined}
            aria-describedby={actorError ? actorErrorId : undefined}
          />
          {actorError ? (
            <p id={actorErrorId} className="text-sm text-destructive">
              {actorError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 lg:pt-6">
          <Button type="submit">Apply</Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
          <RefreshButton loading={loading} onClick={() => void load(paramsRef.current)} />
        </div>
      </form>

      <section aria-labelledby={headingId} className="mt-6">
        <h2 id={headingId} className="sr-only">
          Audit entries
        </h2>
        {loadError ? (
          <ListLoadError message={loadError} onRetry={() => void load(paramsRef.current)} />
        ) : null}
        <div className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <DataTable
            caption="Audit log, newest first"
            columns={columns}
            rows={data.items}
            rowKey={(e) => e.id}
            page={params.page}
            pageSize={params.limit}
            total={data.total}
            loading={loading}
            onPageChange={(page) => void load({ ...paramsRef.current, page })}
            onPageSizeChange={(limit) => void load({ ...paramsRef.current, limit, page: 1 })}
            empty={filtered ? 'No entries match these filters.' : 'No admin changes recorded yet.'}
            expandedRow={(e) =>
              expanded.has(e.id) ? (
                <div id={panelId(e.id)} className="grid gap-4 md:grid-cols-2">
                  <Snapshot title="Before" value={e.before} />
                  <Snapshot title="After" value={e.after} />
                  <p className="text-xs break-all text-muted-foreground md:col-span-2">
                    {e.entityId ? <>{entityTypeLabel(e.entityType)} id {e.entityId}. </> : null}
                    {e.actorId ? <>Admin id {e.actorId}. </> : null}
                    {e.ip ? <>From IP address {e.ip}.</> : null}
                  </p>
                </div>
              ) : null
            }
          />
        </div>
      </section>
    </>
  );
}
