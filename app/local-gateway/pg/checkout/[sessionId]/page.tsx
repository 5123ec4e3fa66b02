import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getDb } from '@/lib/db/client';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { paymentGateway } from '@/lib/payments/gateway';
import { localGatewayServed } from '@/lib/payments/setup';
import { gatewayReturnLocation } from '@/lib/payments/local-gateway/return-url';
import { getGatewayOrderBySession, LocalGatewayError, toCfOrder } from '@/lib/payments/local-gateway/service';
import { getStoreDetails } from '@/lib/store-details/settings';

// The stand-in gateway's payment page is rendered per request, whole (it answers 404 for an unknown session).
export const instant = false;

export const metadata: Metadata = { title: 'Local payment gateway', robots: { index: false, follow: false } };

const buttonBase =
  'inline-flex h-12 w-full items-center justify-center rounded-md px-6 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The local gateway's hosted checkout, standing in for Cashfree's payment page: the shopper
 * chooses Pay, Fail or Cancel, the gateway sends its webhook and returns them to the store.
 */
export default async function LocalCheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  await connection();
  const { sessionId } = await params;
  // Never on a production deployment (and before paymentGateway(), which would answer 503 there).
  if (!localGatewayServed()) notFound();
  const store = await getStoreDetails();
  const gateway = paymentGateway();
  if (gateway.provider !== 'local') notFound();
  let order;
  try {
    order = toCfOrder(await getGatewayOrderBySession(await getDb(), sessionId));
  } catch (e) {
    if (e instanceof LocalGatewayError) notFound();
    throw e;
  }
  const open = order.order_status === 'ACTIVE';
  const returnTo = gatewayReturnLocation(order.order_meta.return_url, order.order_id, gateway.siteUrl);
  const action = `/local-gateway/pg/checkout/${encodeURIComponent(sessionId)}/complete`;
  return (
    <main className="flex min-h-screen items-center justify-center bg-[#f4f1ea] px-4 py-10 text-[#1c1a17]">
      <div className="w-full max-w-md rounded-xl border border-[#d9d2c3] bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-medium tracking-wide text-[#5b5346] uppercase">Local payment gateway · test mode</p>
        <h1 className="mt-2 text-2xl font-semibold">Pay {store.name}</h1>
        <dl className="mt-6 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-[#5b5346]">Order</dt>
            <dd className="font-mono">{order.order_id}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-[#5b5346]">Amount</dt>
            <dd className="text-lg font-semibold">{formatInr(rupeesToPaise(order.order_amount))}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-[#5b5346]">Status</dt>
            <dd>{order.order_status}</dd>
          </div>
        </dl>
        {open ? (
          <form method="post" action={action} className="mt-8 space-y-3">
            <p className="text-sm text-[#5b5346]">No real money moves here. Choose what the bank should answer.</p>
            <button name="outcome" value="pay" className={`${buttonBase} bg-[#1f5f3a] text-white hover:bg-[#184a2d] focus-visible:outline-[#1f5f3a]`}>
              Pay {formatInr(rupeesToPaise(order.order_amount))}
            </button>
            <button name="outcome" value="fail" className={`${buttonBase} border border-[#9b1c1c] text-[#9b1c1c] hover:bg-[#fdf2f2] focus-visible:outline-[#9b1c1c]`}>
              Fail payment
            </button>
            <button name="outcome" value="cancel" className={`${buttonBase} border border-[#d9d2c3] text-[#1c1a17] hover:bg-[#f4f1ea] focus-visible:outline-[#1c1a17]`}>
              Cancel
            </button>
          </form>
        ) : (
          <p className="mt-8 text-sm" role="status">
            This payment is closed ({order.order_status.toLowerCase()}).{' '}
            {returnTo ? (
              <a className="underline" href={returnTo}>
                Return to the store
              </a>
            ) : null}
          </p>
        )}
      </div>
    </main>
  );
}
