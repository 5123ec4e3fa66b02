'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastError, toastInfo, toastSuccess } from '@/components/ui/sonner';
import type { CouponDto } from '@/lib/coupons/dto';
import {
  countdownLabel,
  countdownParts,
  OFFER_TAB_LABELS,
  offersFromCoupons,
  presentCategories,
  type Offer,
  type OfferCategory,
} from '@/lib/coupons/offers';
import { cn } from '@/lib/utils/cn';

// ───────────── a one-second clock, null while server rendering and hydrating ─────────────

function subscribeClock(onTick: () => void) {
  const t = window.setInterval(onTick, 1000);
  return () => window.clearInterval(t);
}
const clockSnapshot = () => Math.floor(Date.now() / 1000) * 1000;
const serverClock = () => null;

function useNow(): number | null {
  return useSyncExternalStore(subscribeClock, clockSnapshot, serverClock);
}

const expiryFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

function isExpiredAt(offer: Offer, now: number | null): boolean {
  if (offer.isExpired) return true;
  return now != null && offer.expiryDate != null && Date.parse(offer.expiryDate) <= now;
}

/** GET /coupons answers `data` as a list; older shapes nested it (spec §7). */
function readCoupons(body: unknown): CouponDto[] {
  const b = body as { data?: unknown } | null;
  const d = b?.data as { data?: unknown; coupons?: unknown } | unknown[] | undefined;
  if (Array.isArray(d)) return d as CouponDto[];
  if (d && Array.isArray(d.data)) return d.data as CouponDto[];
  if (d && Array.isArray(d.coupons)) return d.coupons as CouponDto[];
  throw new Error('Unexpected response');
}

// ───────────────────────────── pieces ─────────────────────────────

function Countdown({ offer, now }: { offer: Offer; now: number | null }) {
  if (!offer.expiryDate || isExpiredAt(offer, now)) return null;
  const parts = now == null ? null : countdownParts(offer.expiryDate, now);
  const units = [
    ['days', 'Days'],
    ['hours', 'Hours'],
    ['minutes', 'Minutes'],
    ['seconds', 'Seconds'],
  ] as const;
  return (
    <div className="mt-6">
      <p aria-hidden className="eyebrow text-gold">
        Offer ends in
      </p>
      {/* The ticking digits are hidden from screen readers; they get a coarse phrase instead. */}
      <p className="sr-only">
        {offer.code ?? offer.title}: {parts ? countdownLabel(parts) : `ends on ${expiryFormat.format(new Date(offer.expiryDate))}`}
      </p>
      <div aria-hidden className="mt-3 grid max-w-sm grid-cols-4 gap-2">
        {units.map(([key, label]) => (
          <div key={key} className="rounded-md bg-ivory/10 px-2 py-3 text-center">
            <span className="block font-display text-3xl tabular-nums">{parts ? String(parts[key]).padStart(2, '0') : '--'}</span>
            <span className="text-[0.7rem] tracking-widest text-ivory/80 uppercase">{label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

function FeaturedOffer({ offer, now }: { offer: Offer; now: number | null }) {
  return (
    <div className="on-dark relative isolate flex min-h-80 flex-col justify-end overflow-hidden rounded-lg bg-ink p-6 text-ivory sm:p-8">
      <Image src={offer.image} alt="" fill sizes="(min-width: 1024px) 40vw, 100vw" className="-z-20 object-cover opacity-80" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink from-20% via-ink/75 via-55% to-ink/10" />
      {/* Repeats the tab and the first card below; hidden from screen readers so it is read once. */}
      <div aria-hidden>
        <p className="eyebrow text-gold">{OFFER_TAB_LABELS[offer.category]}</p>
        <p className="mt-2 font-display text-5xl font-medium sm:text-6xl">{offer.title}</p>
        <p className="mt-2 text-ivory/85">{offer.subtitle}</p>
      </div>
      <Countdown offer={offer} now={now} />
    </div>
  );
}

function OfferCard({ offer, now }: { offer: Offer; now: number | null }) {
  const expired = isExpiredAt(offer, now);
  const headingId = useId();

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(`Code ${code} copied!`);
    } catch {
      toastError('Failed to copy code');
    }
  }

  return (
    <li className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="font-display text-3xl font-medium">
              {offer.title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{offer.subtitle}</p>
          </div>
          <Badge variant={expired ? 'destructive' : 'success'}>{expired ? 'Expired' : 'Active'}</Badge>
        </div>
        <p className="mt-3 text-sm">{offer.description}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
          {offer.expiryDate ? (
            <div className="flex gap-1">
              <dt>Valid till</dt>
              <dd className="font-medium text-foreground">{expiryFormat.format(new Date(offer.expiryDate))}</dd>
            </div>
          ) : null}
          {offer.remainingUsage != null && !expired ? (
            <div className="flex gap-1">
              <dt>Uses left</dt>
              <dd className="font-medium text-foreground">{offer.remainingUsage.toLocaleString('en-IN')}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {offer.code ? (
            <>
              <span className="rounded-md border border-dashed border-gold-deep/60 bg-cream px-3 py-2 font-mono text-sm font-semibold tracking-widest">
                <span className="sr-only">Code </span>
                {offer.code}
              </span>
              <Button variant="outline" size="sm" disabled={expired} onClick={() => copy(offer.code as string)}>
                <Copy aria-hidden />
                Copy code<span className="sr-only"> {offer.code}</span>
              </Button>
            </>
          ) : (
            <span className="text-sm text-muted-foreground">Code coming soon</span>
          )}
          <Link
            href="/products"
            className="ml-auto inline-flex min-h-9 items-center text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            {offer.ctaText}
            {offer.code ? <span className="sr-only"> with {offer.code}</span> : null}
          </Link>
        </div>
      </article>
    </li>
  );
}

// ───────────────────────────── section ─────────────────────────────

export function ExclusiveOffers({ initialOffers }: { initialOffers: Offer[] }) {
  const [offers, setOffers] = useState(initialOffers);
  const [picked, setPicked] = useState<OfferCategory | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const now = useNow();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<OfferCategory, HTMLButtonElement | null>>>({});

  const categories = presentCategories(offers);
  // Spec: the first offer's category is selected at load (and after a refresh).
  const selected = picked && categories.includes(picked) ? picked : (offers[0]?.category ?? null);
  const visible = offers.filter((o) => o.category === selected);
  const featured = visible[0];

  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    toastInfo('Refreshing offers...');
    try {
      const res = await fetch('/api/v1/coupons', { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const next = offersFromCoupons(readCoupons(await res.json()), Date.now());
      setOffers(next);
      setPicked(null);
    } catch {
      toastError('Failed to load offers');
    } finally {
      setRefreshing(false);
    }
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = categories.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    const category = to == null ? undefined : categories[to];
    if (!category) return;
    e.preventDefault();
    setPicked(category);
    tabRefs.current[category]?.focus();
  }

  return (
    <section aria-labelledby="offers-heading" className="bg-cream py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow text-gold-deep">Limited time</p>
            <h2 id="offers-heading" className="mt-2 text-4xl font-medium sm:text-5xl">
              Exclusive Offers
            </h2>
          </div>
          {/* aria-disabled rather than disabled, so keyboard focus stays on the button while it works. */}
          <Button variant="outline" size="sm" onClick={refresh} aria-disabled={refreshing} aria-busy={refreshing}>
            <RefreshCw aria-hidden className={cn(refreshing && 'motion-safe:animate-spin')} />
            Refresh offers
          </Button>
        </div>

        {offers.length === 0 || !selected ? (
          <div className="mt-10 rounded-lg border border-border bg-card p-10 text-center">
            <h3 className="font-display text-3xl">No Active Offers</h3>
            <p className="mt-2 text-muted-foreground">New offers land here often. Check back soon.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button onClick={refresh} aria-disabled={refreshing}>
                Check for Updates
              </Button>
              <Button asChild variant="outline">
                <Link href="/products">Browse All Products</Link>
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div role="tablist" aria-label="Offer categories" className="mt-8 flex flex-wrap gap-2">
              {categories.map((c, i) => (
                <button
                  key={c}
                  ref={(el) => {
                    tabRefs.current[c] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${c}`}
                  aria-selected={c === selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={c === selected ? 0 : -1}
                  onClick={() => setPicked(c)}
                  onKeyDown={(e) => onTabKey(e, i)}
                  className={cn(
                    'min-h-11 rounded-full border px-5 text-sm font-medium tracking-wide transition-colors',
                    c === selected ? 'border-ink bg-ink text-ivory' : 'border-input bg-card text-foreground hover:border-foreground/40',
                  )}
                >
                  {OFFER_TAB_LABELS[c]}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`${baseId}-panel`}
              aria-labelledby={`${baseId}-tab-${selected}`}
              className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
            >
              {featured ? <FeaturedOffer offer={featured} now={now} /> : null}
              <ul className="flex flex-col gap-4">
                {visible.map((o) => (
                  <OfferCard key={o.id} offer={o} now={now} />
                ))}
              </ul>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
