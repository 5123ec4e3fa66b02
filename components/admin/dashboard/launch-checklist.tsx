import { Link } from '@/components/ui/link';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { CheckStatus, ReadinessCheck } from '@/lib/readiness/checks';
import { cn } from '@/lib/utils/cn';
import { linkClass, Panel } from './dashboard-panels';

const CHECK_LABELS: Record<string, string> = {
  'store-details': 'Store details',
  payments: 'Payments',
  email: 'Email',
  'site-url': 'Site address',
  uploads: 'Photo uploads',
  'cron-secret': 'Scheduled jobs',
  'google-sign-in': 'Google sign-in',
  database: 'Database',
  catalogue: 'Catalogue',
};

/** The status in words first (colour and icon only repeat it), so it reads the same to everyone. */
const STATUS: Record<CheckStatus, { word: string; icon: typeof CircleCheck; className: string }> = {
  ok: { word: 'Done', icon: CircleCheck, className: 'text-success' },
  warn: { word: 'Check', icon: CircleAlert, className: 'text-warning' },
  fail: { word: 'Needs action', icon: CircleX, className: 'text-destructive' },
};

/**
 * "Before you launch" on the dashboard (GET /api/v1/admin/readiness's checks), shown until every
 * check is ok. Problems first, then what is done.
 */
export function LaunchChecklist({ checks }: { checks: ReadinessCheck[] }) {
  const order: Record<CheckStatus, number> = { fail: 0, warn: 1, ok: 2 };
  const sorted = [...checks].sort((a, b) => order[a.status] - order[b.status]);
  const open = checks.filter((c) => c.status !== 'ok').length;
  return (
    <Panel
      id="dashboard-launch"
      title="Before you launch"
      className="mb-8"
      action={<span className="text-sm text-muted-foreground">{`${open} of ${checks.length} still to do`}</span>}
    >
      <ul className="divide-y divide-border" aria-label="Launch checklist">
        {sorted.map((c) => {
          const s = STATUS[c.status];
          const Icon = s.icon;
          return (
            <li key={c.id} data-check={c.id} className="grid grid-cols-[1.25rem_1fr] gap-x-3 gap-y-1 py-3 sm:grid-cols-[1.25rem_10rem_7rem_1fr]">
              <Icon aria-hidden className={cn('mt-0.5 size-5', s.className)} />
              <span className="font-medium">{CHECK_LABELS[c.id] ?? c.id}</span>
              <span className={cn('col-start-2 text-sm font-semibold sm:col-start-auto', s.className)}>{s.word}</span>
              <span className="col-start-2 text-sm text-muted-foreground sm:col-start-auto">
                {c.message}
                {c.href && c.status !== 'ok' ? (
                  <>
                    {' '}
                    <Link href={c.href} className={linkClass}>
                      {c.id === 'catalogue' ? 'Add your first perfume' : 'Open'}
                    </Link>
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
