import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ArrowLeft, Gift } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { InvoicePrintButton } from '@/components/orders/invoice-print-button';
import { formatOrderDate } from '@/components/orders/format';
import { Button } from '@/components/ui/button';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { loadPackingSlip, type PackingSlip } from '@/lib/gifts/packing-slip';
import { isAppError } from '@/lib/errors';
import { formatInr } from '@/lib/money';
import { getStoreDetails } from '@/lib/store-details/settings';
import { PostalAddress } from '@/components/ui/postal-address';

export const metadata: Metadata = { title: 'Packing slip' };

type Params = Promise<{ id: string }>;

const SLIP_ID = 'packing-slip';

// Only the slip goes to paper: the back office's header, navigation and this page's buttons stay
// on screen, and the slip fills an A4 sheet.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  #${SLIP_ID}, #${SLIP_ID} * { visibility: visible !important; }
  #${SLIP_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; box-shadow: none !important; }
}`;

async function findSlip(userId: string, orderId: string): Promise<PackingSlip | null> {
  try {
    return await loadPackingSlip(await getDb(), { userId, role: 'admin' }, orderId);
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

export default async function PackingSlipPage({ params }: { params: Params }) {
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/orders/${encodeURIComponent(id)}/packing-slip`);
  const [slip, store] = await Promise.all([findSlip(admin.id, id), getStoreDetails()]);
  if (!slip) notFound();
  const a = slip.shipTo;

  return (
    <>
      <style>{PRINT_CSS}</style>
      <AdminPageHeader
        eyebrow={`Order ${slip.orderNumber}`}
        title="Packing slip"
        description={
          slip.showPrices
            ? 'What goes into the parcel, with prices.'
            : 'A gift receipt: the buyer asked for no prices in the parcel, so none are printed. The tax invoice goes to the buyer.'
        }
      />
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <InvoicePrintButton label="Print packing slip" />
        <Button asChild variant="outline">
          <Link href={`/admin/orders?search=${encodeURIComponent(slip.orderNumber)}`}>
            <ArrowLeft aria-hidden />
            Back to orders
          </Link>
        </Button>
      </div>

      <article
        id={SLIP_ID}
        aria-labelledby="packing-slip-title"
        className="max-w-3xl rounded-lg border border-border bg-card p-5 text-sm shadow-xs sm:p-8 print:max-w-none print:p-0 print:text-[10pt]"
      >
        <header className="flex flex-col gap-4 border-b border-border pb-5 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="font-display text-2xl font-semibold">{store.name}</p>
            <h2 id="packing-slip-title" className="mt-1 font-sans text-sm font-semibold tracking-widest uppercase">
              {slip.showPrices ? 'Packing slip' : 'Gift receipt'}
            </h2>
          </div>
          <dl className="space-y-0.5 sm:text-right">
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-muted-foreground">Order No.:</dt>
              <dd className="font-mono font-medium">{slip.orderNumber}</dd>
            </div>
            <div className="flex gap-2 sm:justify-end">
              <dt className="text-muted-foreground">Order date:</dt>
              <dd className="font-medium">
                <time dateTime={slip.orderDate}>{formatOrderDate(slip.orderDate)}</time>
              </dd>
            </div>
          </dl>
        </header>

        <section aria-labelledby="packing-slip-ship-to" className="border-b border-border py-5">
          <h3 id="packing-slip-ship-to" className="font-sans text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            Ship to
          </h3>
          <PostalAddress address={a} className="mt-2" />
        </section>

        <table className="mt-5 w-full border-collapse text-left">
          <caption className="sr-only">Items in order {slip.orderNumber}</caption>
          <thead className="border-b border-ink text-xs">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Qty
              </th>
              {slip.showPrices ? (
                <>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Price
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Total
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {slip.lines.map((line, i) => (
              <tr key={i} className="align-top">
                <td className="py-2 pr-3 break-words">
                  {line.brand ? <span className="block text-xs text-muted-foreground uppercase">{line.brand}</span> : null}
                  {line.name}
                  {line.variantLabel ? <span className="text-muted-foreground"> · {line.variantLabel}</span> : null}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                {slip.showPrices ? (
                  <>
                    <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{formatInr(line.unitPricePaise ?? 0)}</td>
                    <td className="py-2 text-right tabular-nums whitespace-nowrap">{formatInr(line.lineTotalPaise ?? 0)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>

        {slip.totals ? (
          <dl className="mt-3 ml-auto max-w-xs space-y-1 border-t border-border pt-3">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="tabular-nums">{formatInr(slip.totals.subtotalPaise)}</dd>
            </div>
            {slip.totals.discountPaise > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Discount</dt>
                <dd className="tabular-nums">−{formatInr(slip.totals.discountPaise)}</dd>
              </div>
            ) : null}
            {slip.totals.giftWrapPaise > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Gift wrap</dt>
                <dd className="tabular-nums">{formatInr(slip.totals.giftWrapPaise)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatInr(slip.totals.totalPaise)}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-4 text-xs text-muted-foreground">{slip.itemCount === 1 ? '1 item' : `${slip.itemCount} items`}. A gift for you.</p>
        )}

        {slip.gift.wrap ? (
          <p className="mt-5 flex items-center gap-2 font-medium print:hidden">
            <Gift aria-hidden className="size-4 text-gold-deep" />
            Gift wrap this parcel
          </p>
        ) : null}

        {slip.gift.message ? (
          <section
            aria-labelledby="packing-slip-message"
            className="mt-6 rounded-lg border-2 border-dashed border-gold-deep/50 bg-cream/40 p-6 text-center print:bg-transparent"
          >
            <h3 id="packing-slip-message" className="font-sans text-xs font-semibold tracking-widest text-muted-foreground uppercase">
              A message for you
            </h3>
            <p className="mt-3 font-display text-xl leading-relaxed whitespace-pre-line break-words">{slip.gift.message}</p>
          </section>
        ) : null}
      </article>
    </>
  );
}
