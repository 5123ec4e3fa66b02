import { describe, expect, it } from 'vitest';
import { axisTop, bucketLabel, bucketTick, chartSummary, compactRupees, niceCeiling, tickIndexes } from '@/components/admin/dashboard/chart-scale';
import { csvCell, csvRow, exportFileName, istDateTime } from '@/lib/orders/admin-export';
import { istDateKey, startOfIstDay } from '@/lib/india-time';
import { lastMonthLabel, periodRange, timeframeBuckets, timeframeStart } from '@/lib/orders/admin-period';
import { adminOrdersQuerySchema, updateOrderStatusSchema } from '@/lib/orders/admin-schema';
import { averageOrderValue, fillSeries, stockLevel } from '@/lib/orders/analytics';

// 10 March 2026, 02:00 in Kolkata (20:30 UTC the day before): the UTC and Indian dates differ.
const EARLY = new Date('2026-03-09T20:30:00Z');
// 15 January 2026, 12:00 in Kolkata.
const JAN = new Date('2026-01-15T06:30:00Z');

describe('Indian calendar days', () => {
  it('starts the day at midnight in Kolkata, not UTC', () => {
    expect(startOfIstDay(EARLY).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(istDateKey(EARLY)).toBe('2026-03-10');
    expect(startOfIstDay(new Date('2026-03-09T18:29:59Z')).toISOString()).toBe('2026-03-08T18:30:00.000Z');
  });
});

describe('periodRange (the orders filter)', () => {
  it('all has no bounds; today runs from midnight in Kolkata', () => {
    expect(periodRange('all', EARLY)).toBeNull();
    expect(periodRange('today', EARLY)).toEqual({ from: new Date('2026-03-09T18:30:00Z'), to: null });
  });

  it('7d is the last 7 × 24 hours', () => {
    expect(periodRange('7d', EARLY)).toEqual({ from: new Date('2026-03-02T20:30:00Z'), to: null });
  });

  it('lastMonth is the whole previous calendar month in India, across a year end', () => {
    expect(periodRange('lastMonth', EARLY)).toEqual({ from: new Date('2026-01-31T18:30:00Z'), to: new Date('2026-02-28T18:30:00Z') });
    expect(periodRange('lastMonth', JAN)).toEqual({ from: new Date('2025-11-30T18:30:00Z'), to: new Date('2025-12-31T18:30:00Z') });
    expect(lastMonthLabel(JAN)).toBe('December 2025');
    // On 1 March, 00:30 in Kolkata (still February in UTC) the last month is February.
    expect(lastMonthLabel(new Date('2026-02-28T19:00:00Z'))).toBe('February 2026');
  });
});

describe('timeframeBuckets (the dashboard chart)', () => {
  it('has one bucket per Indian day, ending today', () => {
    const week = timeframeBuckets('7d', EARLY);
    expect(week.map((b) => b.key)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(week[6]!.from.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(week[6]!.to.toISOString()).toBe('2026-03-10T18:30:00.000Z');
    for (let i = 1; i < week.length; i++) expect(week[i]!.from).toEqual(week[i - 1]!.to);
    expect(timeframeBuckets('30d', EARLY)).toHaveLength(30);
    expect(timeframeBuckets('90d', EARLY)[0]!.key).toBe('2025-12-11');
    expect(timeframeStart('30d', EARLY).toISOString()).toBe('2026-02-08T18:30:00.000Z');
  });

  it('12m has one bucket per month, ending this month', () => {
    const year = timeframeBuckets('12m', JAN);
    expect(year.map((b) => b.key)).toEqual([
      '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
    expect(year[0]!.from.toISOString()).toBe('2025-01-31T18:30:00.000Z');
    expect(year[11]!.to.toISOString()).toBe('2026-01-31T18:30:00.000Z');
  });
});

describe('fillSeries and averageOrderValue', () => {
  it('puts zeros where nothing sold and converts paise to rupees', () => {
    const buckets = timeframeBuckets('7d', EARLY);
    const series = fillSeries(buckets, [{ key: '2026-03-09', revenuePaise: 249_950, orders: 2 }]);
    expect(series).toHaveLength(7);
    expect(series[5]).toEqual({ key: '2026-03-09', revenue: 2499.5, orders: 2 });
    expect(series[6]).toEqual({ key: '2026-03-10', revenue: 0, orders: 0 });
  });

  it('averages to the paisa, and is 0 without paid orders', () => {
    expect(averageOrderValue(1_000_00, 3)).toBe(333.33);
    expect(averageOrderValue(0, 0)).toBe(0);
  });

  it('colours stock like the products table: 0 out, below 20 low', () => {
    expect([0, -1, 1, 19, 20].map(stockLevel)).toEqual(['out', 'out', 'low', 'low', 'ok']);
  });
});

describe('CSV export cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Oud, Royale')).toBe('"Oud, Royale"');
    expect(csvCell('The "Royale"')).toBe('"The ""Royale"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(1499.5)).toBe('1499.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('defuses spreadsheet formulas typed by customers', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    // Numbers are numbers, not text: a refund of -2 stays a number.
    expect(csvCell(-2)).toBe('-2');
  });

  it('ends rows with CRLF and prints times in India', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
    expect(istDateTime(EARLY)).toBe('2026-03-10 02:00');
    expect(istDateTime(null)).toBe('');
    expect(exportFileName(EARLY)).toBe('orders-2026-03-10.csv');
  });
});

describe('order list inputs', () => {
  it('reads the defaults and the original screen names of the periods', () => {
    expect(adminOrdersQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      search: '',
      userId: null,
      status: null,
      paymentStatus: null,
      period: 'all',
      sort: 'newest',
    });
    expect(adminOrdersQuerySchema.parse({ period: 'week', status: 'ALL', paymentStatus: '' })).toMatchObject({ period: '7d', status: null, paymentStatus: null });
    expect(adminOrdersQuerySchema.parse({ period: 'month', status: 'Shipped ' })).toMatchObject({ period: 'lastMonth', status: 'shipped' });
    expect(adminOrdersQuerySchema.safeParse({ userId: 'nope' }).success).toBe(false);
  });

  it('takes the original payload for a status change', () => {
    expect(updateOrderStatusSchema.parse({ orderStatus: ' Delivered' })).toEqual({ orderStatus: 'delivered' });
    expect(updateOrderStatusSchema.safeParse({ orderStatus: 'lost' }).error?.issues[0]?.message).toBe('Please choose a valid order status');
  });
});

describe('chart scale', () => {
  it('rounds up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect([0, 0.4, 1, 7, 12, 180, 250, 999, 1001, 73_000].map(niceCeiling)).toEqual([1, 0.5, 1, 10, 20, 200, 250, 1000, 2000, 100_000]);
  });

  it('puts the axis top where every gridline is a round step', () => {
    expect(axisTop(3_800_000_0, 4)).toBe(40_000_000);
    expect(axisTop(1_440_000, 4)).toBe(2_000_000);
    expect(axisTop(0, 4)).toBe(4);
    expect(axisTop(100, 4)).toBe(100);
  });

  it('labels about six bars, first and last always', () => {
    expect(tickIndexes(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const thirty = tickIndexes(30);
    expect(thirty[0]).toBe(0);
    expect(thirty.at(-1)).toBe(29);
    expect(thirty.length).toBeLessThanOrEqual(7);
    expect(tickIndexes(12)).toEqual(expect.arrayContaining([0, 11]));
    expect(tickIndexes(0)).toEqual([]);
  });

  it('speaks Indian units and dates', () => {
    expect(compactRupees(150_000)).toBe('₹1.5L');
    expect(compactRupees(0)).toBe('₹0');
    expect(bucketLabel('2026-03-05')).toBe('5 March 2026');
    expect(bucketLabel('2026-03')).toBe('March 2026');
    expect(bucketTick('2026-03-05')).toBe('5 Mar');
  });

  it('sums the chart up in one sentence', () => {
    const series = [
      { key: '2026-03-04', revenue: 0, orders: 0 },
      { key: '2026-03-05', revenue: 4500, orders: 2 },
    ];
    expect(chartSummary(series, 4500)).toBe('₹4,500 from 4 March 2026 to 5 March 2026; the best day was 5 March 2026 with ₹4,500.');
    expect(chartSummary(series.map((p) => ({ ...p, revenue: 0 })), 0)).toBe('No paid orders from 4 March 2026 to 5 March 2026.');
  });
});
