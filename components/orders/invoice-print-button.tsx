'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The browser's print dialog, which also saves the invoice (or a packing slip) as a PDF. */
export function InvoicePrintButton({ label = 'Print invoice' }: { label?: string }) {
  return (
    <Button variant="gold" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden />
      {label}
    </Button>
  );
}
