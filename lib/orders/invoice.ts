import { findIndianState, gstStateCode } from '../india';
import type { Paise } from '../money';
import { gstBreakup } from '../tax';

/*
 * The GST tax invoice of an order (CGST Rules, rule 46), computed from the order's lines.
 * Pure: the loader (invoice-query.ts) reads the rows and settings, this does the arithmetic, so
 * every rounding rule is covered by unit tests. All money is integer paise.
 */

export interface InvoiceLineInput {
  description: string;
  hsnCode: string;
  quantity: number;
  /** Price of one unit, GST included. */
  unitPricePaise: Paise;
  /** unitPricePaise × quantity, as the order stored it. */
  lineTotalPaise: Paise;
}

/**
 * Gift wrap sold with the goods. A composite supply whose principal supply is the perfume (CGST
 * Act s. 2(30), s. 8(a)), so it is taxed at the goods' rate; the line names the service by its SAC
 * (998540, packaging services) so the reader sees what it is. The coupon never reduces it.
 */
export const GIFT_WRAP_SAC = '998540';
const GIFT_WRAP_DESCRIPTION = 'Gift wrap';

export interface InvoiceInput {
  lines: readonly InvoiceLineInput[];
  /** The coupon discount on the whole order; it lowers the taxable value of the goods. */
  discountPaise: Paise;
  /** The gift wrap's price on the order (GST included); a line after the goods when above 0. */
  giftWrapPaise?: Paise;
  /** GST rate in percent (prices include it). */
  ratePercent: number;
  /** The seller's GSTIN; its first two digits are the seller's state code. */
  sellerGstin: string;
  /** The delivery state's name: the place of supply for goods. */
  buyerState: string;
  /** The rule the invoice was issued under (TAX_SPLIT_RULES); today's when not given. */
  taxSplitRule?: TaxSplitRule;
}

/**
 * How a line's tax is split between CGST and SGST. Kept with each invoice (orders.tax_split_rule)
 * because an issued invoice must print as it was issued:
 * - `oddPaisaToSgst` (1): halves that add back to the tax, the odd paisa to SGST, so a line could
 *   read CGST ₹158.83 beside SGST ₹158.84 (invoices issued before 30 November 2026);
 * - `equalHalves` (2): a line's tax is rounded down to an even number of paise and halved, the
 *   paisa rounded off counted in the line's taxable value, and the invoice says so once.
 */
export const TAX_SPLIT_RULES = { oddPaisaToSgst: 1, equalHalves: 2 } as const;
export type TaxSplitRule = (typeof TAX_SPLIT_RULES)[keyof typeof TAX_SPLIT_RULES];
export const CURRENT_TAX_SPLIT_RULE: TaxSplitRule = TAX_SPLIT_RULES.equalHalves;

type SupplyType = 'intra-state' | 'inter-state';

interface InvoiceLine {
  /** 1-based serial number. */
  serial: number;
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: Paise;
  /** Line total before the discount, GST included. */
  grossPaise: Paise;
  /** This line's share of the order's coupon discount. */
  discountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** cgst + sgst + igst. */
  taxPaise: Paise;
  /** What the buyer pays for the line: gross − discount = taxable + tax. */
  totalPaise: Paise;
}

interface InvoiceTotals {
  quantity: number;
  grossPaise: Paise;
  discountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

export interface Invoice {
  supplyType: SupplyType;
  ratePercent: number;
  /** Half the rate each for an intra-state supply, 0 otherwise. */
  cgstRatePercent: number;
  sgstRatePercent: number;
  /** The full rate for an inter-state supply, 0 otherwise. */
  igstRatePercent: number;
  sellerStateCode: string;
  placeOfSupply: { state: string; code: string | null };
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
  /** Serials of the lines whose odd paisa of tax was counted in their taxable value (equalHalves). */
  evenedLines: number[];
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole, non-negative paise`);
}

/**
 * Splits `amount` over `weights` in proportion, each share rounded down and the paise left over
 * given to the largest remainders (ties to the earlier line), so the shares add up exactly.
 * BigInt because amount × weight can pass 2^53 for a large order.
 */
export function allocateProportionally(amount: Paise, weights: readonly Paise[]): Paise[] {
  assertPaise(amount, 'Amount');
  weights.forEach((w) => assertPaise(w, 'Weight'));
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (amount === 0) return weights.map(() => 0);
  if (total === 0n) throw new RangeError('Cannot spread an amount over lines worth nothing');
  const big = BigInt(amount);
  const shares = weights.map((w) => (big * BigInt(w)) / total);
  const remainders = weights.map((w, index) => ({ index, rest: (big * BigInt(w)) % total }));
  let left = Number(big - shares.reduce((sum, s) => sum + s, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** A GSTIN starts with the two-digit code of the state it is registered in. */
export function stateCodeOfGstin(gstin: string): string {
  const code = gstin.trim().slice(0, 2);
  if (!/^\d{2}$/.test(code)) throw new RangeError('A GSTIN starts with a two-digit state code');
  return code;
}

export function buildInvoice(input: InvoiceInput): Invoice {
  const { discountPaise, ratePercent } = input;
  const giftWrapPaise = input.giftWrapPaise ?? 0;
  assertPaise(discountPaise, 'Discount');
  assertPaise(giftWrapPaise, 'Gift wrap');
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError('Rate must be a non-negative number');
  for (const line of input.lines) {
    assertPaise(line.unitPricePaise, 'Unit price');
    assertPaise(line.lineTotalPaise, 'Line total');
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError('Quantity must be a positive whole number');
  }
  const grossTotal = input.lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (discountPaise > grossTotal) throw new RangeError('Discount cannot exceed the value of the goods');
  const wrapLine: InvoiceLineInput[] =
    giftWrapPaise > 0
      ? [{ description: GIFT_WRAP_DESCRIPTION, hsnCode: GIFT_WRAP_SAC, quantity: 1, unitPricePaise: giftWrapPaise, lineTotalPaise: giftWrapPaise }]
      : [];
  const lines = [...input.lines, ...wrapLine];

  const sellerStateCode = stateCodeOfGstin(input.sellerGstin);
  const buyerCode = gstStateCode(input.buyerState);
  // An address whose state we cannot name is treated as within the seller's state: the place of
  // supply then defaults to where the goods leave from, and the invoice says the code is unknown.
  const supplyType: SupplyType = buyerCode !== null && buyerCode !== sellerStateCode ? 'inter-state' : 'intra-state';
  const intra = supplyType === 'intra-state';

  // The discount is spread over the goods only; the wrap line (last) takes no share of it.
  const shares = allocateProportionally(
    discountPaise,
    input.lines.map((l) => l.lineTotalPaise),
  );

  const equalHalves = intra && (input.taxSplitRule ?? CURRENT_TAX_SPLIT_RULE) === TAX_SPLIT_RULES.equalHalves;
  const evenedLines: number[] = [];
  const invoiceLines = lines.map((line, i): InvoiceLine => {
    const share = shares[i] ?? 0;
    const net = line.lineTotalPaise - share;
    const exact = gstBreakup(net, ratePercent);
    const odd = equalHalves ? exact.taxPaise % 2 : 0;
    if (odd) evenedLines.push(i + 1);
    const taxPaise = exact.taxPaise - odd;
    const taxablePaise = exact.taxablePaise + odd;
    const cgst = intra ? Math.floor(taxPaise / 2) : 0;
    const sgst = intra ? taxPaise - cgst : 0;
    return {
      serial: i + 1,
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      grossPaise: line.lineTotalPaise,
      discountPaise: share,
      taxablePaise,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: intra ? 0 : taxPaise,
      taxPaise,
      totalPaise: net,
    };
  });

  const totals = invoiceLines.reduce<InvoiceTotals>(
    (t, l) => ({
      quantity: t.quantity + l.quantity,
      grossPaise: t.grossPaise + l.grossPaise,
      discountPaise: t.discountPaise + l.discountPaise,
      taxablePaise: t.taxablePaise + l.taxablePaise,
      cgstPaise: t.cgstPaise + l.cgstPaise,
      sgstPaise: t.sgstPaise + l.sgstPaise,
      igstPaise: t.igstPaise + l.igstPaise,
      taxPaise: t.taxPaise + l.taxPaise,
      totalPaise: t.totalPaise + l.totalPaise,
    }),
    { quantity: 0, grossPaise: 0, discountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 0 },
  );

  return {
    supplyType,
    ratePercent,
    cgstRatePercent: intra ? ratePercent / 2 : 0,
    sgstRatePercent: intra ? ratePercent / 2 : 0,
    igstRatePercent: intra ? 0 : ratePercent,
    sellerStateCode,
    placeOfSupply: { state: findIndianState(input.buyerState)?.name ?? input.buyerState.trim(), code: buyerCode },
    lines: invoiceLines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    evenedLines,
  };
}

/** The invoice's one sentence about the paise rounded off to keep CGST and SGST equal, or null when none was. */
export function evenedLinesNote(serials: readonly number[]): string | null {
  if (serials.length === 0) return null;
  const which = new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(serials.map(String));
  return `CGST and SGST are equal halves: the odd paisa of tax on line${serials.length > 1 ? 's' : ''} ${which} is counted in ${serials.length > 1 ? 'their' : 'its'} taxable value.`;
}

// ─────────────────────────── cancelled and refunded invoices ───────────────────────────

/**
 * The credit note that reverses an invoice (CGST Act s. 34, rule 53): one per invoice, so its
 * number is the invoice's with the series letters CN (MA/26-27/000001 → CN/26-27/000001). Stable,
 * findable from either document, and 15 characters, inside rule 53's 16.
 */
export function creditNoteNumber(invoiceNumber: string): string {
  const slash = invoiceNumber.indexOf('/');
  return slash > 0 ? `CN${invoiceNumber.slice(slash)}` : `CN-${invoiceNumber}`.slice(0, 16);
}

export interface CreditNote {
  number: string;
  amountPaise: Paise;
  /** The gateway refund that returns the money (RF-<order number>). */
  refundId: string;
  /** The gateway's refund status (PENDING until it says otherwise, then SUCCESS, …). */
  refundStatus: string;
  /** ISO: when the refund was promised, which is when the supply was cancelled. */
  issuedAt: string;
}

/** 'issued': an invoice in force. 'cancelled': the order was cancelled after it was invoiced. */
export type InvoiceStanding = { kind: 'issued' } | { kind: 'cancelled'; refunded: boolean; creditNote: CreditNote | null };

export interface InvoiceStandingInput {
  invoiceNumber: string;
  orderStatus: string;
  paymentStatus: string;
  /** The order's full refund (not a refund of a duplicate payment), if one was promised. */
  fullRefund: { refundId: string; amountPaise: Paise; status: string; createdAt: Date } | null;
}

/**
 * An issued tax invoice is never withdrawn: a cancelled order keeps its invoice, marked as
 * cancelled, and the money returned is a credit note against it. A refund of a second payment for
 * the same order is not a credit note (the supply still stands) and is not passed in here.
 */
export function invoiceStanding(input: InvoiceStandingInput): InvoiceStanding {
  const refund = input.fullRefund;
  const refunded = input.paymentStatus === 'refunded';
  if (input.orderStatus !== 'cancelled' && !refunded && !refund) return { kind: 'issued' };
  const creditNote: CreditNote | null =
    refund && refund.amountPaise > 0
      ? {
          number: creditNoteNumber(input.invoiceNumber),
          amountPaise: refund.amountPaise,
          refundId: refund.refundId,
          refundStatus: refund.status,
          issuedAt: refund.createdAt.toISOString(),
        }
      : null;
  return { kind: 'cancelled', refunded: refunded || refund?.status === 'SUCCESS', creditNote };
}

// ─────────────────────────── amount in words (Indian system) ───────────────────────────

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]!}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]!} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words the Indian way: 1,23,45,678 is 'One Crore Twenty-Three Lakh Forty-Five
 * Thousand Six Hundred Seventy-Eight'. Counts of crores above 99 are themselves read in lakhs
 * and thousands ('One Thousand Crore').
 */
export function numberToIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('Expected a whole, non-negative number');
  if (n === 0) return ONES[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${numberToIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 149950 → 'Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only'. */
export function amountInWords(paise: Paise): string {
  assertPaise(paise, 'Amount');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  const words = `Rupees ${numberToIndianWords(rupees)}`;
  return rest > 0 ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}
