import { Check, ExternalLink } from 'lucide-react';
import { orderTimeline } from '@/lib/orders/timeline';
import type { OrderDto } from '@/lib/orders/types';
import { cn } from '@/lib/utils/cn';
import { formatOrderDateTime } from './format';

/**
 * Where the order is: placed, paid, packed, shipped, out for delivery, delivered, each with its
 * time in India, and the courier's tracking link once it ships. A column on a phone, a row from
 * md up. Cancelled orders show none (their card says why instead).
 */
export function OrderTimeline({ order, headingId }: { order: OrderDto; headingId: string }) {
  const steps = orderTimeline(order);
  if (steps.length === 0) return null;
  const tracking = order.tracking;

  return (
    <section aria-labelledby={headingId} className="mb-6 border-b border-border pb-6">
      <h4 id={headingId} className="text-lg font-medium">
        Order progress
      </h4>
      <ol className="mt-4 grid md:grid-cols-6 md:gap-3">
        {steps.map((step, i) => (
          <li key={step.key} aria-current={step.current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0 md:flex-col md:gap-2 md:pb-0">
            {/* The line to the next step: down on a phone, across from md up. */}
            {i < steps.length - 1 ? (
              <span
                aria-hidden
                className={cn(
                  'absolute top-7 bottom-0 left-3.5 w-px md:top-3.5 md:right-[-0.75rem] md:bottom-auto md:left-7 md:h-px md:w-auto',
                  steps[i + 1]!.done ? 'bg-gold-deep' : 'bg-border',
                )}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                'relative flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                step.done ? 'border-gold-deep bg-gold-deep text-ivory' : 'border-border bg-card',
                step.current && 'ring-2 ring-gold ring-offset-2 ring-offset-card',
              )}
            >
              {step.done ? <Check className="size-4" strokeWidth={3} /> : null}
            </span>
            <span className="min-w-0 pt-0.5 md:pt-0">
              <span className={cn('block text-sm', step.done ? 'font-medium text-foreground' : 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">{step.done ? ': done' : ': not yet'}</span>
              </span>
              {step.at ? (
                <time dateTime={step.at} className="block text-xs text-muted-foreground">
                  {formatOrderDateTime(step.at)}
                </time>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {tracking ? (
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-cream/60 px-3 py-2 text-sm">
          <span>
            <span className="text-muted-foreground">Courier </span>
            <span className="font-medium">{tracking.courierName}</span>
          </span>
          <span>
            <span className="text-muted-foreground">Tracking number </span>
            <span className="font-mono text-xs font-medium break-all">{tracking.trackingNumber}</span>
          </span>
          <a
            href={tracking.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            Track your parcel
            <span className="sr-only"> on {tracking.courierName}’s site (opens in a new tab)</span>
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        </p>
      ) : null}
    </section>
  );
}
