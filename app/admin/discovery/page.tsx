import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DiscoveryPricesForm } from '@/components/admin/discovery/prices-form';
import { Link } from '@/components/ui/link';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { discoveryReport } from '@/lib/discovery/credits';
import { readDiscoveryPrices, toDiscoveryPricesDto } from '@/lib/discovery/settings';
import { formatIstDate } from '@/lib/india-time';
import { formatInr } from '@/lib/money';

export const metadata: Metadata = { title: 'Discovery sets' };

const STATE_TEXT = { available: 'Not used yet', redeemed: 'Redeemed', expired: 'Expired', withdrawn: 'Withdrawn' } as const;

export default async function AdminDiscoveryPage() {
  await requireAdminPage('/admin/discovery');
  const db = await getDb();
  // Straight from the database: the form must start from what is saved.
  const [prices, report] = await Promise.all([readDiscoveryPrices(db), discoveryReport(db)]);
  const c = report.credits;
  return (
    <>
      <AdminPageHeader
        eyebrow="Store"
        title="Discovery sets"
        description="The prices of the 3 and 5 travel spray sets, the sets sold, and the credits their delivery earned."
      />
      <div className="flex flex-col gap-12">
        <section aria-labelledby="discovery-prices-heading" className="flex flex-col gap-4">
          <h2 id="discovery-prices-heading" className="text-2xl font-medium">
            Prices
          </h2>
          <DiscoveryPricesForm initial={toDiscoveryPricesDto(prices)} />
        </section>
        <section aria-labelledby="discovery-sold-heading" className="flex flex-col gap-4">
          <h2 id="discovery-sold-heading" className="text-2xl font-medium">
            Sets sold
          </h2>
          <p className="text-sm text-muted-foreground">Paid orders, refunded ones included.</p>
          <table className="w-full max-w-xl text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2">Set</th>
                <th scope="col" className="py-2 text-right">Sold</th>
                <th scope="col" className="py-2 text-right">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {[3, 5].map((n) => {
                const row = report.sets.find((s) => s.setSize === n);
                return (
                  <tr key={n} className="border-b border-border">
                    <th scope="row" className="py-2 text-left font-normal">Set of {n}</th>
                    <td className="py-2 text-right tabular-nums">{row?.sold ?? 0}</td>
                    <td className="py-2 text-right tabular-nums">{formatInr(row?.revenuePaise ?? 0)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="discovery-credits-heading" className="flex flex-col gap-4">
          <h2 id="discovery-credits-heading" className="text-2xl font-medium">
            Credits
          </h2>
          <dl className="grid max-w-4xl grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-5">
            {[
              ['Issued', `${c.issued} · ${formatInr(c.issuedPaise)}`],
              ['Redeemed', `${c.redeemed} · ${formatInr(c.redeemedPaise)}`],
              ['Not used yet', String(c.available)],
              ['Expired', String(c.expired)],
              ['Withdrawn', String(c.withdrawn)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md border border-border bg-card p-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="mt-1 text-lg font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {report.recent.length ? (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">The latest credits</caption>
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className="py-2">Code</th>
                    <th scope="col" className="py-2">Order</th>
                    <th scope="col" className="py-2">Customer</th>
                    <th scope="col" className="py-2 text-right">Value</th>
                    <th scope="col" className="py-2">Valid until</th>
                    <th scope="col" className="py-2">State</th>
                  </tr>
                </thead>
                <tbody>
                  {report.recent.map((r) => (
                    <tr key={r.code} className="border-b border-border">
                      <td className="py-2 font-mono">{r.code}</td>
                      <td className="py-2">
                        <Link href={`/admin/orders/${r.orderId}`} className="underline underline-offset-4">
                          {r.orderNumber}
                        </Link>
                      </td>
                      <td className="py-2">{r.customerName}</td>
                      <td className="py-2 text-right tabular-nums">{formatInr(r.valuePaise)}</td>
                      <td className="py-2">{formatIstDate(r.expiresAt)}</td>
                      <td className="py-2">{STATE_TEXT[r.state]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No credits yet: one is issued when an order with a discovery set is marked delivered.</p>
          )}
        </section>
      </div>
    </>
  );
}
