import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoiceCounters } from '../db/schema';
import { istParts } from '../india-time';

/** India's financial year runs April (month 3, counting from 0) to March: 22 Nov 2026 is in '2026-27' (dates in Asia/Kolkata). */
export function financialYear(date: Date): string {
  const { year, month } = istParts(date);
  const start = month >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** MA/26-27/000001: 15 characters, inside rule 46's 16, unique within the financial year. */
export function formatInvoiceNumber(fy: string, n: number): string {
  return `MA/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/** The next invoice number of the date's financial year; gap-free because it runs in the payer's transaction. */
export async function nextInvoiceNumber(tx: DbOrTx, date: Date): Promise<string> {
  const fy = financialYear(date);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return formatInvoiceNumber(fy, row!.n);
}
