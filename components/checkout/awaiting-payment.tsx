'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { Clock } from 'lucide-react';
import { PayNowButton } from '@/components/orders/pay-now-button';
import { formatRupees, itemCountLabel } from '@/components/orders/format';
import { formatIstDayMonth, formatIstTime } from '@/lib/india-time';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { StatePanel } from '@/components/ui/state-panel';
import type { OrderDto } from '@/lib/orders/types';

/**
 * The checkout after the shopper left the payment page with the browser's Back button: the bag
 * became this order, so instead of "Your cart is empty" it offers to finish paying for it.
 */
export function AwaitingPayment({ order }: { order: OrderDto }) {
  const router = useRouter();
  // With its day: "12:02 am" alone reads as today when it is tomorrow.
  const expires = order.expiresAt ? new Date(order.expiresAt) : null;
  const until = expires ? `${formatIstTime(expires)} on ${formatIstDayMonth(expires, { weekday: true })}` : null;
  const shown = order.items.slice(0, 3);
  return (
    <StatePanel
      headingId="awaiting-payment-heading"
      icon={Clock}
      title="Your order is waiting for payment"
      actions={
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PayNowButton orderId={order.id} onUnpayable={() => router.refresh()} />
          <Button asChild variant="outline">
            <Link href="/orders">View order</Link>
          </Button>
        </div>
      }
    >
      <p>
        Order <span className="font-medium text-foreground">{order.orderNumber}</span> ({itemCountLabel(order.itemCount)},{' '}
        <span className="tabular-nums">{formatRupees(order.totalAmount)}</span>) has been placed but not paid.
        {until ? ` Pay by ${until} to keep it; after that it is cancelled and nothing is charged.` : null}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-6 flex justify-center gap-3" aria-label="Items in this order">
          {shown.map((item) => (
            <li key={item._id} className="w-20">
              <div className="aspect-square overflow-hidden rounded-md bg-cream">
                {item.image ? <Img src={item.image} alt="" width={80} height={80} sizes="80px" className="size-full object-cover" /> : null}
              </div>
              <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{item.name}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </StatePanel>
  );
}
