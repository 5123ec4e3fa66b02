import type { Metadata } from 'next';
import { EyeOff, MessageSquareText, Star } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ReviewModeration } from '@/components/admin/reviews/review-moderation';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { listAdminReviews } from '@/lib/reviews/admin';
import { reviewList, reviewListQuery } from '@/lib/reviews/admin-list';

export const metadata: Metadata = { title: 'Reviews' };

export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage('/admin/reviews');
  const db = await getDb();
  const { params, result } = await loadListPage(reviewList.parse(await searchParams), (p) => listAdminReviews(db, reviewListQuery(p)), (r) => r.items);

  return (
    <>
      <AdminPageHeader
        eyebrow="Moderation"
        title="Reviews"
        description={
          <p>
            Every customer review, newest first. A hidden review leaves the product page and no longer counts towards the product’s rating; deleting one
            removes it for good. Each action is recorded in the audit log.
          </p>
        }
      />
      {/* A column, so that on a phone the figures can follow the list. */}
      <div className="flex flex-col gap-6">
        <StatStrip label="Reviews at a glance" columns="md:grid-cols-3">
          <li>
            <StatCard label="All reviews" value={result.counts.all} icon={MessageSquareText} />
          </li>
          <li>
            <StatCard label="Visible" value={result.counts.visible} icon={Star} hint="Shown to shoppers and counted in ratings" />
          </li>
          <li>
            <StatCard label="Hidden" value={result.counts.hidden} icon={EyeOff} hint="Kept, but not shown or counted" />
          </li>
        </StatStrip>
        <ReviewModeration params={params} items={result.items} total={result.total} />
      </div>
    </>
  );
}
