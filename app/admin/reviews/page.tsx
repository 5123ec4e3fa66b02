import type { Metadata } from 'next';
import { EyeOff, MessageSquareText, Star } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ReviewModeration } from '@/components/admin/reviews/review-moderation';
import { StatCard } from '@/components/admin/stat-card';
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
      <div className="mb-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="All reviews" value={initial.counts.all} icon={MessageSquareText} />
        <StatCard label="Visible" value={initial.counts.visible} icon={Star} hint="Shown to shoppers and counted in ratings" />
        <StatCard label="Hidden" value={initial.counts.hidden} icon={EyeOff} hint="Kept, but not shown or counted" />
      </div>
      <ReviewModeration initial={{ items: initial.items, total: initial.total }} />
    </>
  );
}
