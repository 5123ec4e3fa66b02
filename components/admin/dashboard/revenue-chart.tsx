import { formatRupees } from '@/components/orders/format';
import type { RevenuePoint } from '@/lib/orders/admin-types';
import { axisTop, bucketLabel, bucketTick, chartSummary, compactRupees, tickIndexes } from './chart-scale';

const W = 720;
const H = 260;
const PAD = { top: 12, right: 8, bottom: 32, left: 64 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
const GRID_LINES = 4;

/**
 * Revenue per day (or month) as SVG bars drawn here, no chart library: the SVG is one image with
 * a title and a one-sentence description for screen readers, and the same figures follow as a
 * table. Bars use the deep gold (6.6:1 on white), so they read as graphics for low vision too.
 */
export function RevenueChart({ series, total, id, title }: { series: RevenuePoint[]; total: number; id: string; title: string }) {
  const top = axisTop(Math.max(0, ...series.map((p) => p.revenue)), GRID_LINES);
  const slot = PLOT_W / Math.max(1, series.length);
  const bar = Math.max(1, slot * (series.length > 40 ? 0.8 : 0.64));
  const ticks = new Set(tickIndexes(series.length));
  const y = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H;
  const unit = series[0] && series[0].key.length > 7 ? 'Day' : 'Month';

  return (
    <figure className="m-0">
      {/* On a phone the chart keeps a readable size and scrolls sideways; the wrapper takes focus so the keyboard can scroll it. */}
      <div
        className="-mx-1 overflow-x-auto px-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        tabIndex={0}
        role="group"
        aria-label={`${title} (scrolls sideways on narrow screens)`}
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="h-auto w-full min-w-[600px] overflow-visible"
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{chartSummary(series, total)}</desc>
          {Array.from({ length: GRID_LINES + 1 }, (_, i) => {
            const v = (top / GRID_LINES) * i;
            return (
              <g key={i}>
                <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--color-border)" strokeDasharray={i === 0 ? undefined : '3 4'} />
                <text x={PAD.left - 8} y={y(v)} dy="0.32em" textAnchor="end" fontSize="13" fill="var(--color-muted-foreground)">
                  {compactRupees(v)}
                </text>
              </g>
            );
          })}
          {series.map((p, i) => {
            const x = PAD.left + i * slot + (slot - bar) / 2;
            const h = Math.max(p.revenue > 0 ? 1.5 : 0, PAD.top + PLOT_H - y(p.revenue));
            return (
              <g key={p.key}>
                <rect x={x} y={PAD.top + PLOT_H - h} width={bar} height={h} rx={Math.min(2, bar / 4)} fill="var(--color-gold-deep)">
                  <title>{`${bucketLabel(p.key)}: ${formatRupees(p.revenue)} from ${p.orders} paid ${p.orders === 1 ? 'order' : 'orders'}`}</title>
                </rect>
                {ticks.has(i) ? (
                  <text x={x + bar / 2} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="13" fill="var(--color-muted-foreground)">
                    {bucketTick(p.key)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded font-medium underline decoration-gold-deep/60 underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Show the figures as a table
        </summary>
        <div
          className="mt-3 max-h-80 overflow-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          tabIndex={0}
          role="group"
          aria-label={`${title}, as a table`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-cream text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {unit}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Revenue
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Paid orders
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {series.map((p) => (
                <tr key={p.key}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {bucketLabel(p.key)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatRupees(p.revenue)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{p.orders.toLocaleString('en-IN')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
