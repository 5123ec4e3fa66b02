import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  amountInWords,
  buildInvoice,
  creditNoteNumber,
  evenedLinesNote,
  TAX_SPLIT_RULES,
  invoiceStanding,
  numberToIndianWords,
  stateCodeOfGstin,
  type InvoiceInput,
  type InvoiceLineInput,
} from '@/lib/orders/invoice';

const KARNATAKA_GSTIN = '29AAKCM4821R1Z6';

function line(unitPricePaise: number, quantity = 1, description = 'Eau de Parfum 100 ml'): InvoiceLineInput {
  return { description, hsnCode: '3303', quantity, unitPricePaise, lineTotalPaise: unitPricePaise * quantity };
}

function input(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    lines: [line(118_000)],
    discountPaise: 0,
    ratePercent: 18,
    sellerGstin: KARNATAKA_GSTIN,
    buyerState: 'Karnataka',
    ...overrides,
  };
}

/** A small deterministic generator, so a failure can be reproduced. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('buildInvoice: place of supply', () => {
  it.each([
    // buyer state, supply type, code, CGST, SGST, IGST on ₹1,180.00 at 18%
    ['Karnataka', 'intra-state', '29', 9_000, 9_000, 0],
    ['  karnataka ', 'intra-state', '29', 9_000, 9_000, 0],
    ['Maharashtra', 'inter-state', '27', 0, 0, 18_000],
    ['Delhi', 'inter-state', '07', 0, 0, 18_000],
    ['Jammu & Kashmir', 'inter-state', '01', 0, 0, 18_000],
  ] as const)('%s: %s (code %s)', (state, supplyType, code, cgst, sgst, igst) => {
    const inv = buildInvoice(input({ buyerState: state }));
    expect(inv.supplyType).toBe(supplyType);
    expect(inv.placeOfSupply.code).toBe(code);
    expect(inv.sellerStateCode).toBe('29');
    expect(inv.totals).toMatchObject({ taxablePaise: 100_000, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst, taxPaise: 18_000, totalPaise: 118_000 });
  });

  it('gives half the rate to CGST and SGST within the state, the full rate to IGST across states', () => {
    expect(buildInvoice(input())).toMatchObject({ cgstRatePercent: 9, sgstRatePercent: 9, igstRatePercent: 0 });
    expect(buildInvoice(input({ buyerState: 'Tamil Nadu' }))).toMatchObject({ cgstRatePercent: 0, sgstRatePercent: 0, igstRatePercent: 18 });
  });

  it('takes the seller state from the GSTIN, not from a fixed value', () => {
    const inv = buildInvoice(input({ sellerGstin: '27AAKCM4821R1Z6', buyerState: 'Maharashtra' }));
    expect(inv.sellerStateCode).toBe('27');
    expect(inv.supplyType).toBe('intra-state');
  });

  it('names the place of supply canonically, and keeps an unknown state as typed with no code', () => {
    expect(buildInvoice(input({ buyerState: 'tamil nadu' })).placeOfSupply).toEqual({ state: 'Tamil Nadu', code: '33' });
    const unknown = buildInvoice(input({ buyerState: ' Atlantis ' }));
    expect(unknown.placeOfSupply).toEqual({ state: 'Atlantis', code: null });
    expect(unknown.supplyType).toBe('intra-state');
  });
});

describe('buildInvoice: lines and discount', () => {
  it('computes the taxable value from the tax-inclusive price, per line', () => {
    const inv = buildInvoice(input({ lines: [line(395_000), line(149_900, 2)], buyerState: 'Kerala' }));
    expect(inv.lines).toEqual([
      expect.objectContaining({ serial: 1, grossPaise: 395_000, discountPaise: 0, taxablePaise: 334_746, igstPaise: 60_254, totalPaise: 395_000 }),
      // 2998.00 / 1.18 = 2540.677… → 2540.68
      expect.objectContaining({ serial: 2, quantity: 2, unitPricePaise: 149_900, grossPaise: 299_800, taxablePaise: 254_068, igstPaise: 45_732 }),
    ]);
    expect(inv.totals).toMatchObject({ quantity: 3, grossPaise: 694_800, taxablePaise: 588_814, taxPaise: 105_986, totalPaise: 694_800 });
  });

  it('leaves every line untouched when there is no discount', () => {
    const inv = buildInvoice(input({ lines: [line(100_000), line(50_000)] }));
    expect(inv.lines.map((l) => l.discountPaise)).toEqual([0, 0]);
    expect(inv.totals.discountPaise).toBe(0);
    expect(inv.totals.totalPaise).toBe(150_000);
  });

  it.each([
    // weights, discount, expected shares
    [[300_000, 100_000], 40_000, [30_000, 10_000]],
    // 100 over three equal lines: 33.33… each, the spare paisa to the first
    [[1_000, 1_000, 1_000], 100, [34, 33, 33]],
    // remainders 2/3 and 1/3 of a paisa: the larger remainder gets the spare paisa
    [[1, 2], 1, [0, 1]],
    [[500, 0, 500], 3, [2, 0, 1]],
    [[149_900], 14_990, [14_990]],
    [[10_000, 20_000], 0, [0, 0]],
  ])('spreads %j by %i as %j', (weights, discount, shares) => {
    expect(allocateProportionally(discount, weights)).toEqual(shares);
  });

  it('spreads the coupon discount over the lines and taxes what is left', () => {
    // ₹3,000 + ₹1,000 with ₹400 off: shares ₹300 and ₹100.
    const inv = buildInvoice(input({ lines: [line(300_000), line(100_000)], discountPaise: 40_000 }));
    expect(inv.lines.map((l) => l.discountPaise)).toEqual([30_000, 10_000]);
    expect(inv.lines[0]).toMatchObject({ totalPaise: 270_000, taxablePaise: 228_814, cgstPaise: 20_593, sgstPaise: 20_593 });
    // 900.00 / 1.18 = 762.711… → 762.71 and tax 137.29: the odd paisa goes to the taxable value,
    // so CGST and SGST are equal halves of 137.28, and the invoice names line 2 once.
    expect(inv.lines[1]).toMatchObject({ totalPaise: 90_000, taxablePaise: 76_272, taxPaise: 13_728, cgstPaise: 6_864, sgstPaise: 6_864 });
    expect(inv.evenedLines).toEqual([2]);
    expect(inv.totals).toMatchObject({ grossPaise: 400_000, discountPaise: 40_000, totalPaise: 360_000 });
  });

  it('prints an invoice issued under the earlier rule as it was issued: the odd paisa to SGST', () => {
    const inv = buildInvoice(
      input({ lines: [line(300_000), line(100_000)], discountPaise: 40_000, taxSplitRule: TAX_SPLIT_RULES.oddPaisaToSgst }),
    );
    expect(inv.lines[1]).toMatchObject({ totalPaise: 90_000, taxablePaise: 76_271, taxPaise: 13_729, cgstPaise: 6_864, sgstPaise: 6_865 });
    expect(inv.evenedLines).toEqual([]);
  });

  it('leaves an inter-state line\'s IGST exact: there are no halves to even', () => {
    const inv = buildInvoice(input({ lines: [line(90_000)], buyerState: 'Kerala' }));
    expect(inv.lines[0]).toMatchObject({ taxablePaise: 76_271, igstPaise: 13_729 });
    expect(inv.evenedLines).toEqual([]);
  });

  it.each([
    [[], null],
    [[2], 'CGST and SGST are equal halves: the odd paisa of tax on line 2 is counted in its taxable value.'],
    [[1, 3], 'CGST and SGST are equal halves: the odd paisa of tax on lines 1 and 3 is counted in their taxable value.'],
    [[1, 2, 4], 'CGST and SGST are equal halves: the odd paisa of tax on lines 1, 2 and 4 is counted in their taxable value.'],
  ])('states the evened lines %j once', (serials, note) => {
    expect(evenedLinesNote(serials)).toBe(note);
  });

  it('adds up exactly on every column, whatever the rounding', () => {
    const rand = prng(20_260_401);
    for (let i = 0; i < 1_500; i++) {
      const count = 1 + Math.floor(rand() * 5);
      const lines = Array.from({ length: count }, () => line(1 + Math.floor(rand() * 2_000_000), 1 + Math.floor(rand() * 4)));
      const gross = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
      const discountPaise = Math.floor(rand() * gross * 0.6);
      const ratePercent = [0, 5, 12, 18, 28][Math.floor(rand() * 5)]!;
      const buyerState = rand() < 0.5 ? 'Karnataka' : 'West Bengal';
      const inv = buildInvoice(input({ lines, discountPaise, ratePercent, buyerState }));

      expect(inv.totals.discountPaise).toBe(discountPaise);
      expect(inv.totals.totalPaise).toBe(gross - discountPaise);
      expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(inv.totals.totalPaise);
      expect(inv.totals.cgstPaise + inv.totals.sgstPaise + inv.totals.igstPaise).toBe(inv.totals.taxPaise);
      for (const l of inv.lines) {
        expect(l.discountPaise).toBeGreaterThanOrEqual(0);
        expect(l.grossPaise - l.discountPaise).toBe(l.totalPaise);
        expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
        expect(l.cgstPaise).toBe(l.sgstPaise);
        if (buyerState === 'Karnataka') expect(l.igstPaise).toBe(0);
        else expect(l.cgstPaise + l.sgstPaise).toBe(0);
      }
    }
  });

  it.each([
    ['a discount above the goods', { lines: [line(10_000)], discountPaise: 10_001 }],
    ['a fractional discount', { discountPaise: 10.5 }],
    ['a negative rate', { ratePercent: -1 }],
    ['a zero quantity', { lines: [{ ...line(10_000), quantity: 0 }] }],
    ['a GSTIN without a state code', { sellerGstin: 'AB1234' }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => buildInvoice(input(overrides as Partial<InvoiceInput>))).toThrow(RangeError);
  });

  it('reads the state code from a GSTIN', () => {
    expect(stateCodeOfGstin(KARNATAKA_GSTIN)).toBe('29');
    expect(stateCodeOfGstin('07AAACB1234C1Z5')).toBe('07');
  });
});

describe('amount in words', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1_000, 'One Thousand'],
    [1_499, 'One Thousand Four Hundred Ninety-Nine'],
    [10_000, 'Ten Thousand'],
    [1_00_000, 'One Lakh'],
    [2_50_075, 'Two Lakh Fifty Thousand Seventy-Five'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_000, 'One Crore'],
    [1_23_45_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_000_00_00_000, 'One Thousand Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberToIndianWords(n)).toBe(words);
  });

  it.each([
    [149_950, 'Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only'],
    [149_900, 'Rupees One Thousand Four Hundred Ninety-Nine Only'],
    [118_000, 'Rupees One Thousand One Hundred Eighty Only'],
    [100, 'Rupees One Only'],
    [1, 'One Paise Only'],
    [0, 'Rupees Zero Only'],
    [12_50_000_05, 'Rupees Twelve Lakh Fifty Thousand and Five Paise Only'],
  ])('%i paise reads %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('is printed for the invoice total', () => {
    const inv = buildInvoice(input({ lines: [line(149_950)] }));
    expect(inv.amountInWords).toBe('Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only');
  });

  it('refuses fractions and negatives', () => {
    expect(() => numberToIndianWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('creditNoteNumber', () => {
  it('is the invoice number in the CN series, within rule 53’s 16 characters', () => {
    expect(creditNoteNumber('MA/26-27/000042')).toBe('CN/26-27/000042');
    expect(creditNoteNumber('MA/26-27/000042').length).toBeLessThanOrEqual(16);
  });

  it('prefixes a number without a series', () => {
    expect(creditNoteNumber('000042')).toBe('CN-000042');
  });
});

describe('invoiceStanding', () => {
  const base = { invoiceNumber: 'MA/26-27/000007', orderStatus: 'confirmed', paymentStatus: 'completed', fullRefund: null };
  const refund = { refundId: 'RF-MA-2026-000123', amountPaise: 320_000, status: 'PENDING', createdAt: new Date('2026-11-20T10:00:00Z') };

  it('an invoice in force for a paid, live order', () => {
    expect(invoiceStanding(base)).toEqual({ kind: 'issued' });
    expect(invoiceStanding({ ...base, orderStatus: 'delivered' })).toEqual({ kind: 'issued' });
  });

  it('a cancelled paid order: marked cancelled, with a credit note for the refund', () => {
    expect(invoiceStanding({ ...base, orderStatus: 'cancelled', fullRefund: refund })).toEqual({
      kind: 'cancelled',
      refunded: false,
      creditNote: { number: 'CN/26-27/000007', amountPaise: 320_000, refundId: 'RF-MA-2026-000123', refundStatus: 'PENDING', issuedAt: '2026-11-20T10:00:00.000Z' },
    });
  });

  it('reads refunded once the gateway has returned the money', () => {
    const s = invoiceStanding({ ...base, orderStatus: 'cancelled', paymentStatus: 'refunded', fullRefund: { ...refund, status: 'SUCCESS' } });
    expect(s).toMatchObject({ kind: 'cancelled', refunded: true, creditNote: { number: 'CN/26-27/000007' } });
  });

  it('a cancelled order with no money to return: marked, no credit note', () => {
    expect(invoiceStanding({ ...base, orderStatus: 'cancelled' })).toEqual({ kind: 'cancelled', refunded: false, creditNote: null });
  });
});
