import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/layout/page-hero';
import { ReportProblemForm } from '@/components/claims/report-problem-form';
import { requireUserPage } from '@/lib/auth/page-guards';
import { claimableQuantities } from '@/lib/claims/rules';
import { getDb } from '@/lib/db/client';
import { isAppError } from '@/lib/errors';
import { getOrderDto, getOrderForActor } from '@/lib/orders/queries';
import { directUploadsEnabled } from '@/lib/uploads/config';
import { formatOrderDateTime } from '@/components/orders/format';

export const metadata: Metadata = { title: 'Report a problem', robots: { index: false, follow: false } };

/** /orders/{id}/report: a delivered order's shopper reports wrong, damaged or leaking lines within the claim window. */
export default async function ReportProblemPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUserPage(`/orders/${encodeURIComponent(id)}/report`);
  const db = await getDb();
  let orderId: string;
  try {
    const row = await getOrderForActor(db, { userId: user.id, role: 'user' }, id);
    orderId = row.id;
  } catch (e) {
    if (isAppError(e) && e.status === 404) notFound();
    throw e;
  }
  const order = await getOrderDto(db, orderId);
  const left = claimableQuantities(
    order.items.map((i) => ({ id: i._id, quantity: i.quantity, kind: i.kind })),
    order.claims,
  );
  const lines = order.items
    .map((i) => ({ id: i._id, name: i.name, size: i.size, image: i.image, left: left.get(i._id) ?? 0 }))
    .filter((l) => l.left > 0);

  return (
    <>
      <PageHero variant="compact" eyebrow={`Order #${order.orderNumber}`} title="Report a problem" subtitle="A bottle arrived wrong, damaged or leaking? Tell us and show us, and we will replace or refund it." />
      <div className="container-page max-w-3xl py-10 sm:py-14">
        {order.canReportProblem ? (
          <>
            {order.claimWindowClosesAt ? (
              <p className="mb-6 text-sm text-muted-foreground">
                You can report a problem with this order until <time dateTime={order.claimWindowClosesAt}>{formatOrderDateTime(order.claimWindowClosesAt)}</time>.
              </p>
            ) : null}
            <ReportProblemForm orderId={order.id} orderNumber={order.orderNumber} lines={lines} directUploads={directUploadsEnabled()} />
          </>
        ) : (
          <div className="rounded-lg border border-border bg-card p-6">
            <h2 className="text-xl font-medium">This order cannot take a new report</h2>
            <p className="mt-2 text-muted-foreground">
              {order.claims.some((c) => c.status === 'open')
                ? 'We are looking at the problem you reported and will answer soon.'
                : order.deliveredAt
                  ? 'The time to report a problem with this order has passed, or every item has already been reported.'
                  : 'A problem can be reported once the order has been delivered.'}
            </p>
            <p className="mt-4">
              <Link href="/orders" className="underline underline-offset-4">
                Back to My Orders
              </Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
