import { phoneHref, STORE_RULES, type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';
import { cn } from '@/lib/utils/cn';
import { StudioAddress } from '@/components/static/studio-address';

interface SellerDisclosureProps {
  /** 'dark' when it sits on an ink band such as the footer. */
  tone?: 'light' | 'dark';
  /** The level of its two sub-headings, so it fits the outline of whichever page holds it. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The promise the grievance officer keeps, in one sentence every page can quote. */
export function grievanceTimelineText(): string {
  const g = STORE_RULES.grievance;
  return `We acknowledge every complaint within ${g.acknowledgeWithinHours} hours with a ticket number, and resolve it within one month (${g.resolveWithinDays} days) of receiving it.`;
}

/** Customer-care hours as one line: 'Monday – Saturday 10AM-7PM; Sunday 11AM-6PM'. */
export function careHoursText(store: Pick<StoreInfo, 'hours'>): string {
  return store.hours.map((h) => `${h.days} ${h.time}`).join('; ');
}

/**
 * The seller details the Consumer Protection (E-Commerce) Rules, 2020 ask every online seller
 * to show: legal name, registration numbers, geographic address, customer care and the
 * grievance officer. One component, so the policies and the footer can never disagree.
 */
export async function SellerDisclosure({ tone = 'light', headingLevel = 3, className }: SellerDisclosureProps) {
  const store = await getStoreDetails();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const g = store.grievanceOfficer;
  const dark = tone === 'dark';
  const labelClass = cn('text-xs font-semibold tracking-[0.14em] uppercase', dark ? 'text-ivory/70' : 'text-muted-foreground');
  const valueClass = cn('mt-1', dark ? 'text-ivory' : 'text-foreground');
  const linkClass = cn(
    'underline underline-offset-4 [overflow-wrap:anywhere]',
    dark ? 'text-ivory hover:text-gold' : 'text-gold-deep hover:text-foreground',
  );
  // mt-0! because policy pages place this inside prose, whose h3 rule adds a top margin.
  const headingClass = cn('mt-0! font-display text-xl font-semibold', dark ? 'text-ivory' : 'text-foreground');

  return (
    <div
      className={cn(
        'grid gap-6 rounded-lg border p-6 text-sm leading-6 sm:grid-cols-2 sm:p-8',
        dark ? 'border-ivory/15 bg-ink-soft' : 'border-border bg-card',
        className,
      )}
    >
      <div>
        <Heading className={headingClass}>Seller details</Heading>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className={labelClass}>Legal name</dt>
            <dd className={valueClass}>{store.legalName}</dd>
          </div>
          {store.cin && (
            <div>
              <dt className={labelClass}>Corporate Identity Number (CIN)</dt>
              <dd className={cn(valueClass, 'font-mono text-[0.8125rem] break-all')}>{store.cin}</dd>
            </div>
          )}
          <div>
            <dt className={labelClass}>GSTIN</dt>
            <dd className={cn(valueClass, 'font-mono text-[0.8125rem]')}>{store.gstin}</dd>
          </div>
          <div>
            <dt className={labelClass}>Registered office</dt>
            <dd className={valueClass}>
              <StudioAddress />
            </dd>
          </div>
          <div>
            <dt className={labelClass}>Customer care</dt>
            <dd className={valueClass}>
              <a href={`mailto:${store.email}`} className={linkClass}>
                {store.email}
              </a>
              <span className="block">
                <a href={store.phoneHref} className={linkClass}>
                  {store.phone}
                </a>
              </span>
              {store.hours.map((h) => (
                <span key={h.days} className={cn('block', dark ? 'text-ivory/80' : 'text-muted-foreground')}>
                  {h.days}: <span className="whitespace-nowrap">{h.time}</span>
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </div>

      <div>
        <Heading className={headingClass}>Grievance officer</Heading>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className={labelClass}>Name</dt>
            <dd className={valueClass}>{g.name}</dd>
          </div>
          <div>
            <dt className={labelClass}>Designation</dt>
            <dd className={valueClass}>
              {g.designation}, {store.legalName}
            </dd>
          </div>
          <div>
            <dt className={labelClass}>Email</dt>
            <dd className={valueClass}>
              <a href={`mailto:${g.email}`} className={linkClass}>
                {g.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className={labelClass}>Phone</dt>
            <dd className={valueClass}>
              <a href={phoneHref(g.phone)} className={linkClass}>
                {g.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className={labelClass}>Postal address</dt>
            <dd className={valueClass}>Same as the registered office, marked “Attn: Grievance Officer”</dd>
          </div>
        </dl>
        <p className={cn('mt-5', dark ? 'text-ivory/80' : 'text-muted-foreground')}>{grievanceTimelineText()}</p>
      </div>
    </div>
  );
}
