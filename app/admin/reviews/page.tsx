import type { Metadata } from 'next';
import { EyeOff, MessageSquareText, Star } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ReviewModeration } from '@/components/admin/reviews/review-moderation';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { listAdminReviews } from '@/lib/reviews/admin';
import { adminReviewQuerySchema } from '@/lib/reviews/schemas';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Reviews' };

export default async function AdminReviewsPage() {
  await requireAdminPage('/admin/reviews');
  const initial = await listAdminReviews(await getDb(), adminReviewQuerySchema.parse({}));

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
      <div className="flex flex-col">
        <StatStrip label="Reviews at a glance" columns="md:grid-cols-3" className="mt-8 md:mt-0 md:mb-8">
          <li>
            <StatCard label="All reviews" value={initial.counts.all} icon={MessageSquareText} />
          </li>
          <li>
            <StatCard label="Visible" value={initial.counts.visible} icon={Star} hint="Shown to shoppers and counted in ratings" />
          </li>
          <li>
            <StatCard label="Hidden" value={initial.counts.hidden} icon={EyeOff} hint="Kept, but not shown or counted" />
          </li>
        </StatStrip>
        <ReviewModeration initial={{ items: initial.items, total: initial.total }} />
      </div>
    </>
  );
}
