import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { InvoiceDocument } from '@/components/orders/invoice-document';
import { InvoicePrintButton } from '@/components/orders/invoice-print-button';
import { Button } from '@/components/ui/button';
import { requireUserPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { isAppError } from '@/lib/errors';
import { loadInvoice, type InvoiceView } from '@/lib/orders/invoice-query';

export const metadata: Metadata = { title: 'Tax Invoice', robots: { index: false, follow: false } };

type Params = Promise<{ id: string }>;

// Only the invoice goes to paper: the site's navigation, footer and toasts (every child of <body>
// but <main>) and this page's own band are left out, on one A4 sheet with printer margins.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  body > :not(main) { display: none !important; }
  main { min-height: 0 !important; }
}`;

async function findInvoice(userId: string, role: 'user' | 'admin', orderId: string): Promise<InvoiceView | null> {
  try {
    return await loadInvoice(await getDb(), { userId, role }, orderId);
  } catch (error) {
    // Someone else's order, a missing one and an unpaid one all read as "not found".
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

export default async function InvoicePage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requireUserPage(`/orders/${encodeURIComponent(id)}/invoice`);
  const view = await findInvoice(user.id, user.role, id);
  if (!view) notFound();

  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHero variant="compact" eyebrow={`Order #${view.orderNumber}${view.standing.kind === 'cancelled' ? ' · Cancelled' : ''}`} title={`Invoice ${view.invoiceNumber}`}
        className="print:hidden [&_h1]:lining-nums">
        <InvoicePrintButton />
        <Button asChild variant="outline">
          <Link href="/orders">
            <ArrowLeft aria-hidden />
            Back to My Orders
          </Link>
        </Button>
      </PageHero>
      <div className="container-page py-10 sm:py-14 print:p-0">
        <InvoiceDocument view={view} />
      </div>
    </>
  );
}
