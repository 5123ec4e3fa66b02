'use client';

import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { ListSection } from '@/components/admin/list/list-section';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { formatDateTime } from '@/components/admin/users/format';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { auditList, type AuditListParams } from '@/lib/audit/admin-list';
import { AUDIT_ACTOR_MAX, auditActionLabel, entityTypeLabel, isAuditActor, type AuditEntryDto } from '@/lib/audit/dto';
import { cn } from '@/lib/utils/cn';

const ACTOR_INVALID = 'Enter an admin’s email address or user id';

/** The snapshot as indented JSON text (React escapes it: stored values never become markup). */
function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
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
 * The audit log's client island (the page reads the address bar and the entries): the filters
 * by entity type and by admin, and the entries, each opening in place to show its before and after.
 */
export function AuditLog({
  params,
  items,
  total,
  entityTypes,
}: {
  params: AuditListParams;
  items: AuditEntryDto[];
  total: number;
  entityTypes: string[];
}) {
  const uid = useId();
  const actorId = `${uid}-actor`;
  const actorErrorId = `${uid}-actor-error`;
  const list = useListUrl(auditList, params);

  // The admin field is applied with its button, not as one types; back/forward replace its text.
  const [actorText, setActorText] = useState(params.filters.actor);
  const [shownActor, setShownActor] = useState(params.filters.actor);
  if (params.filters.actor !== shownActor) {
    setShownActor(params.filters.actor);
    setActorText(params.filters.actor);
  }
  const [actorError, setActorError] = useState<string | null>(null);
  // Entries opened in place close when other entries arrive.
  const [expanded, setExpanded] = useState<{ items: AuditEntryDto[]; open: ReadonlySet<string> }>({ items, open: new Set() });
  if (expanded.items !== items) setExpanded({ items, open: new Set() });
  const isOpen = (id: string) => expanded.open.has(id);

  function applyActor() {
    const actor = actorText.trim().toLowerCase();
    if (actor !== '' && !isAuditActor(actor)) {
      setActorError(ACTOR_INVALID);
      document.getElementById(actorId)?.focus();
      return;
    }
    setActorError(null);
    list.setFilters({ actor });
  }

  function clearFilters() {
    setActorText('');
    setActorError(null);
    list.setFilters({ entityType: '', actor: '' });
  }

  function toggle(id: string) {
    setExpanded((prev) => {
      const open = new Set(prev.open);
      if (open.has(id)) open.delete(id);
      else open.add(id);
      return { ...prev, open };
    });
  }

  const panelId = (id: string) => `${uid}-changes-${id}`;

  const columns: ListColumn<AuditEntryDto>[] = [
    {
      id: 'createdAt',
      header: 'When',
      enableSorting: true,
      cell: ({ row: { original: e } }) => (
        <time dateTime={e.createdAt} className="whitespace-nowrap">
          {formatDateTime(e.createdAt)}
        </time>
      ),
    },
    {
      id: 'actor',
      header: 'Admin',
      cell: ({ row: { original: e } }) => (
        <span className="block min-w-48" title={e.actorId ?? undefined}>
          <span className="block font-medium">{e.actorName ?? e.actorEmail ?? (e.actorId ? `${e.actorId} (deleted)` : 'System')}</span>
          {e.actorName && e.actorEmail ? <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{e.actorEmail}</span> : null}
        </span>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: e } }) => (
        <span className="block min-w-28">
          <span className="block">{auditActionLabel(e.action)}</span>
          <code className="block font-mono text-xs whitespace-nowrap text-muted-foreground">{e.action}</code>
        </span>
      ),
    },
    {
      id: 'entity',
      header: 'Entity',
      cell: ({ row: { original: e } }) => (
        <span className="block min-w-40" title={e.entityId ?? undefined}>
          <span className="block font-medium break-words">
            {e.entityLabel ?? (e.entityId ? <span className="font-mono text-xs break-all">{e.entityId} (deleted)</span> : '—')}
          </span>
          <span className="block text-xs text-muted-foreground">{entityTypeLabel(e.entityType)}</span>
        </span>
      ),
    },
    {
      id: 'changes',
      header: 'Changes',
      meta: { headerClassName: 'text-right', className: 'text-right align-middle' },
      cell: ({ row: { original: e } }) => {
        const open = isOpen(e.id);
        return (
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls={open ? panelId(e.id) : undefined} onClick={() => toggle(e.id)}>
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

  const filtered = auditList.isFiltered(params);
  const typeOptions = [{ value: '', label: 'All types' }, ...entityTypes.map((t) => ({ value: t, label: entityTypeLabel(t) }))];

  return (
    <>
      <ListToolbar label="Filter audit log" className="lg:flex-row lg:items-start" onSubmit={applyActor}>
        <ListSelect
          label="Entity type"
          className="lg:w-56"
          value={params.filters.entityType}
          options={typeOptions}
          onChange={(entityType) => list.setFilters({ entityType })}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor={actorId}>Admin email or id</Label>
          <Input
            id={actorId}
            type="search"
            value={actorText}
            onChange={(e) => setActorText(e.target.value)}
            maxLength={AUDIT_ACTOR_MAX}
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
          <RefreshButton loading={list.pending} onClick={list.refresh} />
        </div>
      </ListToolbar>

      <ListSection id={`${uid}-results`} title="Audit entries" className="mt-6">
        <ListTable
          caption={`Audit log, ${params.sort.direction === 'asc' ? 'oldest' : 'newest'} first`}
          columns={columns}
          rows={items}
          rowId={(e) => e.id}
          total={total}
          {...list.table}
          empty={filtered ? 'No entries match these filters.' : 'No admin changes recorded yet.'}
          expandedRow={(e) =>
            isOpen(e.id) ? (
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
      </ListSection>
    </>
  );
}
