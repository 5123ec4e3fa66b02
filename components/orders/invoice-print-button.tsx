'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The browser's print dialog, which also saves the invoice as a PDF. */
export function InvoicePrintButton() {
  return (
    <Button variant="gold" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden />
      Print invoice
    </Button>
  );
}
