import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ClaimList } from '@/components/admin/claims/claim-list';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { listAdminClaims } from '@/lib/claims/queries';
import { adminClaimsQuerySchema } from '@/lib/claims/schema';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS } from '@/lib/claims/types';
import { getDb } from '@/lib/db/client';
import { cn } from '@/lib/utils/cn';

export const metadata: Metadata = { title: 'Claims' };

type RawSearchParams = Record<string, string | string[] | undefined>;

/** Problems shoppers reported with delivered orders: open ones first, the longest waiting first (docs/claims.md). */
export default async function AdminClaimsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage('/admin/claims');
  const raw = await searchParams;
  const parsed = adminClaimsQuerySchema.safeParse({ status: typeof raw.status === 'string' ? raw.status : undefined, page: typeof raw.page === 'string' ? raw.page : undefined, limit: 50 });
  const query = parsed.success ? parsed.data : { page: 1, limit: 50, status: null };
  const result = await listAdminClaims(await getDb(), query);
  const filters: { value: string | null; label: string }[] = [{ value: null, label: 'All' }, ...CLAIM_STATUSES.map((s) => ({ value: s, label: s === 'open' ? 'Open' : CLAIM_STATUS_LABELS[s] }))];

  return (
    <>
      <AdminPageHeader
        eyebrow="After delivery"
        title="Claims"
        description={
          <p>
            Bottles reported wrong, damaged or leaking within the claim window. Answer each once: send a replacement (a ₹0 order you then ship like any
            other), refund the lines, or reject with a reason the customer reads. Open claims come first, the longest waiting first; every answer is
            emailed to the customer and recorded in the audit log.
          </p>
        }
      />
      <nav aria-label="Filter claims" className="mb-6 flex flex-wrap gap-2">
        {filters.map((f) => {
          const current = (query.status ?? null) === f.value;
          return (
            <Link
              key={f.label}
              href={f.value ? `/admin/claims?status=${f.value}` : '/admin/claims'}
              aria-current={current ? 'page' : undefined}
              className={cn('inline-flex min-h-11 items-center rounded-md border border-border px-4 text-sm', current && 'border-ink bg-ink text-background')}
            >
              {f.label}
              {f.value === 'open' ? ` (${result.openCount})` : ''}
            </Link>
          );
        })}
      </nav>
      <ClaimList items={result.items} total={result.total} />
    </>
  );
}
