import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/page-hero';
import { OrderList, OrdersLoadError } from '@/components/orders/order-list';
import { requireUserPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { listOrdersForUser } from '@/lib/orders/queries';
import { ORDER_NUMBER_PATTERN } from '@/lib/orders/constants';
import { CLAIM_LIMITS } from '@/lib/claims/messages';
import type { OrderDto } from '@/lib/orders/types';
import { log } from '@/lib/log';
import { creditsOfUser } from '@/lib/discovery/credits';
import { DiscoveryCredits } from '@/components/orders/discovery-credits';
import { dataKey } from '@/lib/data-key';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false, follow: false } };

const PAGE_SIZE = 10;

async function firstPage(userId: string, role: 'user' | 'admin'): Promise<{ orders: OrderDto[]; total: number } | null> {
  try {
    const db = await getDb();
    return await listOrdersForUser(db, { userId, role }, userId, { page: 1, limit: PAGE_SIZE });
  } catch (error) {
    // The page still renders, with its error state and Try Again.
    log.error('orders page', error, { stack: error instanceof Error ? error.stack : undefined });
    return null;
  }
}

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUserPage('/orders');
  const { reported } = await searchParams;
  const [result, credits] = await Promise.all([
    firstPage(user.id, user.role),
    getDb()
      .then((db) => creditsOfUser(db, user.id))
      .catch((e: unknown) => {
        log.error('orders page: discovery credits', e);
        return [];
      }),
  ]);
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Your account"
        title="My Orders"
        subtitle="Track your orders, complete a pending payment, download GST invoices, or cancel before dispatch."
      />
      <div className="container-page py-10 sm:py-14">
        {typeof reported === 'string' && ORDER_NUMBER_PATTERN.test(reported) ? (
          <p role="status" className="mb-6 rounded-md border border-success/25 bg-success/10 px-4 py-3 text-sm text-success">
            Thank you: we have your report about order #{reported} and will answer within {CLAIM_LIMITS.answerHours} hours. You will find our answer here and by email.
          </p>
        ) : null}
        <DiscoveryCredits credits={credits} />
        {result ? (
          <OrderList key={dataKey(result)} userId={user.id} initialOrders={result.orders} total={result.total} pageSize={PAGE_SIZE} />
        ) : (
          <OrdersLoadError />
        )}
      </div>
    </>
  );
}
