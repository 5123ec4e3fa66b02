/*
 * Scale and labels for the dashboard's revenue chart. Import-free apart from types and the
 * store's money format: pure arithmetic, unit-tested.
 */
import { formatInr, rupeesToPaise } from '@/lib/money';
import type { RevenuePoint } from '@/lib/orders/admin-types';
import { formatIstDate, formatIstDayMonth, formatIstMonth, istKeyStart } from '@/lib/india-time';

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value * (1 - 1e-12)) return step * power;
  return 10 * power;
}

/** The axis top for `lines` gridlines at round steps (₹5L, ₹10L, ₹15L, ₹20L rather than ₹1.3Cr). */
export function axisTop(max: number, lines: number): number {
  return niceCeiling(max / lines) * lines;
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** ₹0, ₹500, ₹12K, ₹1.5L, ₹2Cr: axis labels in the Indian system. */
export function compactRupees(rupees: number): string {
  return `₹${compact.format(rupees)}`;
}


/** '5 March 2026' / 'March 2026': for the table and the chart's description. */
export function bucketLabel(key: string): string {
  return key.length > 7 ? formatIstDate(istKeyStart(key), 'long') : formatIstMonth(istKeyStart(key));
}

/** '5 Mar' / 'Mar': under the bars. */
export function bucketTick(key: string): string {
  return key.length > 7 ? formatIstDayMonth(istKeyStart(key)) : formatIstMonth(istKeyStart(key), { month: 'short', year: false });
}

/** Which bars get a label under them: about six, always the first and the last. */
export function tickIndexes(count: number, wanted = 6): number[] {
  if (count <= wanted + 1) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (wanted - 1));
  const out: number[] = [];
  for (let i = 0; i < count - 1; i += step) out.push(i);
  if (count - 1 - out[out.length - 1]! < step / 2) out.pop();
  out.push(count - 1);
  return out;
}

/** The sentence a screen reader hears for the chart. */
export function chartSummary(series: RevenuePoint[], total: number): string {
  if (series.length === 0) return 'No data.';
  const best = series.reduce((a, b) => (b.revenue > a.revenue ? b : a), series[0]!);
  const span = `${bucketLabel(series[0]!.key)} to ${bucketLabel(series[series.length - 1]!.key)}`;
  if (total <= 0) return `No paid orders from ${span}.`;
  const money = (v: number) => formatInr(rupeesToPaise(v));
  return `${money(total)} from ${span}; the best ${series[0]!.key.length > 7 ? 'day' : 'month'} was ${bucketLabel(best.key)} with ${money(best.revenue)}.`;
}
