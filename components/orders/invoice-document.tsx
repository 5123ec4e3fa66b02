import { formatInrExact as formatInr } from '@/lib/money';
import { evenedLinesNote } from '@/lib/orders/invoice';
import type { InvoiceView } from '@/lib/orders/invoice-query';
import { cn } from '@/lib/utils/cn';
import { formatOrderDate, paymentMethodLabel, refundStatusLook } from './format';
import { PostalAddress } from '@/components/ui/postal-address';

const INVOICE_ELEMENT_ID = 'tax-invoice';

function rate(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('flex gap-2', className)}>
      <dt className="shrink-0 text-muted-foreground print:text-ink">{label}:</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

type CancelledStanding = Extract<InvoiceView['standing'], { kind: 'cancelled' }>;

/**
 * Why the invoice is marked: an issued invoice stays on record (it is never withdrawn), and the
 * money returned is a credit note against it, named here so either document finds the other.
 */
function CancellationNote({ view, cancelled }: { view: InvoiceView; cancelled: CancelledStanding }) {
  const note = cancelled.creditNote;
  const whole = note !== null && note.amountPaise === view.invoice.totals.totalPaise;
  return (
    <section
      aria-labelledby="invoice-cancelled-title"
      className="mt-6 rounded-md border border-destructive/30 bg-destructive/5 p-4 print:mt-4 print:border-ink print:bg-transparent print:p-2"
    >
      <h3 id="invoice-cancelled-title" className="font-sans text-sm font-semibold text-destructive print:text-ink">
        This order was cancelled
      </h3>
      {note ? (
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
          <Field label="Credit note No.">
            <span className="font-mono">{note.number}</span>
          </Field>
          <Field label="Credit note date">
            <time dateTime={note.issuedAt}>{formatOrderDate(note.issuedAt)}</time>
          </Field>
          <Field label="Amount credited">
            {formatInr(note.amountPaise)}
            {whole ? ' (the whole invoice, tax included)' : ''}
          </Field>
          <Field label="Refund">
            <span className="font-mono break-all">{note.refundId}</span>, {refundStatusLook(note.refundStatus).label.toLowerCase()}
          </Field>
        </dl>
      ) : (
        <p className="mt-1">No payment was kept for this order, so nothing is due and no credit note was needed.</p>
      )}
    </section>
  );
}

/** Credit notes for claimed lines refunded (a damaged, leaking or wrong bottle): the rest of the supply stands. */
function ClaimCreditNotes({ notes }: { notes: InvoiceView['claimCreditNotes'] }) {
  return (
    <section aria-labelledby="invoice-claim-notes-title" className="mt-6 rounded-md border border-border p-4 print:mt-4 print:border-ink print:p-2">
      <h3 id="invoice-claim-notes-title" className="font-sans text-sm font-semibold">
        Credit notes for reported problems
      </h3>
      {notes.map((note) => (
        <dl key={note.number} className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
          <Field label="Credit note No.">
            <span className="font-mono">{note.number}</span>
          </Field>
          <Field label="Credit note date">
            <time dateTime={note.issuedAt}>{formatOrderDate(note.issuedAt)}</time>
          </Field>
          <Field label="Amount credited">{formatInr(note.amountPaise)}</Field>
          <Field label="Refund">
            <span className="font-mono break-all">{note.refundId}</span>, {refundStatusLook(note.refundStatus).label.toLowerCase()}
          </Field>
        </dl>
      ))}
    </section>
  );
}

/**
 * The GST tax invoice (CGST Rules, rule 46) as one A4 sheet: seller, invoice and order numbers,
 * buyer and place of supply, the lines with HSN, taxable value and tax, totals and the amount in
 * words. Server-rendered; the page adds the print styles.
 */
export function InvoiceDocument({ view }: { view: InvoiceView }) {
  const { invoice, seller, buyer } = view;
  const cancelled = view.standing.kind === 'cancelled' ? view.standing : null;
  // A cancellation's credit note covers the whole invoice; otherwise the claims' refunds, each its own note.
  const creditNotes = cancelled?.creditNote ? [cancelled.creditNote] : view.claimCreditNotes;
  const intra = invoice.supplyType === 'intra-state';
  const t = invoice.totals;
  const evenedNote = evenedLinesNote(invoice.evenedLines);
  const address = buyer.address;
  const place = `${invoice.placeOfSupply.state}${invoice.placeOfSupply.code ? ` (${invoice.placeOfSupply.code})` : ''}`;
  const num = 'px-2 py-2 text-right tabular-nums whitespace-nowrap print:px-1 print:py-1';
  const head = 'px-2 py-2 font-semibold align-bottom print:px-1 print:py-1';

  return (
    <article
      id={INVOICE_ELEMENT_ID}
      aria-labelledby="tax-invoice-title"
      className="figures mx-auto w-full max-w-6xl rounded-lg border border-border bg-card p-5 text-sm text-card-foreground shadow-xs sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-[9pt] print:shadow-none"
    >
      <div className="flex flex-col gap-6 border-b border-border pb-6 sm:flex-row sm:justify-between print:flex-row print:pb-4">
        <div>
          <p className="font-display text-2xl font-semibold">{seller.tradeName}</p>
          <p className="mt-1 font-medium">{seller.legalName}</p>
          <address className="mt-1 leading-relaxed not-italic">
            {seller.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <dl className="mt-2 space-y-0.5">
            <Field label="GSTIN">
              <span className="font-mono">{seller.gstin}</span>
            </Field>
            {seller.cin ? (
              <Field label="CIN">
                <span className="font-mono">{seller.cin}</span>
              </Field>
            ) : null}
            <Field label="State">
              {seller.stateName} ({seller.stateCode})
            </Field>
            <Field label="Email">{seller.email}</Field>
            <Field label="Phone">{seller.phone}</Field>
          </dl>
        </div>
        <div className="sm:text-right print:text-right">
          <h2 id="tax-invoice-title" className="text-3xl font-semibold tracking-wide uppercase">
            Tax Invoice
          </h2>
          <p className="mt-1 text-xs text-muted-foreground print:text-ink">Original for recipient</p>
          {cancelled ? (
            <p className="mt-3 inline-block border-2 border-destructive px-3 py-1 text-xs font-semibold tracking-[0.2em] text-destructive uppercase print:border-ink print:text-ink">
              {cancelled.refunded ? 'Cancelled · Refunded' : 'Cancelled'}
            </p>
          ) : null}
          <dl className="mt-3 space-y-0.5 sm:[&>div]:justify-end print:[&>div]:justify-end">
            <Field label="Invoice No.">
              <span className="font-mono">{view.invoiceNumber}</span>
            </Field>
            <Field label="Invoice Date">
              <time dateTime={view.invoiceDate}>{formatOrderDate(view.invoiceDate)}</time>
            </Field>
            <Field label="Order No.">
              <span className="font-mono">{view.orderNumber}</span>
            </Field>
            <Field label="Order Date">
              <time dateTime={view.orderDate}>{formatOrderDate(view.orderDate)}</time>
            </Field>
          </dl>
        </div>
      </div>

      {cancelled ? <CancellationNote view={view} cancelled={cancelled} /> : null}

      <div className="grid gap-6 border-b border-border py-6 sm:grid-cols-2 print:grid-cols-2 print:py-4">
        <div>
          <h3 className="text-xs font-semibold tracking-widest text-muted-foreground uppercase print:text-ink">Billed to</h3>
          <p className="mt-2 font-medium">{buyer.name}</p>
          <p className="mt-1 text-muted-foreground print:text-ink">Unregistered consumer (no GSTIN)</p>
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-widest text-muted-foreground uppercase print:text-ink">Shipped to</h3>
          <PostalAddress address={address} className="mt-2" />
          <dl className="mt-2">
            <Field label="Place of supply">{place}</Field>
          </dl>
        </div>
      </div>

      <div
        role="region"
        aria-labelledby="invoice-lines-caption"
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden print:mt-4 print:overflow-visible"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-xs print:min-w-0 print:text-[8pt]">
          <caption id="invoice-lines-caption" className="sr-only">
            Invoice lines: prices include GST at {rate(invoice.ratePercent)}
          </caption>
          <thead className="border-y border-ink bg-cream print:bg-transparent">
            <tr>
              <th scope="col" className={cn(head, 'text-left')}>
                #
              </th>
              <th scope="col" className={cn(head, 'text-left')}>
                Description
              </th>
              <th scope="col" className={cn(head, 'text-left')}>
                HSN
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                Qty
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                Unit price<span className="block font-normal">(incl. GST)</span>
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                Amount<span className="block font-normal">(incl. GST)</span>
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                Discount
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                Taxable value
              </th>
              {intra ? (
                <>
                  <th scope="col" className={cn(head, 'text-right')}>
                    CGST<span className="block font-normal">@ {rate(invoice.cgstRatePercent)}</span>
                  </th>
                  <th scope="col" className={cn(head, 'text-right')}>
                    SGST<span className="block font-normal">@ {rate(invoice.sgstRatePercent)}</span>
                  </th>
                </>
              ) : (
                <th scope="col" className={cn(head, 'text-right')}>
                  IGST<span className="block font-normal">@ {rate(invoice.igstRatePercent)}</span>
                </th>
              )}
              <th scope="col" className={cn(head, 'text-right')}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.serial} className="border-b border-border align-top">
                <td className="px-2 py-2 tabular-nums print:px-1 print:py-1">{line.serial}</td>
                <th scope="row" className="px-2 py-2 text-left font-medium print:px-1 print:py-1">
                  {line.description}
                </th>
                <td className="px-2 py-2 font-mono print:px-1 print:py-1">{line.hsnCode}</td>
                <td className={num}>{line.quantity}</td>
                <td className={num}>{formatInr(line.unitPricePaise)}</td>
                <td className={num}>{formatInr(line.grossPaise)}</td>
                <td className={num}>{line.discountPaise > 0 ? `−${formatInr(line.discountPaise)}` : formatInr(0)}</td>
                <td className={num}>{formatInr(line.taxablePaise)}</td>
                {intra ? (
                  <>
                    <td className={num}>{formatInr(line.cgstPaise)}</td>
                    <td className={num}>{formatInr(line.sgstPaise)}</td>
                  </>
                ) : (
                  <td className={num}>{formatInr(line.igstPaise)}</td>
                )}
                <td className={cn(num, 'font-medium')}>{formatInr(line.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-y border-ink font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-2 py-2 text-left print:px-1 print:py-1">
                Total
              </th>
              <td className={num}>{t.quantity}</td>
              <td className={num}>
                <span className="sr-only">Not applicable</span>
              </td>
              <td className={num}>{formatInr(t.grossPaise)}</td>
              <td className={num}>{t.discountPaise > 0 ? `−${formatInr(t.discountPaise)}` : formatInr(0)}</td>
              <td className={num}>{formatInr(t.taxablePaise)}</td>
              {intra ? (
                <>
                  <td className={num}>{formatInr(t.cgstPaise)}</td>
                  <td className={num}>{formatInr(t.sgstPaise)}</td>
                </>
              ) : (
                <td className={num}>{formatInr(t.igstPaise)}</td>
              )}
              <td className={num}>{formatInr(t.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="mt-6 grid gap-6 sm:grid-cols-[minmax(0,1fr)_18rem] print:mt-4 print:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-3">
          <div>
            <h3 className="text-xs font-semibold tracking-widest text-muted-foreground uppercase print:text-ink">
              Amount in words
            </h3>
            <p className="mt-1 font-medium">{invoice.amountInWords}</p>
          </div>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground print:text-ink">
            <li>Prices are inclusive of GST.</li>
            <li>
              {intra
                ? `Intra-state supply: CGST and SGST at ${rate(invoice.cgstRatePercent)} each.`
                : `Inter-state supply: IGST at ${rate(invoice.igstRatePercent)}.`}
            </li>
            {evenedNote ? <li>{evenedNote}</li> : null}
            {t.discountPaise > 0 ? (
              <li>
                Coupon{view.couponCode ? ` ${view.couponCode}` : ''} discount shared across the lines in proportion to their value;
                tax is on the discounted value.
              </li>
            ) : null}
            <li>Tax payable on reverse charge: No.</li>
            <li>
              Paid by {paymentMethodLabel(view.paymentMethod).toLowerCase()}
              {view.transactionId ? (
                <>
                  {', transaction ID '}
                  <span className="font-mono break-all">{view.transactionId}</span>
                </>
              ) : null}
              .
            </li>
          </ul>
        </div>
        <dl className="space-y-1.5 self-start rounded-md border border-border p-4 print:p-2">
          <div className="flex justify-between gap-4">
            <dt>Taxable value</dt>
            <dd className="tabular-nums">{formatInr(t.taxablePaise)}</dd>
          </div>
          {intra ? (
            <>
              <div className="flex justify-between gap-4">
                <dt>CGST @ {rate(invoice.cgstRatePercent)}</dt>
                <dd className="tabular-nums">{formatInr(t.cgstPaise)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>SGST @ {rate(invoice.sgstRatePercent)}</dt>
                <dd className="tabular-nums">{formatInr(t.sgstPaise)}</dd>
              </div>
            </>
          ) : (
            <div className="flex justify-between gap-4">
              <dt>IGST @ {rate(invoice.igstRatePercent)}</dt>
              <dd className="tabular-nums">{formatInr(t.igstPaise)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-ink pt-2 text-base font-semibold">
            <dt>Invoice total</dt>
            <dd className="tabular-nums">{formatInr(t.totalPaise)}</dd>
          </div>
          {creditNotes.length > 0 ? (
            <>
              {creditNotes.map((note) => (
                <div key={note.number} className="flex justify-between gap-4">
                  <dt>
                    Less credit note <span className="font-mono whitespace-nowrap">{note.number}</span>
                  </dt>
                  <dd className="tabular-nums whitespace-nowrap">−{formatInr(note.amountPaise)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-border pt-2 font-semibold">
                <dt>Balance</dt>
                <dd className="tabular-nums">{formatInr(Math.max(0, t.totalPaise - creditNotes.reduce((n, c) => n + c.amountPaise, 0)))}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </div>

      {view.claimCreditNotes.length > 0 ? <ClaimCreditNotes notes={view.claimCreditNotes} /> : null}

      <div className="mt-10 flex flex-col gap-6 border-t border-border pt-6 sm:flex-row sm:items-end sm:justify-between print:mt-6 print:flex-row print:items-end print:justify-between print:pt-4">
        <p className="max-w-md text-xs text-muted-foreground print:text-ink">
          This is a computer-generated invoice and needs no signature. Questions about this invoice: {seller.email}.
        </p>
        <p className="text-right">
          <span className="block font-medium">For {seller.legalName}</span>
          <span className="mt-8 block text-xs text-muted-foreground print:mt-6 print:text-ink">Authorised Signatory</span>
        </p>
      </div>
    </article>
  );
}
